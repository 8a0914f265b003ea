import { ellipsis, type FieldDef, thousands } from '@ck/shared';
import { Image, Tag, Tooltip } from 'antd';
import { fileUrl } from '../../components/file-url.ts';
import { dictText, useDictItems } from '../../hooks/use-dict-items.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { formatCell } from './form-values.ts';
import { htmlToText } from './html-excerpt.ts';
import { refTags } from './ref-values.ts';
import type { ResourceRow } from './resource-api.ts';
import { storedFileName } from './upload-check.ts';

function DictCell({ code, value }: { code: string; value: unknown }) {
  const { items } = useDictItems(code);
  return <span>{dictText(items, value)}</span>;
}

function LongText({ text }: { text: string }) {
  const short = ellipsis(text);
  return short === text ? <span>{text}</span> : <Tooltip title={text}>{short}</Tooltip>;
}

/** Stored HTML as a plain-text excerpt; the tooltip shows more of it, still as text. */
function RichTextCell({ html }: { html: string }) {
  const text = htmlToText(html);
  const short = ellipsis(text, 40);
  if (short === text) return <span>{text}</span>;
  return <Tooltip title={ellipsis(text, 300)}>{short}</Tooltip>;
}

function ImageCell({ path, label }: { path: string; label: string }) {
  const { config } = useBrand();
  return (
    <Image
      src={fileUrl(path, config)}
      alt={label}
      width={48}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

function FileCell({ path }: { path: string }) {
  const { config } = useBrand();
  return (
    <a href={fileUrl(path, config)} target="_blank" rel="noopener noreferrer" download>
      {ellipsis(storedFileName(path), 20)}
    </a>
  );
}

const EMPTY = <span style={{ color: 'rgba(0,0,0,0.25)' }}>—</span>;

/** How a table cell shows one field: `_dictText` for dict/ref, formatted dates and numbers, thumbnails. */
export function CellValue({ name, field, row }: { name: string; field: FieldDef; row: ResourceRow }) {
  const value = row[name];
  const translated = row[`${name}_dictText`];
  if (field.kind === 'ref' && field.multiple) {
    const tags = refTags(translated);
    if (!tags.length) return EMPTY;
    return (
      <>
        {tags.map((label) => (
          <Tag key={label} style={{ marginBottom: 4 }}>
            {label}
          </Tag>
        ))}
      </>
    );
  }
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
      return <ImageCell path={String(value)} label={field.label} />;
    case 'file':
      return <FileCell path={String(value)} />;
    case 'richtext':
      return <RichTextCell html={String(value)} />;
    case 'longtext':
    case 'json':
      return <LongText text={formatCell(field, name, value)} />;
    default:
      return <>{formatCell(field, name, value)}</>;
  }
}
