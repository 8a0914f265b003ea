import { Radio, Select } from 'antd';
import { useDictItems } from '../hooks/use-dict-items.ts';

interface DictSelectProps {
  code: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Comma-separated multi-value dictionaries. */
  multiple?: boolean;
  type?: 'select' | 'radio' | 'radioButton';
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
  status?: '' | 'error' | 'warning';
}

/** Dictionary-backed select or radio group (SPEC §2 "dictionary select tag"). */
export function DictSelect({
  code,
  value,
  onChange,
  multiple,
  type = 'select',
  placeholder = '请选择',
  allowClear = true,
  disabled,
  id,
  status,
}: DictSelectProps) {
  const { items, loading } = useDictItems(code);
  const options = items.map((i) => ({ value: i.value, label: i.text }));

  if (type !== 'select' && !multiple) {
    return (
      <Radio.Group
        id={id}
        value={value}
        disabled={disabled}
        options={options}
        optionType={type === 'radioButton' ? 'button' : 'default'}
        onChange={(e) => onChange?.(e.target.value as string)}
      />
    );
  }

  // Multi-value dictionaries keep their values comma-separated in one string.
  const selected = multiple ? (value ? String(value).split(',').filter(Boolean) : []) : value || undefined;
  return (
    <Select<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      options={options}
      loading={loading}
      disabled={disabled}
      status={status}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(v) => onChange?.(Array.isArray(v) ? (v.length ? v.join(',') : undefined) : v)}
    />
  );
}
