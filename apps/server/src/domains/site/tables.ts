import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** The public site's horizontal menu (a tree), edited on `/home-page/menu`. */
export const teachingMenu = pgTable(
  'teaching_menu',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: varchar('parent_id', { length: 36 }),
    title: varchar('title', { length: 50 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    icon: varchar('icon', { length: 100 }),
    sortNo: integer('sort_no').notNull().default(0),
    needLogin: boolean('need_login').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    /** 1 shown, 0 hidden. */
    status: integer('status').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('teaching_menu_tenant_idx').on(t.tenantId, t.parentId)],
);
