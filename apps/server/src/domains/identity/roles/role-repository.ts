import type { RoleListQuery } from '@ck/shared';
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysRoleDataRule } from '../access-tables.ts';
import { sysRole, sysRolePermission, sysUser, sysUserRole } from '../tables.ts';

export type RoleRow = typeof sysRole.$inferSelect;

const live = (tenantId: string) => [tenantScope(sysRole, tenantId), eq(sysRole.delFlag, 0)];

/** A page of the tenant's live roles, filtered by name and code. */
export async function pageRoles(db: Db, tenantId: string, q: RoleListQuery) {
  const where: SQL[] = live(tenantId);
  if (q.roleName) where.push(ilike(sysRole.roleName, likePattern(q.roleName)));
  if (q.roleCode) where.push(ilike(sysRole.roleCode, likePattern(q.roleCode)));
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(sysRole)
      .where(and(...where))
      .orderBy(dir(sysRole[q.column]), dir(sysRole.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(sysRole)
      .where(and(...where)),
  ]);
  return { rows, total: Number(total) };
}

/** The tenant's live roles, most powerful first; only those up to `maxLevel` when given. */
export async function rolesOfTenant(db: Db, tenantId: string, maxLevel?: number) {
  const where = live(tenantId);
  if (maxLevel !== undefined) where.push(lte(sysRole.level, maxLevel));
  return db
    .select()
    .from(sysRole)
    .where(and(...where))
    .orderBy(desc(sysRole.level));
}

export async function roleById(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.id, id));
  return row;
}

/** Whether another live role of the tenant already has the code. */
export async function roleCodeTaken(db: Db, tenantId: string, code: string, exceptId?: string) {
  const where = [...live(tenantId), eq(sysRole.roleCode, code)];
  if (exceptId) where.push(ne(sysRole.id, exceptId));
  const [found] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(...where));
  return Boolean(found);
}

export async function insertRole(db: Db, values: typeof sysRole.$inferInsert) {
  await db.insert(sysRole).values(values);
}

export async function updateRole(db: Db, id: string, values: Partial<typeof sysRole.$inferInsert>) {
  await db.update(sysRole).set(values).where(eq(sysRole.id, id));
}

export async function countRoleUsers(db: Db, roleId: string): Promise<number> {
  const [{ users }] = await db
    .select({ users: count() })
    .from(sysUserRole)
    .where(eq(sysUserRole.roleId, roleId));
  return Number(users);
}

/** Soft-deletes a role and drops its menus and data rules. */
export async function deleteRole(db: Db, roleId: string, by: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(sysRole)
      .set({ delFlag: 1, updateBy: by, updateTime: new Date() })
      .where(eq(sysRole.id, roleId));
    await tx.delete(sysRolePermission).where(eq(sysRolePermission.roleId, roleId));
    await tx.delete(sysRoleDataRule).where(eq(sysRoleDataRule.roleId, roleId));
  });
}

/** Ids of the menus and buttons granted to a role. */
export async function rolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(eq(sysRolePermission.roleId, roleId));
  return rows.map((r) => r.id);
}

/** Replaces a role's menus and buttons. */
export async function replaceRolePermissions(db: Db, roleId: string, permissionIds: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(sysRolePermission).where(eq(sysRolePermission.roleId, roleId));
    if (permissionIds.length)
      await tx
        .insert(sysRolePermission)
        .values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  });
}

/** The data rule ids (comma text) a role holds on a menu; '' when none. */
export async function roleDataRuleIds(db: Db, roleId: string, permissionId: string): Promise<string> {
  const [chosen] = await db
    .select()
    .from(sysRoleDataRule)
    .where(and(eq(sysRoleDataRule.roleId, roleId), eq(sysRoleDataRule.permissionId, permissionId)));
  return chosen?.dataRuleIds ?? '';
}

export async function saveRoleDataRuleIds(db: Db, roleId: string, permissionId: string, ruleIds: string[]) {
  const dataRuleIds = ruleIds.join(',');
  await db
    .insert(sysRoleDataRule)
    .values({ roleId, permissionId, dataRuleIds })
    .onConflictDoUpdate({
      target: [sysRoleDataRule.roleId, sysRoleDataRule.permissionId],
      set: { dataRuleIds },
    });
}

export async function addRoleUsers(db: Db, roleId: string, userIds: string[]) {
  await db
    .insert(sysUserRole)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** Takes a role from users, only from users of the tenant. */
export async function removeRoleUsers(db: Db, tenantId: string, roleId: string, userIds: string[]) {
  const tenantUsers = db.select({ id: sysUser.id }).from(sysUser).where(tenantScope(sysUser, tenantId));
  await db
    .delete(sysUserRole)
    .where(
      and(
        eq(sysUserRole.roleId, roleId),
        inArray(sysUserRole.userId, userIds),
        inArray(sysUserRole.userId, tenantUsers),
      ),
    );
}
