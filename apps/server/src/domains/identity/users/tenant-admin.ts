import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysRolePermission, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';

export interface TenantAdminInput {
  tenantId: string;
  /** The tenant's name: its first school department carries it. */
  tenantName: string;
  username: string;
  password: string;
  realname: string;
  createBy: string;
}

/** Refuses a weak password or an account name already held on the platform, before anything is written. */
export async function checkTenantAdmin(db: Db, username: string, password: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  const [taken] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
  if (taken) throw conflict(`管理员账号“${username}”已被使用，请换一个`);
}

/**
 * Gives a new tenant what its back office needs, inside the caller's transaction: the platform's roles
 * (管理员, 老师, 学生 ...) as the tenant's own with the same menus and buttons, a school department named
 * after the tenant, and its first administrator in it. Returns the administrator's id.
 */
export async function provisionTenant(tx: Db, input: TenantAdminInput): Promise<string> {
  await checkTenantAdmin(tx, input.username, input.password);
  const roles = await tx.select().from(sysRole).where(liveScope(sysRole, DEFAULT_TENANT_ID));
  const grants = roles.length
    ? await tx
        .select()
        .from(sysRolePermission)
        .where(
          inArray(
            sysRolePermission.roleId,
            roles.map((r) => r.id),
          ),
        )
    : [];
  let adminRoleId: string | null = null;
  for (const role of roles) {
    const id = uuidv7();
    if (role.roleCode === 'admin') adminRoleId = id;
    await tx.insert(sysRole).values({
      id,
      tenantId: input.tenantId,
      roleCode: role.roleCode,
      roleName: role.roleName,
      level: role.level,
      description: role.description,
      createBy: input.createBy,
    });
    const own = grants.filter((g) => g.roleId === role.id);
    if (own.length)
      await tx
        .insert(sysRolePermission)
        .values(own.map((g) => ({ roleId: id, permissionId: g.permissionId })));
  }
  if (!adminRoleId) throw badRequest('平台缺少管理员角色，无法创建机构管理员');
  const departId = uuidv7();
  await tx.insert(sysDepart).values({
    id: departId,
    tenantId: input.tenantId,
    parentId: null,
    departName: input.tenantName,
    orgCode: 'A01',
    orgCategory: '1',
    createBy: input.createBy,
  });
  const userId = uuidv7();
  await tx.insert(sysUser).values({
    id: userId,
    tenantId: input.tenantId,
    username: input.username,
    realname: input.realname,
    nickname: input.realname,
    passwordHash: await hashPassword(input.password),
    userIdentity: 2,
    orgCode: 'A01',
    status: 1,
    createBy: input.createBy,
  });
  await tx.insert(sysUserRole).values({ userId, roleId: adminRoleId });
  await tx.insert(sysUserDepart).values({ userId, departId });
  return userId;
}
