import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { sysCaptcha } from './tables.ts';

const TTL_MS = 60_000;

/** Captcha images: the answer lives server-side under the client's key, single use, 60 s. */
export class CaptchaService {
  constructor(private readonly db: Db) {}

  async create(checkKey: string): Promise<string> {
    const captcha = svgCaptcha.create({
      size: 4,
      ignoreChars: '0oO1ilI',
      noise: 3,
      color: true,
      width: 105,
      height: 35,
      fontSize: 40,
    });
    const expiresAt = new Date(Date.now() + TTL_MS);
    await this.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date()));
    await this.db
      .insert(sysCaptcha)
      .values({ checkKey, answer: captcha.text.toLowerCase(), expiresAt })
      .onConflictDoUpdate({
        target: sysCaptcha.checkKey,
        set: { answer: captcha.text.toLowerCase(), expiresAt },
      });
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /** Checks and consumes the answer: a second try with the same key always fails. */
  async verify(checkKey: string, answer: string): Promise<boolean> {
    const [row] = await this.db
      .delete(sysCaptcha)
      .where(and(eq(sysCaptcha.checkKey, checkKey), gt(sysCaptcha.expiresAt, new Date())))
      .returning({ answer: sysCaptcha.answer });
    return !!row && row.answer === answer.trim().toLowerCase();
  }

  /** Test hook: the stored answer of a key. */
  async peek(checkKey: string): Promise<string | undefined> {
    const [row] = await this.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
    return row?.answer;
  }
}
