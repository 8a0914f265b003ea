import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysDepartRole, sysDepartRolePermission, sysDepartRoleUser } from '../access-tables.ts';
import { sysRole, sysRolePermission, sysUserRole } from '../tables.ts';

/**
 * Ids of every permission (menu or button) a user holds: through their roles, and through the roles
 * they hold inside a department (e.g. 班长 of a class), which a department admin grants.
 */
export async function grantedPermissionIds(db: Db, userId: string): Promise<string[]> {
  const [viaRoles, viaDepartRoles] = await Promise.all([
    db
      .select({ id: sysRolePermission.permissionId })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.delFlag, 0)))
      .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, userId)),
    db
      .select({ id: sysDepartRolePermission.permissionId })
      .from(sysDepartRoleUser)
      .innerJoin(
        sysDepartRole,
        and(eq(sysDepartRole.id, sysDepartRoleUser.roleId), eq(sysDepartRole.delFlag, 0)),
      )
      .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.roleId))
      .where(eq(sysDepartRoleUser.userId, userId)),
  ]);
  return [...new Set([...viaRoles, ...viaDepartRoles].map((r) => r.id))];
}
