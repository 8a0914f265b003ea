import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { useFormSave } from '../../../../hooks/use-form-save.ts';

export interface CoursePaperIds {
  courseIds: string[];
  paperIds: string[];
}

export interface PickField {
  label: string;
  placeholder: string;
  notFound: string;
  options: { value: string; label: string }[];
}

/**
 * The `courseIds` and `paperIds` pickers of a form handing courses and papers to someone (a school,
 * a tenant), under a note on what saving does.
 */
export function CoursePaperFields({
  note,
  courses,
  papers,
}: {
  note: string;
  courses: PickField;
  papers: PickField;
}) {
  const pick = (name: string, f: PickField) => (
    <Form.Item name={name} label={f.label}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={f.options}
        placeholder={f.placeholder}
        notFoundContent={f.notFound}
      />
    </Form.Item>
  );
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={note} />
      {pick('courseIds', courses)}
      {pick('paperIds', papers)}
    </>
  );
}

/**
 * The form of `CoursePaperFields`: filled from what `load` answers (cached under `key`); saving sends
 * the choice with `save`, whose answer becomes the cached value, then says `texts.saved`.
 */
export function useCoursePaperForm<G extends CoursePaperIds>(
  key: QueryKey,
  load: () => Promise<G>,
  save: (values: CoursePaperIds) => Promise<G>,
  texts: { saved: string; failed: string },
) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CoursePaperIds>();
  const given = useQuery({ queryKey: key, queryFn: load });
  useEffect(() => {
    if (given.data) form.setFieldsValue({ courseIds: given.data.courseIds, paperIds: given.data.paperIds });
  }, [given.data, form]);
  const saving = useFormSave(
    form,
    async (values) => {
      queryClient.setQueryData(key, await save(values));
      message.success(texts.saved);
    },
    texts.failed,
  );
  return { form, given, ...saving };
}
