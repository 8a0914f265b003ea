import type { Database } from '../../db/client.ts';
import { tooMany } from '../http/errors.ts';
import { randomCaptchaText, renderCaptcha } from './captcha-image.ts';
import { type CaptchaStore, MemoryCaptchaStore, TableCaptchaStore } from './captcha-store.ts';
import { FailureLimiter } from './rate-limit.ts';

const TTL_MS = 60_000;
/** Captcha images one IP may ask for per minute (a login page asks for one per try). */
export const CAPTCHA_IMAGES_PER_MINUTE = 30;
export const CAPTCHA_LIMIT_MESSAGE = '获取验证码过于频繁，请稍后再试';

/**
 * Captcha images: the answer lives server-side under the client's key, single use, 60 s. Answers stay
 * in memory on the embedded database (one process); on PostgreSQL, where several nodes may serve one
 * login, they go to the shared table.
 */
export class CaptchaService {
  readonly store: CaptchaStore;
  private readonly byIp = new FailureLimiter(CAPTCHA_IMAGES_PER_MINUTE, 60_000);

  constructor(database: Pick<Database, 'db' | 'kind'>) {
    this.store = database.kind === 'postgres' ? new TableCaptchaStore(database.db) : new MemoryCaptchaStore();
  }

  /** A new image for `checkKey`; refused with a 429 past the per-IP rate. */
  async create(checkKey: string, ip: string): Promise<string> {
    if (this.byIp.blocked(ip)) throw tooMany(CAPTCHA_LIMIT_MESSAGE);
    this.byIp.fail(ip);
    const text = randomCaptchaText();
    await this.store.put(checkKey, text.toLowerCase(), Date.now() + TTL_MS);
    return `data:image/svg+xml;base64,${Buffer.from(renderCaptcha(text)).toString('base64')}`;
  }

  /** Checks and consumes the answer: a second try with the same key always fails. */
  async verify(checkKey: string, answer: string): Promise<boolean> {
    const stored = await this.store.take(checkKey);
    return !!stored && stored === answer.trim().toLowerCase();
  }

  /**
   * Checks an answer ahead of the call that uses it: a right answer stays for that call, a wrong one is
   * consumed, so each image allows a single guess.
   */
  async check(checkKey: string, answer: string): Promise<'ok' | 'expired' | 'wrong'> {
    const stored = await this.store.peek(checkKey);
    if (!stored) return 'expired';
    if (stored === answer.trim().toLowerCase()) return 'ok';
    await this.store.take(checkKey);
    return 'wrong';
  }

  /** Test hook: the stored answer of a key. */
  async peek(checkKey: string): Promise<string | undefined> {
    return this.store.peek(checkKey);
  }
}
