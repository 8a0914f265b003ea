import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../db/schema/columns.ts';

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

/**
 * A platform account bound to an outside identity (WeChat, DingTalk, CAS, OIDC): signing in there
 * signs in here. One outside id maps to one account per provider; an account binds each provider once.
 */
export const sysThirdAccount = pgTable(
  'sys_third_account',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** `wechat_open`, `dingtalk`, `cas`, `oidc`. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's stable id of the person (unionid / openid, DingTalk unionId, CAS user, OIDC sub). */
    externalId: varchar('external_id', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    avatar: varchar('avatar', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_third_account_external_uq').on(t.provider, t.externalId),
    uniqueIndex('sys_third_account_user_uq').on(t.userId, t.provider),
  ],
);

/** A one-time code handing a finished third-party sign-in to the browser: single use, short-lived. */
export const sysThirdLoginCode = pgTable('sys_third_login_code', {
  code: varchar('code', { length: 64 }).primaryKey(),
  userId: varchar('user_id', { length: 36 }).notNull(),
  provider: varchar('provider', { length: 20 }).notNull(),
  expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
  usedTime: timestamp('used_time', { withTimezone: true }),
});
