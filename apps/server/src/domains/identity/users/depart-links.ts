import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';
import { setCurrentOrg } from './user-account.ts';
import { checkDeparts, manageableUser } from './user-policy.ts';

/** Most users one request links to or unlinks from a department. */
const MAX_LINKS = 500;

/** The department (checked for the caller) and the users (each manageable) of one membership change. */
async function checked(ctx: AppContext, auth: AuthContext, departId: string, userIds: string[]) {
  if (!userIds.length) throw badRequest('请选择用户');
  if (userIds.length > MAX_LINKS) throw badRequest(`一次最多选择 ${MAX_LINKS} 个用户`);
  const [depart] = await checkDeparts(ctx.db, auth, [departId]);
  const users = [];
  for (const id of userIds) users.push(await manageableUser(ctx.db, auth, id));
  return { depart, users };
}

/** Adds users to a department (`editSysDepartWithUser`); those already in it stay as they are. */
export async function linkUsersToDepart(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  userIds: string[],
) {
  const { depart, users } = await checked(ctx, auth, departId, userIds);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sysUserDepart)
      .values(users.map((u) => ({ userId: u.id, departId: depart.id })))
      .onConflictDoNothing();
    for (const u of users) if (!u.orgCode) await setCurrentOrg(tx, u.id, depart.orgCode);
  });
  ctx.sessions.forgetAll();
}

/** Takes users out of a department (`deleteUserInDepart(Batch)`); their accounts stay. */
export async function unlinkUsersFromDepart(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  userIds: string[],
) {
  const { depart, users } = await checked(ctx, auth, departId, userIds);
  const linked = await ctx.db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.departId, depart.id), inArray(sysUserDepart.userId, userIds)));
  if (linked.length !== userIds.length) throw badRequest('所选用户不在该部门中');
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.departId, depart.id), inArray(sysUserDepart.userId, userIds)));
    for (const u of users) {
      if (u.orgCode !== depart.orgCode) continue;
      // The user worked in this department: switch to another of theirs, or to none.
      const [other] = await tx
        .select({ orgCode: sysDepart.orgCode })
        .from(sysUserDepart)
        .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
        .where(and(eq(sysUserDepart.userId, u.id), eq(sysDepart.delFlag, 0), ne(sysDepart.id, depart.id)));
      await setCurrentOrg(tx, u.id, other?.orgCode ?? null);
    }
  });
  ctx.sessions.forgetAll();
}

/** The departments of a user as the family's `{key, value, title}` (`userDepartList`). */
export async function departsOfUser(ctx: AppContext, auth: AuthContext, userId: string) {
  if (userId !== auth.userId) await manageableUser(ctx.db, auth, userId);
  const rows = await ctx.db
    .select({ id: sysDepart.id, departName: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(
      and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, 0), eq(sysUser.tenantId, auth.tenantId)),
    );
  return rows.map((r) => ({ key: r.id, value: r.id, title: r.departName }));
}
