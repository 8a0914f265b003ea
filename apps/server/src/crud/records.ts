import { type DictItem, splitIds } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../platform/http/dates.ts';
import { tenantScope } from '../platform/tenancy/tenancy.ts';
import type { Row } from './hooks.ts';
import { modelByKey, type ResourceModel } from './resource-model.ts';

/** Columns never sent to a client. */
const PRIVATE_COLUMNS = new Set(['tenantId', 'delFlag']);
/** Keeps `IN (...)` lists well under the driver's parameter limit. */
export const LOOKUP_CHUNK = 1000;

export function chunks<T>(items: T[], size = LOOKUP_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** What a list or export selects: every column but the private ones. */
export function publicSelection(model: ResourceModel): Record<string, PgColumn> {
  return Object.fromEntries(Object.entries(model.columns).filter(([key]) => !PRIVATE_COLUMNS.has(key)));
}

/** Display text of a dict value; comma lists are translated item by item. */
export function dictText(items: DictItem[] | undefined, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const byValue = new Map((items ?? []).map((i) => [i.value, i.text]));
  return String(value)
    .split(',')
    .map((v) => byValue.get(v) ?? v)
    .join(',');
}

/** id -> label of the referenced rows, one query per chunk of ids (one per page for lists). */
export async function refLabels(db: Db, tenantId: string, refKey: string, labelField: string, ids: string[]) {
  const target = modelByKey(refKey);
  const labels = new Map<string, string>();
  const distinct = [...new Set(ids)];
  for (const part of chunks(distinct)) {
    const found = await db
      .select({ id: target.columns.id, label: target.columns[labelField] ?? target.columns.id })
      .from(target.table)
      .where(and(tenantScope(target.columns, tenantId), inArray(target.columns.id, part)));
    for (const r of found) labels.set(String(r.id), r.label === null ? '' : String(r.label));
  }
  return labels;
}

/** The ids a ref value names: one, or each of a multiple ref's comma-joined list. */
function refIdsOf(multiple: boolean | undefined, value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  return multiple ? splitIds(value) : [value];
}

/** Database rows to API records: dates formatted, `<field>_dictText` beside every dict and ref field. */
export async function toRecords(
  ctx: AppContext,
  tenantId: string,
  model: ResourceModel,
  rows: Row[],
): Promise<Row[]> {
  const fields = Object.entries(model.def.fields);
  const codes = [...new Set(fields.flatMap(([, f]) => (f.kind === 'dict' && f.dict ? [f.dict] : [])))];
  const dicts = codes.length ? await ctx.dicts.itemsByCode(tenantId, codes) : {};
  const refs = new Map<string, Map<string, string>>();
  for (const [name, field] of fields) {
    if (field.kind !== 'ref' || !field.ref) continue;
    const ids = rows.flatMap((r) => refIdsOf(field.multiple, r[name]));
    refs.set(
      name,
      ids.length ? await refLabels(ctx.db, tenantId, field.ref, field.refLabel ?? 'id', ids) : new Map(),
    );
  }
  return rows.map((row) => {
    const record: Row = {};
    for (const [key, value] of Object.entries(row)) {
      if (PRIVATE_COLUMNS.has(key)) continue;
      record[key] = value instanceof Date ? formatDateTime(value) : value;
    }
    for (const [name, field] of fields) {
      if (field.kind === 'dict')
        record[`${name}_dictText`] = dictText(field.dict ? dicts[field.dict] : [], row[name]);
      if (field.kind === 'ref') {
        // A multiple ref shows its rows' labels comma-joined in the stored order; gone rows drop out.
        const labels = refIdsOf(field.multiple, row[name])
          .map((id) => refs.get(name)?.get(id))
          .filter((l): l is string => l !== undefined);
        record[`${name}_dictText`] = labels.length ? labels.join(',') : null;
      }
    }
    return record;
  });
}
