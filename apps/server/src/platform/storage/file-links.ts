import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STATIC_PREFIX = '/api/sys/common/static/';
const DEFAULT_TTL_S = 600;
const MAX_TTL_S = 86_400;

/** Short-lived links to private files: an HMAC over the storage key and the expiry time. */
export class FileLinks {
  private readonly secret: Buffer;

  constructor(secret?: string) {
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  private mac(key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  signedUrl(key: string, ttlSeconds = DEFAULT_TTL_S, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + Math.min(ttlSeconds, MAX_TTL_S);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${STATIC_PREFIX}${path}?expires=${expires}&sign=${this.mac(key, expires)}`;
  }

  verify(key: string, expires: unknown, sign: unknown, now = Date.now()): boolean {
    if (typeof expires !== 'string' || typeof sign !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    const nowS = Math.floor(now / 1000);
    if (at < nowS || at > nowS + MAX_TTL_S) return false;
    const expected = Buffer.from(this.mac(key, at));
    const given = Buffer.from(sign);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export const publicUrlOf = (key: string) =>
  `${STATIC_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
