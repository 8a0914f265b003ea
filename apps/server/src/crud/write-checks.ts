import { splitIds } from '@ck/shared';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../platform/http/errors.ts';
import { liveScope, tenantScope } from '../platform/tenancy/tenancy.ts';
import type { Row, RowIssue } from './hooks.ts';
import { chunks } from './records.ts';
import { modelByKey, type ResourceModel } from './resource-model.ts';

const present = (v: unknown): v is string | number | boolean => v !== undefined && v !== null && v !== '';

/** Dict values must be values of their dictionary (tenant's own copy, else the default tenant's). */
export async function checkDicts(ctx: AppContext, tenantId: string, model: ResourceModel, rows: Row[]) {
  const issues: RowIssue[] = [];
  const fields = Object.entries(model.def.fields).filter(([, f]) => f.kind === 'dict' && f.dict);
  if (!fields.length) return issues;
  const codes = [...new Set(fields.map(([, f]) => f.dict!))];
  const dicts = await ctx.dicts.itemsByCode(tenantId, codes);
  rows.forEach((row, index) => {
    for (const [name, field] of fields) {
      const value = row[name];
      if (!present(value)) continue;
      const allowed = new Set((dicts[field.dict!] ?? []).map((i) => i.value));
      const values = field.multiple ? String(value).split(',') : [String(value)];
      if (values.some((v) => !allowed.has(v)))
        issues.push({ index, status: 400, message: `${field.label}的值不合法` });
    }
  });
  return issues;
}

/** Ref values must name a live row of the same tenant; every id of a multiple ref must. */
export async function checkRefs(db: Db, tenantId: string, model: ResourceModel, rows: Row[]) {
  const issues: RowIssue[] = [];
  for (const [name, field] of Object.entries(model.def.fields)) {
    if (field.kind !== 'ref' || !field.ref) continue;
    const idsOf = (value: unknown) =>
      !present(value) ? [] : field.multiple ? splitIds(value) : [String(value)];
    const ids = [...new Set(rows.flatMap((r) => idsOf(r[name])))];
    if (!ids.length) continue;
    const target = modelByKey(field.ref);
    const found = new Set<string>();
    for (const part of chunks(ids)) {
      const live = await db
        .select({ id: target.columns.id })
        .from(target.table)
        .where(and(liveScope(target.columns, tenantId), inArray(target.columns.id, part)));
      for (const r of live) found.add(String(r.id));
    }
    rows.forEach((row, index) => {
      const missing = idsOf(row[name]).filter((id) => !found.has(id));
      if (missing.length) issues.push({ index, status: 400, message: `${field.label}不存在` });
    });
  }
  return issues;
}

/** '字典编码已存在：x', or within a scope '所属字典下已存在数据值：x'. */
export function uniqueMessage(model: ResourceModel, name: string, value: unknown): string {
  const field = model.def.fields[name];
  const scope = field.uniqueWithin;
  if (!scope) return `${field.label}已存在：${String(value ?? '')}`;
  return `${model.def.fields[scope]?.label ?? scope}下已存在${field.label}：${String(value ?? '')}`;
}

/**
 * `unique` fields among the tenant's live rows (within the same `uniqueWithin` value when set), and
 * within the batch itself. `exceptId` is the row being edited; an edit passes the stored scope value
 * with the changed ones. The partial unique index remains the last word under races.
 */
export async function checkUnique(
  db: Db,
  tenantId: string,
  model: ResourceModel,
  rows: Row[],
  exceptId?: string,
) {
  const issues: RowIssue[] = [];
  for (const [name, field] of Object.entries(model.def.fields)) {
    if (!field.unique) continue;
    const scope = field.uniqueWithin;
    const keyOf = (scopeValue: unknown, value: unknown) =>
      JSON.stringify([scope ? String(scopeValue) : '', String(value)]);
    const values = [
      ...new Set(
        rows
          .map((r) => r[name])
          .filter(present)
          .map(String),
      ),
    ];
    if (!values.length) continue;
    const taken = new Set<string>();
    for (const part of chunks(values)) {
      const conditions: SQL[] = [
        tenantScope(model.columns, tenantId),
        eq(model.columns.delFlag, 0),
        inArray(model.columns[name], part),
      ];
      if (exceptId) conditions.push(ne(model.columns.id, exceptId));
      const found = await db
        .select({ value: model.columns[name], scope: scope ? model.columns[scope] : model.columns.tenantId })
        .from(model.table)
        .where(and(...conditions));
      for (const r of found) taken.add(keyOf(r.scope, r.value));
    }
    rows.forEach((row, index) => {
      if (!present(row[name])) return;
      const key = keyOf(row[scope ?? ''], row[name]);
      if (taken.has(key)) issues.push({ index, status: 409, message: uniqueMessage(model, name, row[name]) });
      taken.add(key); // a later row of the same batch with this value collides with this one
    });
  }
  return issues;
}

/** For single-row writes: the first issue becomes the answer. */
export function throwFirst(issues: RowIssue[]) {
  const first = issues[0];
  if (first) throw new AppError(first.status, first.message);
}
