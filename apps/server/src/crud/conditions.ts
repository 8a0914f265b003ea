import { type FieldDef, INT_MAX, INT_MIN, isCalendarDate, isCalendarDateTime } from '@ck/shared';
import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseDateTime } from '../platform/http/dates.ts';
import { badRequest } from '../platform/http/errors.ts';
import { escapeLike } from '../platform/http/paging.ts';
import { TEXT_KINDS } from './fields.ts';

/** The rules of `superQueryParams`; the URL filter grammar maps onto the same set. */
export const RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'] as const;
export type Rule = (typeof RULES)[number];

export const isRule = (r: unknown): r is Rule =>
  typeof r === 'string' && (RULES as readonly string[]).includes(r);

const MAX_VALUE_LENGTH = 500;
const MAX_IN_VALUES = 1000;
const DAY_MS = 86_400_000;

type Scalar = string | number | boolean | Date;

/** A query value converted to its column's type; a bare date on a datetime column is a whole day. */
interface Typed {
  value: Scalar;
  dayEnd?: Date;
}

const invalid = (field: FieldDef, raw: unknown) =>
  badRequest(`${field.label}的查询值不合法：${String(raw).slice(0, 50)}`);

function typed(field: FieldDef, raw: unknown): Typed {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')
    throw invalid(field, raw);
  const s = String(raw).trim();
  if (s.length > MAX_VALUE_LENGTH) throw badRequest(`${field.label}的查询值过长`);
  if (s.includes('\0')) throw invalid(field, '');
  switch (field.kind) {
    case 'int': {
      const n = Number(s);
      if (!/^-?\d{1,10}$/.test(s) || n < INT_MIN || n > INT_MAX) throw invalid(field, raw);
      return { value: n };
    }
    case 'decimal': {
      const n = Number(s);
      if (!/^-?\d{1,18}(\.\d{1,10})?$/.test(s) || !Number.isFinite(n)) throw invalid(field, raw);
      return { value: n };
    }
    case 'bool':
      if (s === 'true' || s === '1') return { value: true };
      if (s === 'false' || s === '0') return { value: false };
      throw invalid(field, raw);
    case 'date':
      if (!isCalendarDate(s)) throw invalid(field, raw);
      return { value: s };
    case 'datetime': {
      if (isCalendarDate(s)) {
        const start = parseDateTime(s)!;
        return { value: start, dayEnd: new Date(start.getTime() + DAY_MS) };
      }
      if (!isCalendarDateTime(s)) throw invalid(field, raw);
      return { value: parseDateTime(s)! };
    }
    case 'json':
      throw badRequest(`不支持按${field.label}查询`);
    default:
      return { value: s };
  }
}

function compare(col: PgColumn, rule: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le', t: Typed): SQL {
  if (t.dayEnd) {
    // Asia/Shanghai has no daylight saving: a day is always [start, start + 24 h).
    const start = t.value;
    const end = t.dayEnd;
    switch (rule) {
      case 'eq':
        return and(gte(col, start), lt(col, end))!;
      case 'ne':
        return or(lt(col, start), gte(col, end))!;
      case 'gt':
        return gte(col, end);
      case 'ge':
        return gte(col, start);
      case 'lt':
        return lt(col, start);
      case 'le':
        return lt(col, end);
    }
  }
  const ops = { eq, ne, gt, ge: gte, lt, le: lte };
  return ops[rule](col, t.value);
}

/** Escapes LIKE wildcards in the user's text so `%` and `_` match themselves. */

function listOf(raw: unknown): unknown[] {
  const items = Array.isArray(raw) ? raw : String(raw).split(',');
  const values = items.filter((v) => String(v).trim() !== '');
  if (values.length > MAX_IN_VALUES) throw badRequest(`查询值最多${MAX_IN_VALUES}个`);
  return values;
}

/** True when a comma-joined id list column holds `id` as a whole item (not as part of another id). */
export const listContains = (col: PgColumn, id: string): SQL =>
  sql`position(${`,${id},`} in (',' || coalesce(${col}, '') || ',')) > 0`;

/**
 * A multiple ref field (ids comma-joined): `x` and `a,b` match rows holding any of the ids, `!x` rows
 * without it; the text rules still apply to the stored list.
 */
function membership(col: PgColumn, field: FieldDef, rule: Rule, raw: unknown): SQL | undefined {
  if (rule !== 'eq' && rule !== 'in' && rule !== 'ne') return undefined;
  const ids = listOf(raw).map((v) => String(typed(field, v).value));
  if (!ids.length) throw invalid(field, raw);
  const any = or(...ids.map((id) => listContains(col, id)))!;
  return rule === 'ne' ? not(any) : any;
}

/** One whitelisted field, one rule, one value: a parameterised condition, never SQL text. */
export function conditionFor(col: PgColumn, field: FieldDef, rule: Rule, raw: unknown): SQL {
  if (field.kind === 'ref' && field.multiple) {
    const condition = membership(col, field, rule, raw);
    if (condition) return condition;
  }
  switch (rule) {
    case 'in': {
      const values = listOf(raw).map((v) => typed(field, v));
      if (!values.length) throw invalid(field, raw);
      if (values.some((v) => v.dayEnd)) return or(...values.map((v) => compare(col, 'eq', v)))!;
      return inArray(
        col,
        values.map((v) => v.value),
      );
    }
    case 'like':
    case 'left_like':
    case 'right_like': {
      if (!TEXT_KINDS.has(field.kind)) throw badRequest(`${field.label}不支持模糊查询`);
      const text = escapeLike(String(typed(field, raw).value));
      const pattern = rule === 'like' ? `%${text}%` : rule === 'left_like' ? `%${text}` : `${text}%`;
      return ilike(col, pattern);
    }
    default:
      if (rule !== 'eq' && rule !== 'ne' && field.kind === 'bool')
        throw badRequest(`${field.label}不支持范围查询`);
      return compare(col, rule, typed(field, raw));
  }
}
