import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { missingRefOptions, refValueOf, selectedRefs } from './ref-values.ts';
import { listRefRows } from './resource-api.ts';

interface RefSelectProps {
  /** Referenced resource key, `module/name`. */
  refKey: string;
  labelField?: string;
  /** Several rows, kept as their ids comma-joined (how the API stores a multiple ref). */
  multiple?: boolean;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Display text of the current value when it is not among the loaded rows (`<field>_dictText`). */
  currentLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** Select over the first 50 rows of another resource, labelled by its `refLabel` field. */
export function RefSelect({
  refKey,
  labelField,
  multiple,
  value,
  onChange,
  currentLabel,
  placeholder,
  disabled,
  id,
}: RefSelectProps) {
  const { data = [], isLoading } = useQuery({
    queryKey: ['ref-options', refKey],
    queryFn: () => listRefRows(refKey),
    staleTime: 60_000,
  });
  const loaded = data.map((row) => ({
    value: row.id,
    label: String((labelField && row[labelField]) ?? row.id),
  }));
  const selected = selectedRefs(value, multiple);
  const chosen = Array.isArray(selected) ? selected : selected ? [selected] : [];
  const options = [...missingRefOptions(chosen, currentLabel, loaded), ...loaded];
  return (
    <Select<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      options={options}
      loading={isLoading}
      disabled={disabled}
      allowClear
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={isLoading ? '加载中…' : '暂无数据'}
      onChange={(v) => onChange?.(refValueOf(v))}
    />
  );
}
