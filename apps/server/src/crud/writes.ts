import type { ResourceDef } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../platform/auth/auth-context.ts';
import { parseDateTime } from '../platform/http/dates.ts';
import { notFound } from '../platform/http/errors.ts';
import { mapDbError } from './db-errors.ts';
import type { HookContext, Row } from './hooks.ts';
import { findRow, getRecord, scopeOf } from './reads.ts';
import type { ResourceModel } from './resource-model.ts';
import { checkDicts, checkRefs, checkUnique, throwFirst } from './write-checks.ts';

export const MAX_BATCH_DELETE = 1000;

/** Declared defaults fill the fields a new row's body leaves out (not those sent empty). */
export function withDefaults(def: ResourceDef, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Row = { ...(body as Row) };
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.readOnly && field.defaultValue !== undefined && out[name] === undefined)
      out[name] = field.defaultValue;
  }
  return out;
}

/** Parsed body values to column values: datetimes become Dates, absent keys are dropped. */
export function toColumns(def: ResourceDef, values: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || !Object.hasOwn(def.fields, name)) continue;
    out[name] =
      def.fields[name].kind === 'datetime' && typeof value === 'string' ? parseDateTime(value) : value;
  }
  return out;
}

/** Parses a body with a zod schema; a failure is thrown as ZodError and answered 400 with its message. */
function parseBody(model: ResourceModel, schema: 'addSchema' | 'editSchema', body: unknown): Row {
  return model[schema].parse(body) as Row;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

export const hookContext = (tx: HookContext['tx'], auth: AuthContext, model: ResourceModel): HookContext => ({
  tx,
  auth,
  table: model.table,
  now: new Date(),
});

export async function addRow(ctx: AppContext, model: ResourceModel, auth: AuthContext, body: unknown) {
  const columns = toColumns(model.def, parseBody(model, 'addSchema', withDefaults(model.def, body)));
  // Dictionary look-ups use the shared connection, so they run before the transaction opens.
  throwFirst(await checkDicts(ctx, auth.tenantId, model, [columns]));
  const row: Row = {
    ...columns,
    id: uuidv7(),
    tenantId: auth.tenantId,
    createBy: auth.username,
    createTime: new Date(),
  };
  try {
    await ctx.db.transaction(async (tx) => {
      throwFirst(await checkRefs(tx, auth.tenantId, model, [row]));
      throwFirst(await checkUnique(tx, auth.tenantId, model, [row]));
      throwFirst(
        (await model.hooks.beforeSave?.(hookContext(tx, auth, model), [{ values: row, existing: null }])) ??
          [],
      );
      await tx.insert(model.table).values(row);
    });
  } catch (err) {
    throw mapDbError(err, model, row);
  }
  return getRecord(ctx, model, auth, row.id as string);
}

export async function editRow(ctx: AppContext, model: ResourceModel, auth: AuthContext, body: unknown) {
  const { id: rawId, ...values } = parseBody(model, 'editSchema', body);
  const id = String(rawId);
  const columns = toColumns(model.def, values);
  const before = await findRow(ctx.db, model, auth, id);
  // Only changed values are checked, so a row keeps a value that was valid when it was written.
  const changed = Object.fromEntries(Object.entries(columns).filter(([k, v]) => !same(v, before[k])));
  throwFirst(await checkDicts(ctx, auth.tenantId, model, [changed]));
  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await findRow(tx, model, auth, id);
      throwFirst(await checkRefs(tx, auth.tenantId, model, [changed]));
      throwFirst(
        await checkUnique(tx, auth.tenantId, model, [withUniqueScopes(model, changed, existing)], id),
      );
      const hc = hookContext(tx, auth, model);
      throwFirst((await model.hooks.beforeSave?.(hc, [{ values: columns, existing }])) ?? []);
      await tx
        .update(model.table)
        .set({ ...columns, updateBy: auth.username, updateTime: hc.now })
        .where(and(scopeOf(model, auth), inArray(model.columns.id, [id])));
    });
  } catch (err) {
    throw mapDbError(err, model, columns);
  }
  return getRecord(ctx, model, auth, id);
}

/** A changed unique value is checked within its scope, and so is a unique value whose scope changed. */
function withUniqueScopes(model: ResourceModel, changed: Row, existing: Row): Row {
  const probe = { ...changed };
  for (const [name, field] of Object.entries(model.def.fields)) {
    const scope = field.uniqueWithin;
    if (!field.unique || !scope || !(name in changed || scope in changed)) continue;
    probe[name] = name in changed ? changed[name] : existing[name];
    probe[scope] = scope in changed ? changed[scope] : existing[scope];
  }
  return probe;
}

/** Soft-deletes all the given rows or none: any id not visible to the caller makes it a 404. */
export async function deleteRows(ctx: AppContext, model: ResourceModel, auth: AuthContext, ids: string[]) {
  try {
    await ctx.db.transaction(async (tx) => {
      const where = and(scopeOf(model, auth), inArray(model.columns.id, ids));
      const found = await tx.select({ id: model.columns.id }).from(model.table).where(where);
      if (found.length !== ids.length) throw notFound('记录不存在');
      const hc = hookContext(tx, auth, model);
      await model.hooks.beforeDelete?.(hc, ids);
      await tx
        .update(model.table)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: hc.now })
        .where(where);
    });
  } catch (err) {
    throw mapDbError(err, model);
  }
}
