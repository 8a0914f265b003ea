import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { AuthContext } from '../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../platform/http/errors.ts';
import { tenantScope } from '../platform/tenancy/tenancy.ts';
import type { Row } from './hooks.ts';
import { parseFilters, parsePaging, parseSort, type Query } from './list-query.ts';
import { publicSelection, toRecords } from './records.ts';
import type { ResourceModel } from './resource-model.ts';

export const EXPORT_LIMIT = 50_000;
const MAX_ID_LENGTH = 64;

/** Tenant, soft delete and the resource's own data scope: part of every read and write. */
export function scopeOf(model: ResourceModel, auth: AuthContext): SQL {
  const parts = [tenantScope(model.columns, auth), eq(model.columns.delFlag, 0)];
  const extra = model.hooks.scope?.(auth, model.table);
  if (extra) parts.push(extra);
  return and(...parts)!;
}

/** An `id` parameter: a short string, otherwise 400; it only ever travels as a bound parameter. */
export function parseId(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw badRequest('缺少记录 id');
  const id = raw.trim();
  if (id.length > MAX_ID_LENGTH) throw badRequest('记录 id 不合法');
  return id;
}

/** `ids=a,b,c` for batch deletes: distinct, non-empty, at most `max`. */
export function parseIds(raw: unknown, max: number): string[] {
  if (typeof raw !== 'string') throw badRequest('请选择要删除的记录');
  const ids = [...new Set(raw.split(',').map((s) => s.trim()))].filter(Boolean);
  if (!ids.length) throw badRequest('请选择要删除的记录');
  if (ids.length > max) throw badRequest(`一次最多删除${max}条记录`);
  if (ids.some((id) => id.length > MAX_ID_LENGTH)) throw badRequest('记录 id 不合法');
  return ids;
}

/** The raw live row (all columns) or 404; `restrict` narrows further (data rules of a read). */
export async function findRow(
  db: Db,
  model: ResourceModel,
  auth: AuthContext,
  id: string,
  restrict?: SQL,
): Promise<Row> {
  const [row] = await db
    .select()
    .from(model.table)
    .where(and(scopeOf(model, auth), eq(model.columns.id, id), restrict));
  if (!row) throw notFound('记录不存在');
  return row;
}

export async function getRecord(
  ctx: AppContext,
  model: ResourceModel,
  auth: AuthContext,
  id: string,
  restrict?: SQL,
) {
  const row = await findRow(ctx.db, model, auth, id, restrict);
  const [record] = await toRecords(ctx, auth.tenantId, model, [row]);
  return record;
}

export async function listPage(
  ctx: AppContext,
  model: ResourceModel,
  auth: AuthContext,
  query: Query,
  restrict?: SQL,
) {
  const { pageNo, pageSize } = parsePaging(query);
  const where = and(scopeOf(model, auth), ...parseFilters(model, query), restrict);
  const orderBy = parseSort(model, query);
  const counting = ctx.db.select({ total: count() }).from(model.table).where(where);
  const total = await ctx.counts.get(JSON.stringify(counting.toSQL()), async () =>
    Number((await counting)[0].total),
  );
  const rows = await ctx.db
    .select(publicSelection(model))
    .from(model.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    records: await toRecords(ctx, auth.tenantId, model, rows),
    total,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(total / pageSize),
  };
}

/** The list's filters and order without paging, capped. */
export async function exportRecords(
  ctx: AppContext,
  model: ResourceModel,
  auth: AuthContext,
  query: Query,
  restrict?: SQL,
) {
  const where = and(scopeOf(model, auth), ...parseFilters(model, query), restrict);
  const rows = await ctx.db
    .select(publicSelection(model))
    .from(model.table)
    .where(where)
    .orderBy(...parseSort(model, query))
    .limit(EXPORT_LIMIT);
  return toRecords(ctx, auth.tenantId, model, rows);
}
