import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../api/http-errors.ts';

/**
 * Validates a form and runs `save` with its values, tracking `saving` and the error text to show
 * (the server's message, else `fallback`). Invalid fields show their own messages and nothing is sent.
 */
export function useFormSave<V>(
  form: FormInstance<V>,
  save: (values: V) => Promise<void>,
  fallback = '保存失败',
) {
  const { saving, error, setError, run } = useSaving(fallback);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await run(() => save(values));
  };
  return { saving, error, setError, submit };
}

/** Runs a save without a form to validate, tracking `saving` and the error text as `useFormSave` does. */
export function useSaving(fallback = '保存失败') {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (save: () => Promise<unknown>) => {
    setSaving(true);
    setError(undefined);
    try {
      await save();
    } catch (err) {
      setError(errorText(err, fallback));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, setError, run };
}

/** `useFormSave` for a dialog opened with `target` (null when closed): each opening starts without an error. */
export function useDialogFormSave<V>(
  form: FormInstance<V>,
  target: unknown,
  save: (values: V) => Promise<void>,
  fallback?: string,
) {
  const state = useFormSave(form, save, fallback);
  const { setError } = state;
  useEffect(() => {
    if (target) setError(undefined);
  }, [target, setError]);
  return state;
}
