import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    username: varchar('username', { length: 64 }).notNull(),
    realname: varchar('realname', { length: 100 }),
    nickname: varchar('nickname', { length: 100 }),
    passwordHash: text('password_hash').notNull(),
    avatar: varchar('avatar', { length: 500 }),
    birthday: varchar('birthday', { length: 10 }),
    sex: integer('sex'),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 32 }),
    orgCode: varchar('org_code', { length: 64 }),
    /** 1 normal, 2 frozen. */
    status: integer('status').notNull().default(1),
    /** 1 ordinary member (student), 2 supervisor (teacher / admin). */
    userIdentity: integer('user_identity').notNull().default(1),
    /** Comma-separated ids of the classes a teacher manages. */
    departIds: text('depart_ids'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(t.username).where(sql`del_flag = 0`),
    // The user list pages a tenant's live users newest first.
    index('sys_user_tenant_time_idx').on(t.tenantId, t.createTime),
    // Contains-searches of the user list (account, name, phone) use trigram indexes (pg_trgm).
    index('sys_user_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('sys_user_realname_trgm_idx').using('gin', sql`${t.realname} gin_trgm_ops`),
    index('sys_user_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    roleName: varchar('role_name', { length: 100 }).notNull(),
    /** Higher is more powerful; nobody grants a role above their own level. */
    level: integer('level').notNull().default(0),
    description: varchar('description', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.tenantId, t.roleCode).where(sql`del_flag = 0`)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: varchar('user_id', { length: 36 }).notNull(),
    roleId: varchar('role_id', { length: 36 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/** Menus (type 0 top, 1 sub-menu) and buttons (type 2); global to the platform. */
export const sysPermission = pgTable(
  'sys_permission',
  {
    id: idColumn(),
    parentId: varchar('parent_id', { length: 36 }),
    name: varchar('name', { length: 100 }).notNull(),
    url: varchar('url', { length: 255 }),
    component: varchar('component', { length: 255 }),
    componentName: varchar('component_name', { length: 100 }),
    redirect: varchar('redirect', { length: 255 }),
    menuType: integer('menu_type').notNull(),
    perms: varchar('perms', { length: 255 }),
    /** '1' show/hide, '2' disable. */
    permsType: varchar('perms_type', { length: 10 }).notNull().default('1'),
    sortNo: integer('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: varchar('icon', { length: 100 }),
    isRoute: boolean('is_route').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    needLogin: boolean('need_login').notNull().default(true),
    /** 0 internal page, 1 external link. */
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    /** '1' enforced, '0' off. */
    status: varchar('status', { length: 2 }).notNull().default('1'),
    ...auditColumns(),
  },
  (t) => [
    index('sys_permission_parent_idx').on(t.parentId),
    uniqueIndex('sys_permission_perms_uq').on(t.perms),
  ],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: varchar('role_id', { length: 36 }).notNull(),
    permissionId: varchar('permission_id', { length: 36 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: varchar('parent_id', { length: 36 }),
    departName: varchar('depart_name', { length: 100 }).notNull(),
    departNameEn: varchar('depart_name_en', { length: 200 }),
    departNameAbbr: varchar('depart_name_abbr', { length: 100 }),
    /** Hierarchical code: A01, A01A01, ... */
    orgCode: varchar('org_code', { length: 64 }).notNull(),
    /** 1 organisation, 2 department, 3 class. */
    orgCategory: varchar('org_category', { length: 2 }).notNull().default('1'),
    departOrder: integer('depart_order').notNull().default(0),
    description: varchar('description', { length: 500 }),
    mobile: varchar('mobile', { length: 32 }),
    address: varchar('address', { length: 255 }),
    memo: varchar('memo', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_depart_org_code_uq').on(t.tenantId, t.orgCode).where(sql`del_flag = 0`)],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    userId: varchar('user_id', { length: 36 }).notNull(),
    departId: varchar('depart_id', { length: 36 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.departId] }),
    index('sys_user_depart_depart_idx').on(t.departId),
  ],
);

/** Signed-in sessions; only the SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: idColumn(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    tenantId: tenantColumn(),
    orgCode: varchar('org_code', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sys_session_token_uq').on(t.tokenHash), index('sys_session_user_idx').on(t.userId)],
);
