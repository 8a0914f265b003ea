import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/schema/columns.ts';

/** Login (1) and operation (2) logs. */
export const sysLog = pgTable(
  'sys_log',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 36 }),
    logType: integer('log_type').notNull(),
    operateType: varchar('operate_type', { length: 32 }),
    userId: varchar('user_id', { length: 36 }),
    username: varchar('username', { length: 64 }),
    content: text('content').notNull(),
    ip: varchar('ip', { length: 64 }),
    method: varchar('method', { length: 10 }),
    path: varchar('path', { length: 500 }),
    costTime: integer('cost_time'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_log_time_idx').on(t.createTime), index('sys_log_type_idx').on(t.logType)],
);
