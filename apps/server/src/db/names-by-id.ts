import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * `id -> name` of the rows of `table` among `ids` (repeats allowed) that `scope` admits: the caller's
 * tenant condition, and whether deleted rows still count. No statement when there is no id.
 */
export async function namesById(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn },
  scope: SQL | undefined,
  ids: string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select(columns)
    .from(table)
    .where(and(scope, inArray(columns.id, unique)));
  return new Map(rows.map((r) => [r.id as string, r.name as string]));
}
