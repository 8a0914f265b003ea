import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, PgText, PgVarchar } from 'drizzle-orm/pg-core';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import * as schema from '../../../db/schema/index.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const IS_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidsIn = (text: string) => text.match(UUID_RE)?.map((u) => u.toLowerCase()) ?? [];

interface TableInfo {
  name: string;
  tenantOwned: boolean;
  hasId: boolean;
  /** `id` and `*_id` columns: where a link table names a row. */
  idColumns: string[];
  /** Text columns that hold names and prose: where the victim's marker is written. */
  proseColumns: { name: string; length?: number }[];
}

const PROSE =
  /name|title|titile|content|intro|desc|summary|remark|question|answer|comment|reason|abstract|analysis|rules/i;
const NOT_PROSE =
  /username|code|key|path|url|md5|hash|token|type|status|mime|icon|cover|file|sealed|pattern|perms|ids?$/i;

/** Every table of the schema, with what the isolation test needs to know about it. */
export const ALL_TABLES: TableInfo[] = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => {
    const columns = Object.values(getTableColumns(table));
    return {
      name: getTableName(table),
      tenantOwned: columns.some((c) => c.name === 'tenant_id'),
      hasId: columns.some((c) => c.name === 'id'),
      idColumns: columns.filter((c) => /(^|_)id$/.test(c.name)).map((c) => c.name),
      proseColumns: columns
        .filter((c) => (is(c, PgText) || is(c, PgVarchar)) && PROSE.test(c.name) && !NOT_PROSE.test(c.name))
        .map((c) => ({ name: c.name, length: is(c, PgVarchar) ? c.length : undefined })),
    };
  });

const TENANT_TABLES = ALL_TABLES.filter((t) => t.tenantOwned);
const LINK_TABLES = ALL_TABLES.filter((t) => !t.tenantOwned);

async function rowsAsText(t: TestApp, table: string, tenantId?: string): Promise<string[]> {
  const where = tenantId ? sql` where tenant_id = ${tenantId}` : sql``;
  const res = (await t.db.execute(
    sql`select r::text as r from ${sql.identifier(table)} as r${where}`,
  )) as unknown as { rows: { r: string }[] };
  return res.rows.map((row) => row.r);
}

/** The victim tenant's rows: their ids by table, and which table an id belongs to. */
export async function victimIds(t: TestApp) {
  const byTable = new Map<string, string[]>([['sys_tenant', [DEFAULT_TENANT_ID]]]);
  const tableOf = new Map<string, string>([[DEFAULT_TENANT_ID, 'sys_tenant']]);
  for (const table of TENANT_TABLES.filter((tb) => tb.hasId)) {
    const res = (await t.db.execute(
      sql`select id::text as id from ${sql.identifier(table.name)} where tenant_id = ${DEFAULT_TENANT_ID} order by id`,
    )) as unknown as { rows: { id: string }[] };
    const ids = res.rows.map((r) => r.id.toLowerCase());
    if (!ids.length) continue;
    byTable.set(table.name, ids);
    for (const id of ids) tableOf.set(id, table.name);
  }
  return { byTable, tableOf };
}
export type VictimIds = Awaited<ReturnType<typeof victimIds>>;

/** The victim ids a text names: UUIDs by pattern, the few word-like ids (seeded prompts ...) by search. */
export function victimIdsIn(text: string, ids: VictimIds): string[] {
  const found = new Set(uuidsIn(text).filter((u) => ids.tableOf.has(u)));
  for (const id of ids.tableOf.keys())
    if (!IS_UUID.test(id) && id.length >= 6 && text.includes(id)) found.add(id);
  return [...found];
}

/** Appends `marker` to the prose columns of every victim row, so a leak without ids still shows. */
export async function markVictimRows(t: TestApp, marker: string) {
  let marked = 0;
  for (const table of TENANT_TABLES) {
    for (const column of table.proseColumns) {
      const fits = column.length
        ? sql` and char_length(${sql.identifier(column.name)}) + ${marker.length} <= ${column.length}`
        : sql``;
      const res = (await t.db.execute(
        sql`update ${sql.identifier(table.name)} set ${sql.identifier(column.name)} = ${sql.identifier(column.name)} || ${marker}
            where tenant_id = ${DEFAULT_TENANT_ID} and ${sql.identifier(column.name)} <> ''${fits}`,
      )) as unknown as { affectedRows?: number; rowCount?: number };
      marked += res.affectedRows ?? res.rowCount ?? 0;
    }
  }
  return marked;
}

/** Keeps the victim's ids in the database, so that a snapshot is one query. */
async function storeVictimIds(t: TestApp, ids: VictimIds) {
  await t.db.execute(sql`create table if not exists isolation_victim_id (id text primary key)`);
  const all = [...ids.tableOf.keys()];
  for (let i = 0; i < all.length; i += 500)
    await t.db.execute(
      sql`insert into isolation_victim_id (id) values ${sql.join(
        all.slice(i, i + 500).map((id) => sql`(${id})`),
        sql`, `,
      )} on conflict do nothing`,
    );
}

let snapshotQuery: ReturnType<typeof sql> | undefined;

/**
 * A fingerprint per table of everything the victim owns: its rows of tenant-owned tables, and the
 * rows of link tables (user-role, role-permission, sys_tenant ...) whose id columns name one of its ids.
 */
export async function victimSnapshot(t: TestApp, ids: VictimIds) {
  if (!snapshotQuery) {
    await storeVictimIds(t, ids);
    const hash = (table: string) =>
      sql`select ${table} as t, md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as h from ${sql.identifier(table)} as r`;
    const parts = [
      ...TENANT_TABLES.map((tb) => sql`${hash(tb.name)} where r.tenant_id = ${DEFAULT_TENANT_ID}`),
      ...LINK_TABLES.map((tb) => {
        const named = tb.idColumns.map(
          (c) => sql`r.${sql.identifier(c)}::text in (select id from isolation_victim_id)`,
        );
        return named.length ? sql`${hash(tb.name)} where ${sql.join(named, sql` or `)}` : undefined;
      }).filter((part) => part !== undefined),
    ];
    snapshotQuery = sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    );
  }
  const res = (await t.db.execute(snapshotQuery)) as unknown as { rows: { t: string; h: string }[] };
  return new Map(res.rows.map((r) => [r.t, r.h]));
}

export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...before].filter(([table, hash]) => after.get(table) !== hash).map(([table]) => table);

/** The attacker's own rows that point at a victim row: a cross-tenant reference written through the API. */
export async function attackerRowsNamingVictims(
  t: TestApp,
  attackerTenant: string,
  ids: VictimIds,
  skip: Set<string>,
) {
  const found: string[] = [];
  for (const table of TENANT_TABLES.filter((tb) => !skip.has(tb.name))) {
    for (const row of await rowsAsText(t, table.name, attackerTenant)) {
      const named = uuidsIn(row).filter((u) => ids.tableOf.has(u));
      if (named.length)
        found.push(
          `${table.name}: ${row.slice(0, 200)} -> ${named.map((u) => ids.tableOf.get(u)).join(',')}`,
        );
    }
  }
  return found;
}

/** How many rows of `table` the tenant holds. */
export async function rowCount(t: TestApp, table: string, tenantId: string) {
  const res = (await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0].n);
}
