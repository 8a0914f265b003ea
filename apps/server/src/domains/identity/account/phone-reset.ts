import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import { passwordProblem } from '../../../platform/auth/password.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import type { Caller } from '../session/caller.ts';
import { usersByPhone } from '../sms/phone-accounts.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { UserAccounts } from '../users/user-account.ts';

/** How long the proof of a verified phone may be spent on a new password. */
const PROOF_TTL_MS = 10 * 60_000;
/** Proofs kept at once; the oldest go first, so a flood cannot grow memory. */
const MAX_PROOFS = 10_000;

interface Proof {
  phone: string;
  userId: string;
  username: string;
  expires: number;
}

/**
 * The two-step forgotten password of the family's clients: `phoneVerification` spends the SMS code and
 * hands back a one-time proof in its place (`smscode`); `passwordChange` spends that proof on a new
 * password for the one account holding the phone. The SMS code itself is never accepted twice.
 */
export class PhonePasswordReset {
  private readonly proofs = new Map<string, Proof>();

  constructor(
    private readonly ctx: AppContext,
    private readonly sms: SmsCodes,
  ) {}

  async verifyPhone(phone: string, smscode: string): Promise<{ smscode: string; username: string }> {
    await this.sms.verify(phone, '2', smscode);
    const holders = await usersByPhone(this.ctx.db, phone);
    if (holders.length !== 1)
      throw badRequest(holders.length ? '该手机号绑定了多个账号，请联系管理员' : '该手机号未绑定账号');
    const [user] = holders;
    const proof = randomBytes(24).toString('hex');
    this.sweep();
    this.proofs.set(proof, {
      phone,
      userId: user.id,
      username: user.username,
      expires: Date.now() + PROOF_TTL_MS,
    });
    return { smscode: proof, username: user.username };
  }

  async changePassword(
    q: { username: string; password: string; smscode: string; phone: string },
    caller: Caller,
  ): Promise<void> {
    const proof = this.proofs.get(q.smscode);
    if (!proof || proof.expires < Date.now() || proof.phone !== q.phone || proof.username !== q.username)
      throw badRequest('手机验证已失效，请重新获取短信验证码');
    const problem = passwordProblem(q.password);
    if (problem) throw badRequest(problem);
    this.proofs.delete(q.smscode);
    await new UserAccounts(this.ctx.db, this.ctx.sessions).setPassword(
      { userId: proof.userId },
      q.password,
      proof.username,
    );
    const [user] = await usersByPhone(this.ctx.db, q.phone);
    await caller.log({
      logType: LOG_LOGIN,
      content: `用户 ${proof.username} 通过手机验证重置密码`,
      userId: proof.userId,
      username: proof.username,
      tenantId: user?.tenantId ?? null,
    });
  }

  private sweep() {
    const now = Date.now();
    for (const [key, p] of this.proofs) if (p.expires < now) this.proofs.delete(key);
    while (this.proofs.size >= MAX_PROOFS) this.proofs.delete(this.proofs.keys().next().value as string);
  }
}
