import type { LoginResult, MobileCodeBody, SendSmsBody } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { LOGIN_LOCK_MESSAGE } from '../../../platform/auth/login-limits.ts';
import { conflict, forbidden, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import { registrationOpen } from '../account/register-service.ts';
import type { Caller } from '../session/caller.ts';
import { openSession } from '../session/session-start.ts';
import { usersByPhone } from './phone-accounts.ts';
import type { SmsCodes } from './sms-codes.ts';

/** Sending codes for each purpose, and signing in with one. */
export class SmsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly codes: SmsCodes,
  ) {}

  /**
   * Sends a code when the purpose allows it. Login and password reset answer alike for unknown numbers
   * (nothing is sent), so nobody can probe who is registered.
   */
  async request(body: SendSmsBody, auth: AuthContext | null, ip: string): Promise<void> {
    const { mobile, smsmode } = body;
    const holders = await usersByPhone(this.ctx.db, mobile, auth?.userId);
    if (smsmode === '1') {
      if (!(await registrationOpen(this.ctx))) throw forbidden('系统暂未开放注册');
      if (holders.length) throw conflict('该手机号已注册，请直接登录');
    }
    if (smsmode === '3') {
      if (!auth) throw unauthorized('未登录，请先登录');
      if (holders.length) throw conflict('该手机号已被其他账号绑定');
    }
    if ((smsmode === '0' || smsmode === '2') && !holders.length) return;
    await this.codes.send(mobile, smsmode, ip);
  }

  /**
   * Signs in the account holding the phone, with the login code sent to it. Wrong codes count against
   * the caller's IP like wrong passwords; a frozen account is told so only after a right code.
   * Deliberately not stopped by the password counters of the account (its pair or its ceiling): this is
   * the owner's way in while someone guesses the password. It has its own limits instead: per phone,
   * codes sent (once a minute, 5 an hour, 10 a day) and guesses per code (5); per IP, codes sent (20 an
   * hour) and login failures (shared with the password login).
   */
  async login(body: MobileCodeBody, caller: Caller): Promise<LoginResult> {
    const { byIp } = this.ctx.limits;
    if (byIp.blocked(caller.ip)) throw tooMany(LOGIN_LOCK_MESSAGE);
    try {
      await this.codes.verify(body.mobile, '0', body.captcha);
    } catch (err) {
      byIp.fail(caller.ip);
      throw err;
    }
    const [user] = await usersByPhone(this.ctx.db, body.mobile);
    if (!user) throw unauthorized('该手机号未绑定账号');
    return openSession(this.ctx, user, caller, `用户 ${user.username} 手机验证码登录成功`);
  }
}
