import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysUserDepart } from '../tables.ts';
import { findTenantUser, linksOf } from './user-repository.ts';

/**
 * Who manages whom. Admins manage every user of their tenant. Anyone else (a teacher) manages only
 * users who belong to one of the classes they manage and whose roles are all below their own level.
 */
export const userScope = (auth: AuthContext): string[] | null => (isAdmin(auth) ? null : auth.departIds);

/** The highest level a caller may hand out: admins up to their own, others strictly below it. */
export const grantableLevel = (auth: AuthContext) => (isAdmin(auth) ? auth.level : auth.level - 1);

/**
 * Loads a user the caller may manage (a live one, or with `delFlag` 1 one in the recycle bin), or refuses:
 * 404 outside the tenant, 403 outside the scope.
 */
export async function manageableUser(db: Db, auth: AuthContext, id: string, delFlag: 0 | 1 = 0) {
  const user = await findTenantUser(db, auth.tenantId, id, delFlag);
  if (!user) throw notFound('用户不存在');
  if (isAdmin(auth)) {
    const links = await linksOf(db, [id]);
    const top = Math.max(0, ...(links.roles.get(id) ?? []).map((r) => r.level));
    if (top > auth.level) throw forbidden('不能管理角色级别高于自己的用户');
    return user;
  }
  if (id === auth.userId) throw forbidden('请在个人设置中修改自己的信息');
  const links = await linksOf(db, [id]);
  const inScope = (links.departs.get(id) ?? []).some((d) => auth.departIds.includes(d.id));
  if (!inScope) throw forbidden('只能管理自己班级的用户');
  const top = Math.max(0, ...(links.roles.get(id) ?? []).map((r) => r.level));
  if (top >= auth.level) throw forbidden('只能管理学生账号');
  return user;
}

/** Every id must be a live role of the tenant at or below what the caller may grant. */
export async function checkRoles(db: Db, auth: AuthContext, roleIds: string[]) {
  if (!roleIds.length) return [];
  const rows = await db
    .select({ id: sysRole.id, level: sysRole.level, roleName: sysRole.roleName })
    .from(sysRole)
    .where(and(inArray(sysRole.id, roleIds), liveScope(sysRole, auth)));
  if (rows.length !== roleIds.length) throw badRequest('所选角色不存在');
  const above = rows.find((r) => r.level > grantableLevel(auth));
  if (above) throw forbidden(`无权分配角色“${above.roleName}”`);
  return rows;
}

/** Every id must be a live department of the tenant; non-admins only their own classes. */
export async function checkDeparts(db: Db, auth: AuthContext, departIds: string[], label = '所选部门') {
  if (!departIds.length) return [];
  const rows = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(inArray(sysDepart.id, departIds), liveScope(sysDepart, auth)));
  if (rows.length !== departIds.length) throw badRequest(`${label}不存在`);
  if (!isAdmin(auth) && departIds.some((id) => !auth.departIds.includes(id)))
    throw forbidden('只能选择自己管理的班级');
  return rows;
}

/** Users (ids) of a department, used by delete checks and department member lists. */
export async function memberIds(db: Db, departId: string) {
  const rows = await db
    .select({ id: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(eq(sysUserDepart.departId, departId));
  return rows.map((r) => r.id);
}
