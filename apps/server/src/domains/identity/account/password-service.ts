import type { ForgetPasswordBody, UpdatePasswordBody } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { passwordProblem, verifyPassword } from '../../../platform/auth/password.ts';
import { badRequest, forbidden, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import type { Caller } from '../session/caller.ts';
import { usersByPhone } from '../sms/phone-accounts.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { sysUser } from '../tables.ts';
import { UserAccounts } from '../users/user-account.ts';

/**
 * Changing one's own password. Guessing the current password is limited like login (per account and per
 * address); reaching the limit also ends every session of the account, so a stolen session cannot keep
 * guessing.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: UpdatePasswordBody,
  ip: string,
) {
  if (body.username && body.username !== auth.username) throw forbidden('只能修改自己的密码');
  if (body.password !== body.confirmpassword) throw badRequest('两次输入的密码不一样');
  const { ownPassword, byIp } = ctx.limits;
  const accountKey = auth.userId;
  if (ownPassword.blocked(accountKey) || byIp.blocked(ip))
    throw tooMany('旧密码错误次数过多，请 15 分钟后再试');
  const [user] = await ctx.db.select().from(sysUser).where(eq(sysUser.id, auth.userId));
  if (!(await verifyPassword(user?.passwordHash, body.oldpassword))) {
    ownPassword.fail(accountKey);
    byIp.fail(ip);
    if (ownPassword.blocked(accountKey)) {
      await ctx.sessions.revokeUser(auth.userId);
      throw unauthorized('旧密码错误次数过多，已退出登录，请 15 分钟后再试');
    }
    throw badRequest('旧密码输入错误');
  }
  ownPassword.reset(accountKey);
  const problem = passwordProblem(body.password);
  if (problem) throw badRequest(problem);
  if (body.password === body.oldpassword) throw badRequest('新密码不能与旧密码相同');
  await new UserAccounts(ctx.db, ctx.sessions).setPassword(
    { userId: auth.userId },
    body.password,
    auth.username,
  );
}

/**
 * Forgotten password: the SMS code proves the phone, the one account holding it gets the new password
 * and every session of that account ends. Answers the account's name.
 */
export async function resetForgottenPassword(
  ctx: AppContext,
  sms: SmsCodes,
  body: ForgetPasswordBody,
  caller: Caller,
): Promise<{ username: string }> {
  const { mobile, captcha, password, confirmpassword } = body;
  if (password !== confirmpassword) throw badRequest('两次输入的密码不一样');
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  await sms.verify(mobile, '2', captcha);
  const holders = await usersByPhone(ctx.db, mobile);
  if (holders.length !== 1)
    throw badRequest(holders.length ? '该手机号绑定了多个账号，请联系管理员' : '该手机号未绑定账号');
  const [user] = holders;
  await new UserAccounts(ctx.db, ctx.sessions).setPassword({ userId: user.id }, password, user.username);
  await caller.log({
    logType: LOG_LOGIN,
    content: `用户 ${user.username} 通过短信验证码重置密码`,
    userId: user.id,
    username: user.username,
    tenantId: user.tenantId,
  });
  return { username: user.username };
}
