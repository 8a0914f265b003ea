import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /** `POINTS_KINDS` key: what caused the change. */
    kind: varchar('kind', { length: 20 }).notNull().default('manual'),
    /**
     * The event this change pays for (`workSubmit:<workId>`, `signIn:2026-11-26` ...): unique per user,
     * so the same event never pays twice. Null for changes that may repeat.
     */
    eventKey: varchar('event_key', { length: 120 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teaching_jifen_user_idx').on(t.tenantId, t.userId, t.createTime),
    uniqueIndex('teaching_jifen_event_uq').on(t.tenantId, t.userId, t.eventKey),
  ],
);

/** What each rule kind (`POINTS_RULE_KINDS`) pays in a tenant, and at most how much a day per user. */
export const teachingJifenRule = pgTable(
  'teaching_jifen_rule',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: integer('amount').notNull().default(0),
    /** Most points one user earns by this kind in one day (Asia/Shanghai); 0 for no cap. */
    dailyCap: integer('daily_cap').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teaching_jifen_rule_kind_uq').on(t.tenantId, t.kind)],
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
