import type { AddUserBody, EditUserBody } from '@ck/shared';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysRole, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { checkDeparts, checkRoles, manageableUser } from './user-policy.ts';
import { assertSeats, seatKindOf } from './user-seats.ts';

type Fields = Omit<EditUserBody, 'id'>;

/** Phone and email are unique among a tenant's live users; usernames across the platform. */
async function checkUnique(
  db: Db,
  tenantId: string,
  f: { username?: string; phone: string | null; email: string | null },
  exceptId?: string,
) {
  const or_: SQL[] = [];
  if (f.username) or_.push(eq(sysUser.username, f.username));
  if (f.phone) or_.push(and(tenantScope(sysUser, tenantId), eq(sysUser.phone, f.phone))!);
  if (f.email) or_.push(and(tenantScope(sysUser, tenantId), eq(sysUser.email, f.email))!);
  if (!or_.length) return;
  const where = [eq(sysUser.delFlag, 0), or(...or_)!];
  if (exceptId) where.push(ne(sysUser.id, exceptId));
  const rows = await db
    .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
    .from(sysUser)
    .where(and(...where))
    .limit(5);
  for (const r of rows) {
    if (f.username && r.username === f.username) throw conflict(`用户账号“${f.username}”已存在`);
    if (f.phone && r.phone === f.phone) throw conflict('手机号已被其他用户使用');
    if (f.email && r.email === f.email) throw conflict('邮箱已被其他用户使用');
  }
}

/** Checks roles, classes and identity a caller may set; teachers create and keep students only. */
async function checkAssignments(ctx: AppContext, auth: AuthContext, f: Fields) {
  const roles = await checkRoles(ctx.db, auth, f.selectedroles);
  const departs = await checkDeparts(ctx.db, auth, f.selecteddeparts);
  if (!isAdmin(auth)) {
    if (f.userIdentity !== 1) throw forbidden('只能创建普通成员（学生）账号');
    if (f.departIds.length) throw forbidden('无权设置负责班级');
    if (!departs.length) throw badRequest('请选择学生所在的班级');
    if (!roles.length) throw badRequest('请选择角色');
  } else {
    await checkDeparts(ctx.db, auth, f.departIds, '负责班级');
  }
  return { roles, departs };
}

async function writeLinks(tx: Db, userId: string, roleIds: string[], departIds: string[]) {
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  await tx.delete(sysUserDepart).where(eq(sysUserDepart.userId, userId));
  if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  if (departIds.length)
    await tx.insert(sysUserDepart).values(departIds.map((departId) => ({ userId, departId })));
}

const profileOf = (f: Fields) => ({
  realname: f.realname,
  nickname: f.nickname ?? f.realname,
  phone: f.phone,
  email: f.email,
  sex: f.sex,
  birthday: f.birthday,
  avatar: f.avatar,
  userIdentity: f.userIdentity,
});

export async function createUser(ctx: AppContext, auth: AuthContext, body: AddUserBody) {
  const problem = passwordProblem(body.password);
  if (problem) throw badRequest(problem);
  if (body.confirmpassword !== undefined && body.confirmpassword !== body.password)
    throw badRequest('两次输入的密码不一致');
  const { departs } = await checkAssignments(ctx, auth, body);
  await checkUnique(ctx.db, auth.tenantId, body);
  const id = uuidv7();
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const seat = await seatKindOf(tx, body.userIdentity, body.selectedroles);
    if (seat) await assertSeats(tx, auth.tenantId, { [seat]: 1 });
    await tx.insert(sysUser).values({
      id,
      tenantId: auth.tenantId,
      username: body.username,
      passwordHash,
      ...profileOf(body),
      orgCode: departs[0]?.orgCode ?? null,
      departIds: isAdmin(auth) ? body.departIds.join(',') || null : null,
      status: 1,
      createBy: auth.username,
    });
    await writeLinks(tx, id, body.selectedroles, body.selecteddeparts);
  });
  return id;
}

/**
 * The classes a user ends up in after an edit. A teacher's edit adds and removes memberships of the
 * classes they manage only; the user's other classes (another teacher's) stay as they are.
 */
async function keptDeparts(tx: Db, auth: AuthContext, body: EditUserBody): Promise<string[]> {
  if (isAdmin(auth)) return body.selecteddeparts;
  const current = await tx
    .select({ departId: sysUserDepart.departId })
    .from(sysUserDepart)
    .where(eq(sysUserDepart.userId, body.id));
  const others = current.map((r) => r.departId).filter((id) => !auth.departIds.includes(id));
  return [...new Set([...body.selecteddeparts, ...others])];
}

export async function updateUser(ctx: AppContext, auth: AuthContext, body: EditUserBody) {
  const existing = await manageableUser(ctx.db, auth, body.id);
  const { departs } = await checkAssignments(ctx, auth, body);
  await checkUnique(ctx.db, auth.tenantId, { phone: body.phone, email: body.email }, body.id);
  await ctx.db.transaction(async (tx) => {
    // A student made a teacher (or the reverse) takes a seat of the other quota.
    const before = await seatKindOf(tx, existing.userIdentity, await roleIdsOf(tx, body.id));
    const after = await seatKindOf(tx, body.userIdentity, body.selectedroles);
    if (after && after !== before) await assertSeats(tx, auth.tenantId, { [after]: 1 });
    await tx
      .update(sysUser)
      .set({
        ...profileOf(body),
        orgCode: departs.some((d) => d.orgCode === existing.orgCode)
          ? existing.orgCode
          : (departs[0]?.orgCode ?? null),
        // Teachers never touch managed classes; admins set them.
        ...(isAdmin(auth) ? { departIds: body.departIds.join(',') || null } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(eq(sysUser.id, body.id), tenantScope(sysUser, auth)));
    await writeLinks(tx, body.id, body.selectedroles, await keptDeparts(tx, auth, body));
  });
  // Roles or classes may have changed: cached sessions and menus must follow at once.
  ctx.sessions.forgetAll();
  ctx.permissions.clear();
}

async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.id);
}

/** Role id of a role code in the tenant (student for batch creation and import). */
export async function roleIdByCode(db: Db, tenantId: string, codes: string[]) {
  const rows = await db
    .select({ id: sysRole.id, code: sysRole.roleCode, level: sysRole.level, roleName: sysRole.roleName })
    .from(sysRole)
    .where(and(liveScope(sysRole, tenantId), inArray(sysRole.roleCode, codes)));
  return new Map(rows.map((r) => [r.code, r]));
}
