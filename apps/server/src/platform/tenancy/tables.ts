import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/schema/columns.ts';

export const sysTenant = pgTable('sys_tenant', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  status: integer('status').notNull().default(1),
  ...auditColumns(),
});
