import type { LoginResult } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import type { sysUser } from '../tables.ts';
import { setCurrentOrg } from '../users/user-account.ts';
import type { Caller } from './caller.ts';
import { departsOf, sessionInfo } from './user-info.ts';

type UserRow = typeof sysUser.$inferSelect;

export const FROZEN_MESSAGE = '该用户已冻结，请联系管理员';

/**
 * Opens a session for a user who proved who they are (password or SMS code): refuses a frozen account,
 * settles the department the session works in, records the login and answers token and session info.
 */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  caller: Caller,
  logText: string,
): Promise<LoginResult> {
  if (user.status !== 1) throw forbidden(FROZEN_MESSAGE);
  const departs = await departsOf(ctx.db, user.id);
  let orgCode = user.orgCode;
  if (!departs.some((d) => d.orgCode === orgCode)) orgCode = departs[0]?.orgCode ?? null;
  if (orgCode !== user.orgCode) await setCurrentOrg(ctx.db, user.id, orgCode);
  const token = await ctx.sessions.create(
    { id: user.id, tenantId: user.tenantId, orgCode },
    { ip: caller.ip, userAgent: caller.userAgent },
  );
  await caller.log({
    logType: LOG_LOGIN,
    content: logText,
    userId: user.id,
    username: user.username,
    tenantId: user.tenantId,
  });
  return { token, ...(await sessionInfo(ctx, { ...user, orgCode }, departs)) };
}
