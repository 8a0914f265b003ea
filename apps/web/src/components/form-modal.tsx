import { App, Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFormSave } from '../hooks/use-form-save.ts';

export interface FormModalProps<V, R> {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Values the form starts from each time the dialog opens (read when it opens). */
  initialValues?: Partial<V>;
  /** Sends the validated values; a failure's message shows in the dialog, which stays open. */
  onSubmit: (values: V) => Promise<R>;
  /** After a successful save, with what `onSubmit` answered. */
  onSaved: (result: R) => void;
  /** Toast after a successful save; none when omitted. */
  successText?: string;
  /** The form instance, when the page watches fields itself. */
  form?: FormInstance<V>;
  width?: number;
  okText?: string;
  /** Layout and name of the form (field ids become `<name>_<field>`). */
  formProps?: Omit<FormProps<V>, 'form' | 'children'>;
  children: ReactNode;
}

/** An add/edit dialog: reset and filled on opening, validated, saved with the server's error shown inline. */
export function FormModal<V, R = unknown>({
  title,
  open,
  onClose,
  initialValues,
  onSubmit,
  onSaved,
  successText,
  form: given,
  width,
  okText = '保存',
  formProps = { labelCol: { span: 5 }, wrapperCol: { span: 18 } },
  children,
}: FormModalProps<V, R>) {
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { saving, error, setError, submit } = useFormSave(form, async (values) => {
    const result = await onSubmit(values);
    if (successText) message.success(successText);
    onSaved(result);
  });
  // Read when the dialog opens only: a parent re-render must not wipe what the user typed.
  const initial = useRef(initialValues);
  initial.current = initialValues;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setError(undefined);
    if (initial.current) form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form, setError]);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={okText}
      width={width}
      destroyOnHidden
    >
      <Form<V> form={form} {...formProps}>
        {children}
        {error && <div style={{ color: '#ff4d4f', textAlign: 'center' }}>{error}</div>}
      </Form>
    </Modal>
  );
}
