import { Alert, Form, Select } from 'antd';

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
