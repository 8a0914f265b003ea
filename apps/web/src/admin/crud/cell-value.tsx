import { ellipsis, type FieldDef, thousands } from '@ck/shared';
import { Image, Tag, Tooltip } from 'antd';
import type { ResourceRow } from '../../api/resource-api.ts';
import { fileUrl } from '../../components/file-url.ts';
import { dictText, useDictItems } from '../../hooks/use-dict-items.ts';
import { formatCell } from './form-values.ts';

function DictCell({ code, value }: { code: string; value: unknown }) {
  const { items } = useDictItems(code);
  return <span>{dictText(items, value)}</span>;
}

function LongText({ text }: { text: string }) {
  const short = ellipsis(text);
  return short === text ? <span>{text}</span> : <Tooltip title={text}>{short}</Tooltip>;
}

const EMPTY = <span style={{ color: 'rgba(0,0,0,0.25)' }}>—</span>;

/** How a table cell shows one field: `_dictText` for dict/ref, formatted dates and numbers, thumbnails. */
export function CellValue({ name, field, row }: { name: string; field: FieldDef; row: ResourceRow }) {
  const value = row[name];
  const translated = row[`${name}_dictText`];
  if (field.kind === 'dict' || field.kind === 'ref') {
    if (translated !== undefined && translated !== null && translated !== '')
      return <span>{String(translated)}</span>;
    if (value === undefined || value === null || value === '') return EMPTY;
    if (field.kind === 'dict' && field.dict) return <DictCell code={field.dict} value={value} />;
    return <span>{String(value)}</span>;
  }
  if (value === undefined || value === null || value === '')
    return field.kind === 'bool' ? <Tag>否</Tag> : EMPTY;
  switch (field.kind) {
    case 'bool': {
      const yes = value === true || value === 'true' || value === 1 || value === '1';
      return <Tag color={yes ? 'green' : 'default'}>{yes ? '是' : '否'}</Tag>;
    }
    case 'int':
    case 'decimal':
      return <>{thousands(value as number)}</>;
    case 'image':
      return <Image src={fileUrl(String(value))} width={40} height={40} style={{ objectFit: 'cover' }} />;
    case 'file':
      return (
        <a href={fileUrl(String(value))} target="_blank" rel="noopener noreferrer">
          下载
        </a>
      );
    case 'longtext':
    case 'richtext':
    case 'json':
      return <LongText text={formatCell(field, name, value)} />;
    default:
      return <>{formatCell(field, name, value)}</>;
  }
}
