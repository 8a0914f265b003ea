import type { Dayjs } from 'dayjs';
import type { Params } from '../../api/client.ts';
import { type FieldEntry, isContainsKind, isDateKind } from './field-kinds.ts';
import { DATE_FORMAT } from './form-values.ts';

/**
 * Search form values -> list filters (REFERENCE §3): text kinds as `*value*` (contains), date kinds
 * as `<field>_begin` / `<field>_end` (a bare date spans the whole day), other kinds as exact values.
 */
export function toSearchParams(fields: FieldEntry[], values: Record<string, unknown>): Params {
  const params: Params = {};
  for (const [name, field] of fields) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    if (isDateKind(field.kind)) {
      const [begin, end] = (value as [Dayjs | null, Dayjs | null] | null) ?? [];
      if (begin) params[`${name}_begin`] = begin.format(DATE_FORMAT);
      if (end) params[`${name}_end`] = end.format(DATE_FORMAT);
    } else if (isContainsKind(field.kind)) {
      const text = String(value).trim();
      if (text) params[name] = `*${text}*`;
    } else params[name] = value;
  }
  return params;
}
