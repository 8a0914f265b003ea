import type { DuplicateCheckQuery } from '@ck/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { sysDict } from '../../../platform/dict/tables.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { sysDepart, sysPermission, sysRole, sysUser } from '../../identity/index.ts';
import { sysCheckRule } from '../resources.ts';

interface Checkable {
  id: PgColumn;
  delFlag: PgColumn;
  /** Absent for platform-wide tables (usernames are unique across tenants, menus are global). */
  tenantId?: PgColumn;
  fields: Record<string, PgColumn>;
}

type Table = { id: PgColumn; delFlag: PgColumn; tenantId?: PgColumn };

/** A checkable table; `scope` says whether its values are unique per tenant or across the platform. */
function checkable(
  table: Table | Record<string, PgColumn>,
  fields: Record<string, PgColumn>,
  scope: 'tenant' | 'platform',
): Checkable {
  const t = table as Table;
  return { id: t.id, delFlag: t.delFlag, ...(scope === 'tenant' ? { tenantId: t.tenantId } : {}), fields };
}

/**
 * The only (table, field) pairs `duplicate/check` answers for. Anything else is refused before any SQL
 * is built: the ancestor pasted these names into a query.
 */
const CHECKABLE: Record<string, Checkable> = {
  sys_user: checkable(sysUser, { username: sysUser.username }, 'platform'),
  sys_user_tenant: checkable(sysUser, {}, 'tenant'),
  sys_role: checkable(sysRole, { role_code: sysRole.roleCode }, 'tenant'),
  sys_depart: checkable(sysDepart, { org_code: sysDepart.orgCode }, 'tenant'),
  sys_dict: checkable(sysDict, { dict_code: sysDict.dictCode }, 'tenant'),
  sys_permission: checkable(sysPermission, { perms: sysPermission.perms }, 'platform'),
  sys_check_rule: checkable(sysCheckRule, { rule_code: sysCheckRule.ruleCode }, 'tenant'),
};
// Phone and email are unique inside a tenant.
const TENANT_FIELDS: Record<string, PgColumn> = { phone: sysUser.phone, email: sysUser.email };

/** A field name as snake_case, so `roleCode` and `role_code` name the same column. */
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function target(tableName: string, fieldName: string): { table: Checkable; column: PgColumn } | null {
  const field = snake(fieldName);
  if (tableName === 'sys_user' && field in TENANT_FIELDS)
    return { table: CHECKABLE.sys_user_tenant, column: TENANT_FIELDS[field] };
  const table =
    Object.hasOwn(CHECKABLE, tableName) && tableName !== 'sys_user_tenant' ? CHECKABLE[tableName] : null;
  if (!table || !Object.hasOwn(table.fields, field)) return null;
  return { table, column: table.fields[field] };
}

/**
 * Whether `fieldVal` is still free in a registered (table, field), rows other than `dataId` counted;
 * an empty value is free. An unregistered pair is a 400.
 */
export async function valueIsFree(db: Db, tenantId: string, q: DuplicateCheckQuery): Promise<boolean> {
  const found = target(q.tableName, q.fieldName);
  if (!found) throw badRequest('不支持校验该表或字段');
  if (!q.fieldVal) return true;
  const where: SQL[] = [eq(found.column, q.fieldVal), eq(found.table.delFlag, 0)];
  if (found.table.tenantId) where.push(eq(found.table.tenantId, tenantId));
  if (q.dataId) where.push(ne(found.table.id, q.dataId));
  const [hit] = await db
    .select({ id: found.table.id })
    .from(found.table.id.table)
    .where(and(...where))
    .limit(1);
  return !hit;
}
