import type { SessionInfo, UserDepart, UserInfo } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { tenantNoticeOf } from '../../../platform/tenancy/tenant-state.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';

type UserRow = typeof sysUser.$inferSelect;

/** The public face of a user: never the password hash. */
export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    nickname: u.nickname,
    avatar: u.avatar,
    birthday: u.birthday,
    sex: u.sex,
    email: u.email,
    phone: u.phone,
    orgCode: u.orgCode,
    status: u.status,
    userIdentity: u.userIdentity,
    departIds: u.departIds,
    createTime: formatDateTime(u.createTime),
  };
}

export async function findUserById(db: Db, id: string) {
  const [u] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, 0)));
  return u;
}

/** Departments (schools, classes) the user belongs to. */
export async function departsOf(db: Db, userId: string): Promise<UserDepart[]> {
  const links = await db
    .select({ id: sysUserDepart.departId })
    .from(sysUserDepart)
    .where(eq(sysUserDepart.userId, userId));
  if (!links.length) return [];
  const rows = await db
    .select()
    .from(sysDepart)
    .where(
      and(
        inArray(
          sysDepart.id,
          links.map((l) => l.id),
        ),
        eq(sysDepart.delFlag, 0),
      ),
    )
    .orderBy(asc(sysDepart.orgCode));
  return rows.map((d) => ({
    id: d.id,
    parentId: d.parentId,
    departName: d.departName,
    orgCode: d.orgCode,
    orgCategory: d.orgCategory,
    departOrder: d.departOrder,
  }));
}

/** What a client needs to start a session: the login answer without the token (also `GET /sys/user/info`). */
export async function sessionInfo(
  ctx: AppContext,
  user: UserRow,
  departs?: UserDepart[],
): Promise<SessionInfo> {
  const list = departs ?? (await departsOf(ctx.db, user.id));
  const grants = await ctx.sessions.grantsOf(user.id);
  return {
    userInfo: toUserInfo(user),
    departs: list,
    multi_depart: list.length === 0 ? 0 : list.length === 1 ? 1 : 2,
    sysAllDictItems: await ctx.dicts.itemsByCode(user.tenantId),
    role: grants.roles,
    tenantNotice: await tenantNoticeOf(ctx.db, user.tenantId),
  };
}

/** The session info of a signed-in user by id (`GET /sys/user/info`). */
export async function sessionInfoOf(ctx: AppContext, userId: string): Promise<SessionInfo> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('用户不存在');
  return sessionInfo(ctx, user);
}
