import { integer, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const idColumn = () => varchar('id', { length: 36 }).primaryKey();
export const tenantColumn = () => varchar('tenant_id', { length: 36 }).notNull();

/** Who and when created / last changed a row, and the soft-delete flag (0 live, 1 deleted). */
export const auditColumns = () => ({
  createBy: varchar('create_by', { length: 64 }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateBy: varchar('update_by', { length: 64 }),
  updateTime: timestamp('update_time', { withTimezone: true }),
  delFlag: integer('del_flag').notNull().default(0),
});

export const textColumn = (name: string) => text(name);
