import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { listRefRows } from './resource-api.ts';

interface RefSelectProps {
  /** Referenced resource key, `module/name`. */
  refKey: string;
  labelField?: string;
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
  const options = data.map((row) => ({
    value: row.id,
    label: String((labelField && row[labelField]) ?? row.id),
  }));
  if (value && currentLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentLabel });
  }
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      options={options}
      loading={isLoading}
      disabled={disabled}
      allowClear
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={isLoading ? '加载中…' : '暂无数据'}
      onChange={(v) => onChange?.(v)}
    />
  );
}
