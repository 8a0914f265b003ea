import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The part of drizzle's database object that builds and prepares a statement (not in its types). */
interface Preparing {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }> };
  };
}

/**
 * A hand-written statement run by name: PostgreSQL parses it once per connection and, after a few
 * runs, keeps one plan, instead of parsing and planning it on every call. For the hottest reads only
 * (every cold session of a school starting an exam at once); values go in through `sql.placeholder`.
 * Rows come back with the database's column names and types (timestamps as text on PostgreSQL).
 */
export function preparedSql<Row>(db: Db, name: string, query: SQL) {
  let prepared: ReturnType<Preparing['session']['prepareQuery']> | undefined;
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    if (!prepared) {
      const { dialect, session } = db as unknown as Preparing;
      prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
    }
    const result = await prepared.execute(values);
    return result.rows as Row[];
  };
}
