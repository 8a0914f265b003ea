import { asc, desc, type SQL } from 'drizzle-orm';
import { badRequest } from '../platform/http/errors.ts';
import { conditionFor, type Rule } from './conditions.ts';
import { defaultSortOf, isSortable, queryableField } from './fields.ts';
import type { ResourceModel } from './resource-model.ts';
import { parseSuperQuery } from './super-query.ts';

/** Parameters that are not filters. */
const RESERVED = new Set([
  '_t',
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  'token',
  'field',
]);

export const MAX_PAGE_SIZE = 1000;
const MAX_PAGE_NO = 10_000_000;

export type Query = Record<string, unknown>;

const shown = (s: string) => s.slice(0, 60);

/** A query parameter as one string; repeated parameters are refused rather than guessed at. */
function single(query: Query, key: string): string | undefined {
  const v = query[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badRequest(`查询参数重复或格式不正确：${shown(key)}`);
  return v;
}

/** The filter grammar of one URL value: `*x*`, `*x`, `x*`, `a,b`, `!x`, plain. */
function ruleOf(value: string): { rule: Rule; operand: string } {
  if (value.length >= 2 && value.startsWith('*') && value.endsWith('*')) {
    return { rule: 'like', operand: value.slice(1, -1) };
  }
  if (value.startsWith('*')) return { rule: 'left_like', operand: value.slice(1) };
  if (value.endsWith('*')) return { rule: 'right_like', operand: value.slice(0, -1) };
  if (value.includes(',')) return { rule: 'in', operand: value };
  if (value.startsWith('!')) return { rule: 'ne', operand: value.slice(1) };
  return { rule: 'eq', operand: value };
}

function rangeOf(model: ResourceModel, key: string): { name: string; rule: Rule } | undefined {
  const m = /^(.+)_(begin|end)$/.exec(key);
  if (!m || !queryableField(model.def, m[1])) return undefined;
  return { name: m[1], rule: m[2] === 'begin' ? 'ge' : 'le' };
}

/** Every non-reserved parameter is a filter on a whitelisted field, or the request is refused. */
export function parseFilters(model: ResourceModel, query: Query): SQL[] {
  const conditions: SQL[] = [];
  for (const key of Object.keys(query)) {
    if (RESERVED.has(key)) continue;
    const value = single(query, key);
    const field = queryableField(model.def, key);
    const range = field ? undefined : rangeOf(model, key);
    if (!field && !range) throw badRequest(`不支持的查询字段：${shown(key)}`);
    if (value === undefined || value.trim() === '') continue;
    if (field) {
      const { rule, operand } = ruleOf(value.trim());
      conditions.push(conditionFor(model.columns[key], field, rule, operand));
    } else if (range) {
      const rangeField = queryableField(model.def, range.name)!;
      if (rangeField.kind === 'bool' || rangeField.kind === 'json') {
        throw badRequest(`${rangeField.label}不支持范围查询`);
      }
      conditions.push(conditionFor(model.columns[range.name], rangeField, range.rule, value));
    }
  }
  const superQuery = parseSuperQuery(
    model,
    single(query, 'superQueryParams'),
    single(query, 'superQueryMatchType'),
  );
  if (superQuery) conditions.push(superQuery);
  return conditions;
}

/** `column` and `order`, checked against the sortable whitelist; ties broken by id for stable pages. */
export function parseSort(model: ResourceModel, query: Query): SQL[] {
  const fallback = defaultSortOf(model.def);
  const column = single(query, 'column')?.trim() || fallback.column;
  const orderText = single(query, 'order')?.trim().toLowerCase() || fallback.order;
  if (!isSortable(model.def, column)) throw badRequest(`不支持的排序字段：${shown(column)}`);
  if (orderText !== 'asc' && orderText !== 'desc') throw badRequest(`不支持的排序方式：${shown(orderText)}`);
  const dir = orderText === 'asc' ? asc : desc;
  return [dir(model.columns[column]), dir(model.columns.id)];
}

function positive(query: Query, key: string, fallback: number, max: number, message: string): number {
  const raw = single(query, key)?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(message);
  return Math.min(Number(raw), max);
}

export function parsePaging(query: Query): { pageNo: number; pageSize: number } {
  const pageNo = positive(query, 'pageNo', 1, MAX_PAGE_NO, '页码必须是正整数');
  const pageSize = positive(query, 'pageSize', 10, MAX_PAGE_SIZE, '每页条数必须是正整数');
  return { pageNo, pageSize };
}
