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

/** A refusal tied to one row of a batch (index into the batch). */
export interface RowIssue {
  index: number;
  status: 400 | 409;
  message: string;
}

/** A row about to be written: the values being set, and the stored row when it is an edit. */
export interface SaveRow {
  values: Row;
  existing: Row | null;
}

/** What a resource may add to the engine; every member is optional and kept small on purpose. */
export interface ResourceHooks {
  /** Extra condition on every read and write (data scope), besides tenant and soft delete. */
  scope?: (auth: AuthContext, table: ResourceTable) => SQL | undefined;
  /**
   * Runs before rows are inserted or updated, with every row of the write at once (one for add and
   * edit, the whole sheet for an import, so a rule can see collisions inside the file).
   */
  beforeSave?: (hc: HookContext, rows: SaveRow[]) => Promise<RowIssue[]>;
  /** Runs inside the delete transaction, before the rows are soft-deleted. */
  beforeDelete?: (hc: HookContext, ids: string[]) => Promise<void>;
}
