import { and, or, type SQL } from 'drizzle-orm';
import { badRequest } from '../platform/http/errors.ts';
import { conditionFor, isRule } from './conditions.ts';
import { queryableField } from './fields.ts';
import type { ResourceModel } from './resource-model.ts';

const MAX_CONDITIONS = 50;
const MALFORMED = '高级查询参数格式不正确';

/** Clients send the JSON URL-encoded once more than the query string needs; accept both forms. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    try {
      return JSON.parse(decodeURIComponent(raw));
    } catch {
      throw badRequest(MALFORMED);
    }
  }
}

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

/**
 * `superQueryParams` = `[{field, rule, val, type?}]`, joined by `superQueryMatchType` (and|or).
 * `type` is ignored: the declared field kind decides how `val` is read.
 */
export function parseSuperQuery(
  model: ResourceModel,
  raw: string | undefined,
  matchType: string | undefined,
): SQL | undefined {
  const match = matchType?.trim() || 'and';
  if (match !== 'and' && match !== 'or') throw badRequest(`不支持的高级查询匹配方式：${match.slice(0, 20)}`);
  if (!raw?.trim()) return undefined;
  const items = parseJson(raw.trim());
  if (!Array.isArray(items)) throw badRequest(MALFORMED);
  if (items.length > MAX_CONDITIONS) throw badRequest(`高级查询条件最多${MAX_CONDITIONS}个`);
  const conditions: SQL[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(MALFORMED);
    const { field: name, rule, val } = item as Record<string, unknown>;
    if (typeof name !== 'string') throw badRequest(MALFORMED);
    const field = queryableField(model.def, name);
    if (!field) throw badRequest(`不支持的查询字段：${name.slice(0, 60)}`);
    if (!isRule(rule)) throw badRequest(`不支持的查询规则：${String(rule).slice(0, 30)}`);
    if (isBlank(val)) continue;
    conditions.push(conditionFor(model.columns[name], field, rule, val));
  }
  if (!conditions.length) return undefined;
  return match === 'or' ? or(...conditions) : and(...conditions);
}
