import { splitIds } from '@ck/shared';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import {
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
} from '../access-tables.ts';
import { sysUserDepart } from '../tables.ts';

export type DepartRoleRow = typeof sysDepartRole.$inferSelect;

/** A live department role of the tenant. */
export async function findDepartRole(
  db: Db,
  tenantId: string,
  id: string,
): Promise<DepartRoleRow | undefined> {
  const [r] = await db
    .select()
    .from(sysDepartRole)
    .where(and(eq(sysDepartRole.id, id), liveScope(sysDepartRole, tenantId)));
  return r;
}

/** The live roles of a department in their order. */
export async function rolesOfDepart(db: Db, departId: string): Promise<DepartRoleRow[]> {
  return db
    .select()
    .from(sysDepartRole)
    .where(and(eq(sysDepartRole.departId, departId), eq(sysDepartRole.delFlag, 0)))
    .orderBy(asc(sysDepartRole.sortNo), asc(sysDepartRole.createTime));
}

/** Whether another live role of the department already has the code. */
export async function departRoleCodeTaken(db: Db, departId: string, code: string, exceptId?: string) {
  const where = [
    eq(sysDepartRole.departId, departId),
    eq(sysDepartRole.roleCode, code),
    eq(sysDepartRole.delFlag, 0),
  ];
  if (exceptId) where.push(ne(sysDepartRole.id, exceptId));
  const [found] = await db
    .select({ id: sysDepartRole.id })
    .from(sysDepartRole)
    .where(and(...where));
  return Boolean(found);
}

export async function insertDepartRole(db: Db, values: typeof sysDepartRole.$inferInsert) {
  await db.insert(sysDepartRole).values(values);
}

export async function updateDepartRole(
  db: Db,
  id: string,
  values: Partial<typeof sysDepartRole.$inferInsert>,
) {
  await db.update(sysDepartRole).set(values).where(eq(sysDepartRole.id, id));
}

/** Soft-deletes a department role and drops its members and menus. */
export async function deleteDepartRole(db: Db, roleId: string) {
  await db.transaction(async (tx) => {
    await tx.update(sysDepartRole).set({ delFlag: 1 }).where(eq(sysDepartRole.id, roleId));
    await tx.delete(sysDepartRoleUser).where(eq(sysDepartRoleUser.roleId, roleId));
    await tx.delete(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, roleId));
  });
}

/** Ids of the menus a department may use. */
export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db.select().from(sysDepartPermission).where(eq(sysDepartPermission.departId, departId));
  return rows.map((r) => r.permissionId);
}

/**
 * Replaces a department's menus, keeping the data rules of the menus it still has; its roles keep
 * only menus the department still has.
 */
export async function replaceDepartPermissions(db: Db, departId: string, permissionIds: string[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(sysDepartPermission)
      .where(
        permissionIds.length
          ? and(
              eq(sysDepartPermission.departId, departId),
              notInArray(sysDepartPermission.permissionId, permissionIds),
            )
          : eq(sysDepartPermission.departId, departId),
      );
    if (permissionIds.length)
      await tx
        .insert(sysDepartPermission)
        .values(permissionIds.map((permissionId) => ({ departId, permissionId })))
        .onConflictDoNothing();
    const roles = await tx
      .select({ id: sysDepartRole.id })
      .from(sysDepartRole)
      .where(eq(sysDepartRole.departId, departId));
    if (!roles.length) return;
    const granted = await tx
      .select()
      .from(sysDepartRolePermission)
      .where(
        inArray(
          sysDepartRolePermission.roleId,
          roles.map((r) => r.id),
        ),
      );
    const allowed = new Set(permissionIds);
    for (const g of granted.filter((g) => !allowed.has(g.permissionId)))
      await tx
        .delete(sysDepartRolePermission)
        .where(
          and(
            eq(sysDepartRolePermission.roleId, g.roleId),
            eq(sysDepartRolePermission.permissionId, g.permissionId),
          ),
        );
  });
}

/** Ids of the menus granted to a department role. */
export async function departRolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(sysDepartRolePermission)
    .where(eq(sysDepartRolePermission.roleId, roleId));
  return rows.map((r) => r.permissionId);
}

