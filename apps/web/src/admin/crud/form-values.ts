import type { FieldDef } from '@ck/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldEntry, FixedFilters } from './field-kinds.ts';
import type { ResourceRow } from './resource-api.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type FormValues = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A stored value as the form control of its kind expects it. */
function toControl(field: FieldDef, value: unknown): unknown {
  if (blank(value)) return field.kind === 'bool' ? false : undefined;
  switch (field.kind) {
    case 'date':
      return dayjs(String(value), DATE_FORMAT);
    case 'datetime':
      return dayjs(String(value));
    case 'bool':
      return value === true || value === 'true' || value === 1 || value === '1';
    case 'int':
    case 'decimal':
      return Number(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/** A form control's value as the API expects it (strings for dates, parsed JSON, numbers). */
function toApi(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '') return field.kind === 'bool' ? false : value;
  switch (field.kind) {
    case 'date':
      return (value as Dayjs).format(DATE_FORMAT);
    case 'datetime':
      return (value as Dayjs).format(DATETIME_FORMAT);
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

export function initialValues(fields: FieldEntry[], row?: ResourceRow): FormValues {
  const values: FormValues = {};
  for (const [name, field] of fields) {
    values[name] = toControl(field, row ? row[name] : field.defaultValue);
  }
  return values;
}

/** The request body of `add` (with the page's fixed filters) or `edit` (with the id). */
export function requestBody(
  fields: FieldEntry[],
  values: FormValues,
  options: { id?: string; fixed?: FixedFilters },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (options.id) body.id = options.id;
  for (const [name, field] of fields) {
    const value = toApi(field, values[name]);
    if (value !== undefined) body[name] = value;
  }
  if (!options.id && options.fixed) Object.assign(body, options.fixed);
  return body;
}

/** Display text of a plain value; audit times and datetime fields as YYYY-MM-DD HH:mm:ss. */
export function formatCell(field: FieldDef | undefined, name: string, value: unknown): string {
  if (blank(value)) return '';
  if (field?.kind === 'datetime' || name === 'createTime' || name === 'updateTime') {
    const d = dayjs(String(value));
    return d.isValid() ? d.format(DATETIME_FORMAT) : String(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
