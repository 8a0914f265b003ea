import { DatePicker, Input, InputNumber, Select } from 'antd';
import { DictSelect } from '../../components/dict-select.tsx';
import { type FieldEntry, isDateKind, isNumberKind, placeholderOf } from './field-kinds.ts';
import { RefSelect } from './ref-select.tsx';

/** The search control of a declared field; it is the Form.Item child, which injects value and onChange. */
export function searchInput([, field]: FieldEntry) {
  if (field.kind === 'dict') return <DictSelect code={field.dict ?? ''} placeholder={placeholderOf(field)} />;
  if (field.kind === 'ref') {
    return (
      <RefSelect refKey={field.ref ?? ''} labelField={field.refLabel} placeholder={placeholderOf(field)} />
    );
  }
  if (field.kind === 'bool') {
    return (
      <Select
        allowClear
        placeholder={placeholderOf(field)}
        options={[
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ]}
      />
    );
  }
  if (isDateKind(field.kind)) return <DatePicker.RangePicker style={{ width: '100%' }} />;
  if (isNumberKind(field.kind))
    return <InputNumber style={{ width: '100%' }} placeholder={placeholderOf(field)} />;
  return <Input allowClear placeholder={`${placeholderOf(field)}（模糊查询）`} />;
}
