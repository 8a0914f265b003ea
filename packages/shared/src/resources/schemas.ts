import { z } from 'zod';
import { distinctItems } from '../list-items.ts';
import type { FieldDef, ResourceDef } from './define.ts';

const TEXT_MAX: Partial<Record<FieldDef['kind'], number>> = {
  text: 255,
  longtext: 5000,
  richtext: 200_000,
  image: 1000,
  file: 1000,
  dict: 255,
  ref: 64,
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Column limits: a value beyond them would make PostgreSQL fail instead of answering a clear 400. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
/** Decimal columns are numeric(18, scale). */
export const DECIMAL_PRECISION = 18;

/** How many rows a `multiple` ref field may name. */
export const MAX_MULTIPLE_REFS = 50;

/** Longest text a field of a text-like kind may hold (a multiple ref: its ids, comma-joined). */
export function maxLengthOf(field: FieldDef): number {
  if (field.kind === 'ref' && field.multiple) return field.max ?? MAX_MULTIPLE_REFS * 65;
  return field.max ?? TEXT_MAX[field.kind] ?? 255;
}

/** The ids of a multiple ref value (`a,b`): trimmed, blanks and repeats dropped, order kept. */
export function splitIds(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return distinctItems(String(value));
}

/** A multiple ref arrives as `a,b` (or an array from JSON clients) and is stored comma-joined. */
function multipleRefs(field: FieldDef) {
  const max = maxLengthOf(field);
  return z
    .preprocess(
      (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.join(',') : v),
      z.string({ error: `${field.label}必须是文本` }).max(max, { error: `${field.label}选择的项目过多` }),
    )
    .transform((v) => splitIds(v))
    .refine((ids) => ids.length <= MAX_MULTIPLE_REFS, {
      error: `${field.label}最多选择${MAX_MULTIPLE_REFS}个`,
    })
    .refine((ids) => ids.every((id) => id.length <= 64 && !id.includes('\0')), {
      error: `${field.label}的值不合法`,
    })
    .transform((ids) => (ids.length ? ids.join(',') : null));
}

/** `YYYY-MM-DD` naming a real calendar day (no 2024-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD HH:mm:ss` with a real day and time. */
export function isCalendarDateTime(s: string): boolean {
  const m = DATETIME_RE.exec(s);
  if (!m) return false;
  const [h, mi, se] = [Number(m[4]), Number(m[5]), Number(m[6])];
  return isCalendarDate(s.slice(0, 10)) && h < 24 && mi < 60 && se < 60;
}

/** Numbers may arrive as strings from forms and spreadsheets. */
function numeric(field: FieldDef, integer: boolean) {
  let n = z.number({ error: `${field.label}必须是数字` });
  if (integer) n = n.int({ error: `${field.label}必须是整数` });
  if (field.min !== undefined) n = n.min(field.min, { error: `${field.label}不能小于${field.min}` });
  if (field.max !== undefined) n = n.max(field.max, { error: `${field.label}不能大于${field.max}` });
  // The column's own range, for fields that declare no tighter bound.
  const limit = integer ? INT_MAX : 10 ** (DECIMAL_PRECISION - (field.scale ?? 2));
  const outOfRange = `${field.label}超出允许的范围`;
  if (field.min === undefined)
    n = integer ? n.min(INT_MIN, { error: outOfRange }) : n.gt(-limit, { error: outOfRange });
  if (field.max === undefined)
    n = integer ? n.max(INT_MAX, { error: outOfRange }) : n.lt(limit, { error: outOfRange });
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), n);
}

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'int':
      return numeric(field, true);
    case 'decimal':
      return numeric(field, false);
    case 'bool':
      return z.preprocess(
        (v) =>
          v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
        z.boolean({ error: `${field.label}必须是是或否` }),
      );
    case 'json':
      return z.json({ error: `${field.label}必须是合法的 JSON` });
    case 'date':
    case 'datetime': {
      const message =
        field.kind === 'date'
          ? `${field.label}格式应为 YYYY-MM-DD`
          : `${field.label}格式应为 YYYY-MM-DD HH:mm:ss`;
      return z
        .string({ error: message })
        .refine(field.kind === 'date' ? isCalendarDate : isCalendarDateTime, { error: message });
    }
    case 'ref':
      if (field.multiple) return multipleRefs(field);
      return textSchema(field);
    default:
      return textSchema(field);
  }
}

function textSchema(field: FieldDef): z.ZodType {
  const max = maxLengthOf(field);
  let s = z
    .string({ error: `${field.label}必须是文本` })
    .max(max, { error: `${field.label}不能超过${max}个字符` })
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
    .refine((v) => !v.includes('\0'), { error: `${field.label}包含不允许的字符` });
  if (field.pattern)
    s = s.regex(new RegExp(field.pattern), { error: field.patternMessage ?? `${field.label}格式不正确` });
  return s;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

function fieldSchema(field: FieldDef, requireValue: boolean): z.ZodType {
  const inner = valueSchema(field);
  return z.unknown().transform((v, ctx) => {
    if (isEmpty(v)) {
      if (requireValue && field.required) {
        ctx.addIssue({ code: 'custom', message: `请输入${field.label}` });
        return z.NEVER;
      }
      return v === undefined ? undefined : null;
    }
    const parsed = inner.safeParse(typeof v === 'string' && field.kind !== 'richtext' ? v.trim() : v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

/** Fields a request body may set: declared, not read-only. */
export function writableFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !f.readOnly);
}

function objectOf(def: ResourceDef, requireValues: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(def)) {
    const schema = fieldSchema(field, requireValues);
    // A required field stays non-optional so its absence reaches the "请输入…" check.
    shape[name] = requireValues && field.required ? schema : schema.optional();
  }
  return shape;
}

const unknownKeyMessage = (keys: string[]) => `包含不允许设置的字段：${keys.join('、')}`;

/** Body of `POST add`: every writable field, required ones non-empty; unknown keys are refused. */
export function addSchema(def: ResourceDef) {
  return z.strictObject(objectOf(def, true), {
    error: (iss) => (iss.code === 'unrecognized_keys' ? unknownKeyMessage(iss.keys) : undefined),
  });
}

/** Body of `PUT edit`: `id` plus any writable fields; a required field sent empty is refused. */
export function editSchema(def: ResourceDef) {
  const shape = objectOf(def, true);
  const partial: Record<string, z.ZodType> = {
    id: z.string({ error: '缺少记录 id' }).min(1, { error: '缺少记录 id' }),
  };
  for (const [k, v] of Object.entries(shape)) partial[k] = v.optional();
  return z.strictObject(partial, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? unknownKeyMessage(iss.keys) : undefined),
  });
}
