import type { CurrentDeparts, UserInfoResult } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { setCurrentOrg } from '../users/user-account.ts';
import { departsOf, findUserById, toUserInfo } from './user-info.ts';

/** The caller's departments and the one the session works in. */
export async function currentDeparts(ctx: AppContext, auth: AuthContext): Promise<CurrentDeparts> {
  return { list: await departsOf(ctx.db, auth.userId), orgCode: auth.orgCode };
}

/** Switches the session (and the user's remembered department) to one of the caller's own departments. */
export async function selectDepart(
  ctx: AppContext,
  auth: AuthContext,
  orgCode: string,
): Promise<UserInfoResult> {
  const departs = await departsOf(ctx.db, auth.userId);
  if (!departs.some((d) => d.orgCode === orgCode)) throw badRequest('您不属于所选部门');
  await setCurrentOrg(ctx.db, auth.userId, orgCode);
  await ctx.sessions.setOrgCode(auth.sessionId, orgCode);
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw notFound('用户不存在');
  return { userInfo: toUserInfo(user) };
}
