import type { LoginBody, LoginResult } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { verifyPassword } from '../../../platform/auth/password.ts';
import { badRequest, forbidden, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import { sysUser } from '../tables.ts';
import type { Caller } from './caller.ts';
import { FROZEN_MESSAGE, openSession } from './session-start.ts';

/**
 * Password login with captcha and lock-out, and logout. Order matters: limits, captcha, password, and
 * only then whether the account is frozen, so a frozen account answers a wrong password (or a locked
 * caller) exactly like an active one and only the holder of the right password learns it is frozen.
 */
export class LoginService {
  constructor(private readonly ctx: AppContext) {}

  async withPassword(body: LoginBody, caller: Caller): Promise<LoginResult> {
    const { db, limits, captcha } = this.ctx;
    const { username, password } = body;
    const locked = limits.lockMessage(username, caller.ip);
    if (locked) throw tooMany(locked);
    if (this.ctx.config.loginCaptcha) {
      if (!body.captcha || !body.checkKey) throw badRequest('请输入验证码');
      if (!(await captcha.verify(body.checkKey, body.captcha))) {
        limits.byIp.fail(caller.ip);
        throw badRequest('验证码错误，请重新输入');
      }
    }
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
    // The same answer whether the account is missing, frozen or active when the password is wrong.
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      limits.fail(username, caller.ip);
      await caller.log({
        logType: LOG_LOGIN,
        content: `用户 ${username} 登录失败：用户名或密码错误`,
        username,
      });
      throw badRequest('用户名或密码错误');
    }
    if (user.status !== 1) throw forbidden(FROZEN_MESSAGE);
    const result = await openSession(this.ctx, user, caller, `用户 ${username} 登录成功`);
    limits.succeeded(username, caller.ip);
    return result;
  }

  /** Revokes the session of `token`; the caller's `auth` is that session when it was still valid. */
  async logout(token: string | undefined, auth: AuthContext | null, caller: Caller): Promise<void> {
    if (!token) throw unauthorized('退出登录失败：缺少 Token');
    await this.ctx.sessions.revoke(token);
    if (!auth) return;
    await caller.log({
      logType: LOG_LOGIN,
      content: `用户 ${auth.username} 退出成功`,
      userId: auth.userId,
      username: auth.username,
      tenantId: auth.tenantId,
    });
  }
}
