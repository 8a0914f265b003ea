import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.ts';

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

/** The code a student types to join a class (a department of category 3). */
export const teachingClassCode = pgTable(
  'teaching_class_code',
  {
    departId: varchar('depart_id', { length: 36 }).primaryKey(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 16 }).notNull(),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaching_class_code_uq').on(t.tenantId, t.code)],
);

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

/**
 * SMS verification codes: only a hash is stored; single use, 5 minutes, 5 guesses.
 * purpose: 0 login, 1 register, 2 forgotten password, 3 bind phone.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: idColumn(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 2 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sms_code_mobile_idx').on(t.mobile, t.createTime)],
);

/** Per-user settings kept on the server (notification preferences). */
export const sysUserSetting = pgTable('sys_user_setting', {
  userId: varchar('user_id', { length: 36 }).primaryKey(),
  tenantId: tenantColumn(),
  notify: jsonb('notify').notNull().default(sql`'{}'::jsonb`),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
