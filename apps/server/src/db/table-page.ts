import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * One page of a table's rows matching `where`, in `order` (end it with a unique column so pages never
 * overlap), and how many rows match in all; the two statements run side by side.
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  const from = table as PgTable;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(from).where(where),
  ]);
  return { rows: rows as InferSelectModel<T>[], total: Number(counted?.n ?? 0) };
}
