import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AuthContext } from '../platform/auth/auth-context.ts';
import type { ResourceTable } from './table.ts';

/** A row as the engine handles it: column keys (camelCase) to values. */
export type Row = Record<string, unknown>;

export interface HookContext {
  /** The transaction of the write; never use the app-wide connection inside a hook. */
  tx: Db;
  auth: AuthContext;
  table: ResourceTable;
  now: Date;
}

/** What a resource may add to the engine; every member is optional and kept small on purpose. */
export interface ResourceHooks {
  /** Extra condition on every read and write (data scope), besides tenant and soft delete. */
  scope?: (auth: AuthContext, table: ResourceTable) => SQL | undefined;
  /** Runs before a row is inserted (`existing` null) or updated; throw an AppError to refuse. */
  beforeSave?: (hc: HookContext, values: Row, existing: Row | null) => Promise<void>;
  /** Runs inside the delete transaction, before the rows are soft-deleted. */
  beforeDelete?: (hc: HookContext, ids: string[]) => Promise<void>;
}
