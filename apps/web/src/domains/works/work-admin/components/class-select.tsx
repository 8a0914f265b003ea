import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { pickApi } from '../api.ts';

export const MY_CLASSES_KEY = ['works', 'my-classes'] as const;

/** My classes (administrators: every class of the tenant); value and onChange come from Form.Item. */
export function ClassSelect(props: Omit<SelectProps<string>, 'options'>) {
  const classes = useQuery({ queryKey: MY_CLASSES_KEY, queryFn: pickApi.classes, staleTime: 60_000 });
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="班级"
      style={{ width: 160 }}
      loading={classes.isLoading}
      {...props}
      options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.departName }))}
    />
  );
}
