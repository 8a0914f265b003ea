import type { FieldDef } from '@ck/shared';
import { DatePicker, Input, InputNumber, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { DictSelect } from '../../components/dict-select.tsx';
import { placeholderOf } from './field-kinds.ts';
import { DATE_FORMAT, DATETIME_FORMAT } from './form-values.ts';
import { RefSelect } from './ref-select.tsx';
import { RichTextInput } from './rich-text-input.tsx';
import { UploadInput } from './upload-input.tsx';

interface FieldInputProps {
  field: FieldDef;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** Display text for a `ref` value (from `<field>_dictText`). */
  refLabel?: string;
  /** Storage folder for `image` and `file` uploads. */
  biz?: string;
  /** A page's own hint instead of "请输入…". */
  placeholder?: string;
}

/** The form control for one field kind (DESIGN §5's closed set of kinds). */
export function FieldInput({
  field,
  value,
  onChange,
  id,
  refLabel,
  biz = 'resource',
  placeholder = placeholderOf(field),
}: FieldInputProps) {
  switch (field.kind) {
    case 'richtext':
      return <RichTextInput label={field.label} value={value as string | undefined} onChange={onChange} />;
    case 'longtext':
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={field.max}
          showCount={!!field.max}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={`${placeholder}（JSON 格式）`}
          autoSize={{ minRows: 4, maxRows: 14 }}
          style={{ fontFamily: 'monospace' }}
        />
      );
    case 'int':
    case 'decimal':
      return (
        <InputNumber<number>
          id={id}
          value={value as number | undefined}
          onChange={(v) => onChange?.(v)}
          placeholder={placeholder}
          min={field.min}
          max={field.max}
          precision={field.kind === 'int' ? 0 : field.scale}
          style={{ width: '100%' }}
        />
      );
    case 'bool':
      return (
        <Switch
          id={id}
          checked={!!value}
          onChange={(checked) => onChange?.(checked)}
          checkedChildren="是"
          unCheckedChildren="否"
        />
      );
    case 'dict':
      return (
        <DictSelect
          id={id}
          code={field.dict ?? ''}
          multiple={field.multiple}
          value={value as string | undefined}
          onChange={(v) => onChange?.(v)}
          placeholder={placeholder}
        />
      );
    case 'ref':
      return (
        <RefSelect
          id={id}
          refKey={field.ref ?? ''}
          labelField={field.refLabel}
          multiple={field.multiple}
          value={value as string | undefined}
          onChange={(v) => onChange?.(v)}
          currentLabel={refLabel}
          placeholder={placeholder}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          value={value as Dayjs | undefined}
          onChange={(d) => onChange?.(d ?? undefined)}
          showTime={field.kind === 'datetime'}
          format={field.kind === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT}
          placeholder={placeholder}
          style={{ width: '100%' }}
        />
      );
    case 'image':
    case 'file':
      return (
        <UploadInput
          id={id}
          kind={field.kind}
          label={field.label}
          biz={biz}
          value={value as string | undefined}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          maxLength={field.max}
          allowClear
        />
      );
  }
}