/** Replaces a department role's menus, keeping the data rules of the menus it still has. */
export async function replaceDepartRolePermissions(db: Db, roleId: string, permissionIds: string[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(sysDepartRolePermission)
      .where(
        permissionIds.length
          ? and(
              eq(sysDepartRolePermission.roleId, roleId),
              notInArray(sysDepartRolePermission.permissionId, permissionIds),
            )
          : eq(sysDepartRolePermission.roleId, roleId),
      );
    if (permissionIds.length)
      await tx
        .insert(sysDepartRolePermission)
        .values(permissionIds.map((permissionId) => ({ roleId, permissionId })))
        .onConflictDoNothing();
  });
}

/** The department's grant of a menu (with its data rule ids), if it has that menu. */
export async function departGrant(db: Db, departId: string, permissionId: string) {
  const [grant] = await db
    .select()
    .from(sysDepartPermission)
    .where(
      and(eq(sysDepartPermission.departId, departId), eq(sysDepartPermission.permissionId, permissionId)),
    );
  return grant;
}

/** The department role's grant of a menu (with its data rule ids), if it has that menu. */
export async function departRoleGrant(db: Db, roleId: string, permissionId: string) {
  const [grant] = await db
    .select()
    .from(sysDepartRolePermission)
    .where(
      and(eq(sysDepartRolePermission.roleId, roleId), eq(sysDepartRolePermission.permissionId, permissionId)),
    );
  return grant;
}

/**
 * Sets the data rules a department has on a menu; its roles keep only rules of the menu the
 * department still has.
 */
export async function saveDepartDataRuleIds(
  db: Db,
  departId: string,
  permissionId: string,
  ruleIds: string[],
) {
  await db.transaction(async (tx) => {
    await tx
      .update(sysDepartPermission)
      .set({ dataRuleIds: ruleIds.join(',') })
      .where(
        and(eq(sysDepartPermission.departId, departId), eq(sysDepartPermission.permissionId, permissionId)),
      );
    const roles = tx
      .select({ id: sysDepartRole.id })
      .from(sysDepartRole)
      .where(eq(sysDepartRole.departId, departId));
    const grants = await tx
      .select()
      .from(sysDepartRolePermission)
      .where(
        and(
          inArray(sysDepartRolePermission.roleId, roles),
          eq(sysDepartRolePermission.permissionId, permissionId),
        ),
      );
    const allowed = new Set(ruleIds);
    for (const g of grants) {
      const kept = splitIds(g.dataRuleIds).filter((id) => allowed.has(id));
      if (kept.join(',') !== g.dataRuleIds) await saveDepartRoleDataRuleIds(tx, g.roleId, permissionId, kept);
    }
  });
}

export async function saveDepartRoleDataRuleIds(
  db: Db,
  roleId: string,
  permissionId: string,
  ruleIds: string[],
) {
  await db
    .update(sysDepartRolePermission)
    .set({ dataRuleIds: ruleIds.join(',') })
    .where(
      and(eq(sysDepartRolePermission.roleId, roleId), eq(sysDepartRolePermission.permissionId, permissionId)),
    );
}

/** Ids of the members of a department role, as linked. */
export async function departRoleUserIds(db: Db, roleId: string): Promise<string[]> {
  const links = await db.select().from(sysDepartRoleUser).where(eq(sysDepartRoleUser.roleId, roleId));
  return links.map((l) => l.userId);
}

/** How many of these users belong to the department. */
export async function countDepartMembers(db: Db, departId: string, userIds: string[]): Promise<number> {
  const members = await db
    .select({ id: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.departId, departId), inArray(sysUserDepart.userId, userIds)));
  return members.length;
}

export async function addDepartRoleUsers(db: Db, roleId: string, userIds: string[]) {
  await db
    .insert(sysDepartRoleUser)
    .values(userIds.map((userId) => ({ roleId, userId })))
    .onConflictDoNothing();
}

export async function removeDepartRoleUser(db: Db, roleId: string, userId: string) {
  await db
    .delete(sysDepartRoleUser)
    .where(and(eq(sysDepartRoleUser.roleId, roleId), eq(sysDepartRoleUser.userId, userId)));
}
