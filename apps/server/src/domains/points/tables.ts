import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** Points ledger: every change of a user's points, positive or negative, with its reason. */
export const teachingJifen = pgTable(
  'teaching_jifen',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_jifen_user_idx').on(t.tenantId, t.userId, t.createTime)],
);

/** Current points of a user, kept in step with the ledger inside the same transaction. */
export const teachingJifenBalance = pgTable(
  'teaching_jifen_balance',
  {
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    balance: integer('balance').notNull().default(0),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
