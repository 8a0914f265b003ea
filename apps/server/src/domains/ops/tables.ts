import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** Category tree (courses, questions, goods); `code` is hierarchical: A01, A01A01, ... */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Parent id; '0' for a root. */
    pid: varchar('pid', { length: 36 }).notNull().default('0'),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_category_code_uq').on(t.tenantId, t.code).where(sql`del_flag = 0`),
    index('sys_category_pid_idx').on(t.tenantId, t.pid),
  ],
);

/** Uploaded files; `path` is the storage key, also the public URL suffix of the static route. */
export const sysFile = pgTable(
  'sys_file',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Lower-case extension without the dot. */
    type: varchar('type', { length: 32 }).notNull(),
    /** 'local' or 's3'. */
    storage: varchar('storage', { length: 16 }).notNull(),
    biz: varchar('biz', { length: 100 }),
    ownerId: varchar('owner_id', { length: 36 }),
    isPublic: boolean('is_public').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_file_path_uq').on(t.path),
    index('sys_file_tenant_idx').on(t.tenantId, t.createTime),
  ],
);
