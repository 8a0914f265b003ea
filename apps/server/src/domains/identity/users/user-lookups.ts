import type { AdminUser } from '@ck/shared';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';
import { userScope } from './user-policy.ts';
import { listUsers, userColumns, userConditions, withLinks } from './user-repository.ts';
import { userDataRules, type Warn } from './user-service.ts';

/** Live users of the caller's tenant and scope by id, in the order asked (`queryByIds`). */
export async function usersByIds(ctx: AppContext, auth: AuthContext, ids: string[], warn: Warn) {
  if (!ids.length) throw badRequest('请提供用户 id');
  const where = userConditions(auth.tenantId, userScope(auth), {});
  const rules = await userDataRules(ctx, auth, warn);
  if (rules) where.push(rules);
  const rows = await ctx.db
    .select(userColumns)
    .from(sysUser)
    .where(and(...where, inArray(sysUser.id, ids)));
  const byId = new Map((await withLinks(ctx.db, rows)).map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One live user of the tenant by account or phone (`querySysUser`): id, account, name and phone only. */
export async function lookupUser(
  ctx: AppContext,
  auth: AuthContext,
  q: { username?: string; phone?: string },
) {
  if (!q.username && !q.phone) throw badRequest('请提供账号或手机号');
  const where = userConditions(auth.tenantId, userScope(auth), {});
  if (q.username) where.push(eq(sysUser.username, q.username));
  if (q.phone) where.push(eq(sysUser.phone, q.phone));
  const [user] = await ctx.db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname, phone: sysUser.phone })
    .from(sysUser)
    .where(and(...where))
    .limit(1);
  if (!user) throw notFound('用户不存在');
  return user;
}

/**
 * The address book of a department and everything below it (`queryByOrgCodeForAddressList`): live users
 * whose departments' codes start with `orgCode`, each with the name of such a department.
 */
export async function addressList(
  ctx: AppContext,
  auth: AuthContext,
  q: { orgCode?: string; realname?: string; pageNo: number; pageSize: number },
) {
  const { db } = ctx;
  let codePrefix: string | null = null;
  if (q.orgCode) {
    const [depart] = await db
      .select({ orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, auth), eq(sysDepart.orgCode, q.orgCode)));
    if (!depart) throw notFound('部门不存在');
    codePrefix = depart.orgCode;
  }
  const where = userConditions(auth.tenantId, userScope(auth), { realname: q.realname });
  const inTree = and(
    eq(sysUserDepart.userId, sysUser.id),
    eq(sysDepart.delFlag, 0),
    codePrefix ? sql`starts_with(${sysDepart.orgCode}, ${codePrefix})` : undefined,
  );
  if (codePrefix)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sysUserDepart)
          .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
          .where(inTree),
      ),
    );
  const { rows, total } = await listUsers(db, where, { ...q, column: 'realname', order: 'asc' });
  const users: AdminUser[] = await withLinks(db, rows);
  const records = users.map((u) => ({
    ...u,
    departName: u.orgCodeTxt.split(',')[0] || null,
    post: null,
    telephone: null,
    workNo: u.username,
  }));
  return { records, total };
}
