import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** Data rules of a menu: a condition on a column that roles may be given (JeecgBoot's data permissions). */
export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: idColumn(),
    permissionId: varchar('permission_id', { length: 36 }).notNull(),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    ruleColumn: varchar('rule_column', { length: 100 }),
    /** eq, ne, gt, ge, lt, le, in, like, USE_SQL_RULES is never accepted. */
    ruleConditions: varchar('rule_conditions', { length: 20 }).notNull(),
    ruleValue: varchar('rule_value', { length: 300 }).notNull(),
    /** '1' on, '0' off. */
    status: varchar('status', { length: 2 }).notNull().default('1'),
    ...auditColumns(),
  },
  (t) => [index('sys_permission_data_rule_perm_idx').on(t.permissionId)],
);

/** Which data rules of a menu a role receives (comma-separated rule ids). */
export const sysRoleDataRule = pgTable(
  'sys_role_data_rule',
  {
    roleId: varchar('role_id', { length: 36 }).notNull(),
    permissionId: varchar('permission_id', { length: 36 }).notNull(),
    dataRuleIds: text('data_rule_ids').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/**
 * Menus a department may use, with the data rules of each it was given (comma-separated rule ids);
 * its department roles pick from both.
 */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    departId: varchar('depart_id', { length: 36 }).notNull(),
    permissionId: varchar('permission_id', { length: 36 }).notNull(),
    dataRuleIds: text('data_rule_ids').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.departId, t.permissionId] })],
);

/** Roles defined inside one department (e.g. 班长 of a class). */
export const sysDepartRole = pgTable(
  'sys_depart_role',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    departId: varchar('depart_id', { length: 36 }).notNull(),
    roleName: varchar('role_name', { length: 100 }).notNull(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    description: varchar('description', { length: 500 }),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_depart_role_code_uq').on(t.departId, t.roleCode).where(sql`del_flag = 0`),
    index('sys_depart_role_depart_idx').on(t.departId),
  ],
);

/** A department role's menus and the data rules of each (comma-separated ids, from the department's). */
export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    roleId: varchar('role_id', { length: 36 }).notNull(),
    permissionId: varchar('permission_id', { length: 36 }).notNull(),
    dataRuleIds: text('data_rule_ids').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    roleId: varchar('role_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.userId] }), index('sys_depart_role_user_user_idx').on(t.userId)],
);
