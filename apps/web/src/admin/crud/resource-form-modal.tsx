import { addSchema, editSchema, type ResourceDef } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Skeleton } from 'antd';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { HttpError } from '../../api/http-errors.ts';
import { GenericModal } from '../../components/generic-modal.tsx';
import { useViewport } from '../../hooks/use-viewport.ts';
import { FieldInput } from './field-input.tsx';
import { type FixedFilters, formFields } from './field-kinds.ts';
import { rulesOf } from './field-rules.ts';
import { type FormValues, initialValues, requestBody } from './form-values.ts';
import { addResource, editResource, queryResourceById, type ResourceRow } from './resource-api.ts';

/** What a page may replace in the generated add/edit form (e.g. a row editor for a JSON field). */
export interface ResourceFormSlot {
  /** Form items replacing the generated ones of the named fields; the other fields stay generated. */
  items?: Record<string, ReactNode>;
  /** Hints of generated inputs, by field name. */
  placeholders?: Record<string, string>;
  /** Record -> form values, from the generated ones (e.g. JSON text -> editor rows). */
  toValues?: (record: ResourceRow | undefined, generated: FormValues) => FormValues;
  /** Form values -> request body, from the generated one (e.g. editor rows -> JSON text). */
  toBody?: (values: FormValues, generated: Record<string, unknown>) => Record<string, unknown>;
  width?: number;
  layout?: 'horizontal' | 'vertical';
  /** The form's name: field ids become `<name>_<field>`, apart from the search form's. */
  name?: string;
}

interface ResourceFormModalProps {
  def: ResourceDef;
  slot?: ResourceFormSlot;
  open: boolean;
  /** The row being edited; absent when adding. */
  row?: ResourceRow;
  fixedFilters?: FixedFilters;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit form built from the declaration; the shared zod schema checks the body before sending. */
export function ResourceFormModal({
  def,
  open,
  row,
  fixedFilters,
  slot = {},
  onClose,
  onSaved,
}: ResourceFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const vertical = useViewport() === 'mobile' || slot.layout === 'vertical';
  const fields = useMemo(() => formFields(def, fixedFilters), [def, fixedFilters]);
  const editing = !!row;
  // The rich-text editor needs room: a wide dialog (the title bar also offers full screen).
  const wide = useMemo(() => fields.some(([, f]) => f.kind === 'richtext'), [fields]);
  const biz = `${def.module}/${def.name}`;

  // Edit forms load the stored record so that they never show a stale list row.
  const fresh = useQuery({
    queryKey: ['resource', def.module, def.name, 'byId', row?.id],
    queryFn: () => queryResourceById(def, row?.id ?? ''),
    enabled: open && editing,
    staleTime: 0,
    gcTime: 0,
  });
  const record = fresh.data ?? row;
  const loading = editing && fresh.isLoading;

  useEffect(() => {
    if (!open || loading) return;
    setServerError('');
    const generated = initialValues(fields, record);
    form.setFieldsValue(slot.toValues ? slot.toValues(record, generated) : generated);
  }, [open, loading, record, fields, form, slot.toValues]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields show what is wrong.
    }
    const generated = requestBody(fields, values, { id: row?.id, fixed: fixedFilters });
    const body = slot.toBody ? slot.toBody(values, generated) : generated;
    const checked = (editing ? editSchema(def) : addSchema(def)).safeParse(body);
    if (!checked.success) {
      const byField = new Map<string, string[]>();
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? '');
        // A replaced item may not be a Form.Item of that name: its problems go to the alert.
        if (fields.some(([f]) => f === name) && !(name in (slot.items ?? {})))
          byField.set(name, [...(byField.get(name) ?? []), issue.message]);
        else setServerError(issue.message);
      }
      form.setFields(Array.from(byField, ([name, errors]) => ({ name, errors })));
      return;
    }
    setSaving(true);
    setServerError('');
    try {
      if (editing) await editResource(def, body);
      else await addResource(def, body);
      message.success(editing ? '编辑成功' : '添加成功');
      onSaved();
    } catch (error) {
      const text = error instanceof HttpError ? error.message : '保存失败，请稍后重试';
      setServerError(text);
      message.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <GenericModal
      title={`${editing ? '编辑' : '新增'}${def.label}`}
      open={open}
      width={slot.width ?? (wide ? 1080 : 760)}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      {loading ? (
        <Skeleton active paragraph={{ rows: Math.min(fields.length + 1, 8) }} />
      ) : (
        <Form<FormValues>
          form={form}
          name={slot.name}
          layout={vertical ? 'vertical' : 'horizontal'}
          labelCol={vertical ? undefined : { span: wide ? 3 : 5 }}
          wrapperCol={vertical ? undefined : { span: wide ? 20 : 18 }}
          onFinish={submit}
        >
          {fields.map(([name, field]) =>
            name in (slot.items ?? {}) ? (
              <Fragment key={name}>{slot.items?.[name]}</Fragment>
            ) : (
              <Form.Item key={name} name={name} label={field.label} rules={rulesOf(field)}>
                <FieldInput
                  field={field}
                  biz={biz}
                  placeholder={slot.placeholders?.[name]}
                  refLabel={record ? String(record[`${name}_dictText`] ?? '') : undefined}
                />
              </Form.Item>
            ),
          )}
          {/* Enter in a text field submits. */}
          <button type="submit" hidden aria-hidden />
        </Form>
      )}
    </GenericModal>
  );
}
