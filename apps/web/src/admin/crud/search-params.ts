import type { FieldDef } from '@ck/shared';
import type { Dayjs } from 'dayjs';
import type { Params } from '../../api/client.ts';
import { type FieldEntry, isContainsKind, isDateKind } from './field-kinds.ts';
import { DATE_FORMAT } from './form-values.ts';

/**
 * One search value -> list filters (REFERENCE §3): text kinds as `*value*` (contains), date kinds as
 * `<field>_begin` / `<field>_end` (a bare date spans the whole day), other kinds as exact values.
 */
export function fieldSearchParams(name: string, field: FieldDef, value: unknown): Params {
  if (value === undefined || value === null || value === '') return {};
  if (isDateKind(field.kind)) {
    const [begin, end] = (value as [Dayjs | null, Dayjs | null] | null) ?? [];
    return {
      ...(begin ? { [`${name}_begin`]: begin.format(DATE_FORMAT) } : {}),
      ...(end ? { [`${name}_end`]: end.format(DATE_FORMAT) } : {}),
    };
  }
  if (isContainsKind(field.kind)) {
    const text = String(value).trim();
    return text ? { [name]: `*${text}*` } : {};
  }
  return { [name]: value };
}

/** Search form values -> list filters, field by field. */
export function toSearchParams(fields: FieldEntry[], values: Record<string, unknown>): Params {
  return Object.assign({}, ...fields.map(([name, field]) => fieldSearchParams(name, field, values[name])));
}
