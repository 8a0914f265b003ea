import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ASSESSMENT_SMS_MODE, SmsMode } from '@ck/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { AppError, badRequest, tooMany } from '../../../platform/http/errors.ts';
import { sysSmsCode } from '../account-tables.ts';
import type { SmsProvider } from './sms-provider.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_MS = 60_000;
export const MAX_GUESSES = 5;
/**
 * Codes one phone may receive, whoever asks (the SMS platforms' usual default): they bound SMS bombing
 * from many addresses and the guesses at one phone's codes (5 per code).
 */
export const PHONE_SENDS = { perHour: 5, perDay: 10 } as const;

/** What a code is for: the account purposes (`smsmode`) and the guardian's phone of an assessment. */
export type SmsPurpose = SmsMode | typeof ASSESSMENT_SMS_MODE;

const hashCode = (mobile: string, purpose: string, code: string) =>
  createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

/**
 * Verification codes by SMS: one send per minute per phone, 5 an hour and 10 a day (and at most 20 an
 * hour per IP against SMS bombing), codes expire after 5 minutes, are single use, and die after 5
 * wrong guesses. The per-phone counts come from the stored codes, so every node sees the same.
 */
export class SmsCodes {
  private readonly byIp = new FailureLimiter(20, 60 * 60_000);

  constructor(
    private readonly db: Db,
    readonly provider: SmsProvider,
  ) {}

  async send(mobile: string, purpose: SmsPurpose, ip: string): Promise<void> {
    const since = new Date(Date.now() - RESEND_MS);
    const [recent] = await this.db
      .select({ createTime: sysSmsCode.createTime })
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, since)))
      .orderBy(desc(sysSmsCode.createTime))
      .limit(1);
    if (recent) {
      const wait = Math.ceil((recent.createTime.getTime() + RESEND_MS - Date.now()) / 1000);
      throw tooMany(`验证码发送过于频繁，请 ${Math.max(wait, 1)} 秒后再试`);
    }
    await this.assertPhoneAllowance(mobile);
    if (this.byIp.blocked(ip)) throw tooMany('发送短信次数过多，请稍后再试');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = uuidv7();
    await this.db.transaction(async (tx) => {
      // Only the newest code of a phone and purpose stays valid.
      await tx
        .update(sysSmsCode)
        .set({ usedAt: new Date() })
        .where(
          and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.purpose, purpose), isNull(sysSmsCode.usedAt)),
        );
      await tx.insert(sysSmsCode).values({
        id,
        mobile,
        purpose,
        codeHash: hashCode(mobile, purpose, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
        ip: ip.slice(0, 64),
      });
    });
    this.byIp.fail(ip);
    try {
      await this.provider.send(mobile, code);
    } catch (err) {
      // A code that never arrived must not block the next attempt for a minute.
      await this.db.delete(sysSmsCode).where(eq(sysSmsCode.id, id));
      throw Object.assign(new AppError(503, '短信发送失败，请稍后重试'), { cause: err });
    }
  }

  private async assertPhoneAllowance(mobile: string) {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const [sent] = await this.db
      .select({
        day: sql<number>`count(*)::int`,
        hour: sql<number>`count(*) filter (where ${gt(sysSmsCode.createTime, hourAgo)})::int`,
      })
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, dayAgo)));
    if ((sent?.day ?? 0) >= PHONE_SENDS.perDay)
      throw tooMany('该手机号今天接收验证码的次数已达上限，请明天再试');
    if ((sent?.hour ?? 0) >= PHONE_SENDS.perHour)
      throw tooMany('该手机号接收验证码过于频繁，请 1 小时后再试');
  }

  /** Consumes the code or throws a 400 with the reason; a wrong guess counts against the code. */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.purpose, purpose), isNull(sysSmsCode.usedAt)))
      .orderBy(desc(sysSmsCode.createTime))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest('验证码已失效，请重新获取');
    if (row.attempts >= MAX_GUESSES) throw badRequest('验证码错误次数过多，请重新获取');
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(mobile, purpose, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const [after] = await this.db
        .update(sysSmsCode)
        .set({ attempts: sql`${sysSmsCode.attempts} + 1` })
        .where(eq(sysSmsCode.id, row.id))
        .returning({ attempts: sysSmsCode.attempts });
      const left = MAX_GUESSES - (after?.attempts ?? MAX_GUESSES);
      throw badRequest(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取');
    }
    // Conditional update: of two simultaneous uses of one code only one succeeds.
    const used = await this.db
      .update(sysSmsCode)
      .set({ usedAt: new Date() })
      .where(and(eq(sysSmsCode.id, row.id), isNull(sysSmsCode.usedAt), lt(sysSmsCode.attempts, MAX_GUESSES)))
      .returning({ id: sysSmsCode.id });
    if (!used.length) throw badRequest('验证码已失效，请重新获取');
  }
}

const byContext = new WeakMap<AppContext, SmsCodes>();

/** The app's SMS codes, for other domains (set up when identity registers its routes). */
export function smsCodesOf(ctx: AppContext): SmsCodes {
  const codes = byContext.get(ctx);
  if (!codes) throw new Error('短信验证码服务尚未初始化');
  return codes;
}

export function provideSmsCodes(ctx: AppContext, codes: SmsCodes): void {
  byContext.set(ctx, codes);
}
