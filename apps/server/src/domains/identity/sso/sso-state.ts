import { createHash, randomBytes } from 'node:crypto';
import type { SsoSource } from '@ck/shared';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { ssoError } from './sso-errors.ts';

/** How long a user may take at the provider between leaving and coming back. */
export const STATE_TTL_MS = 10 * 60_000;

/** What the round trip through the provider carries: sealed, so the browser can neither read nor alter it. */
export interface SsoStatePayload {
  /** Random id: each state is accepted once. */
  id: string;
  source: SsoSource;
  mode: 'login' | 'bind';
  /** The signed-in user asking to bind (bind mode only). */
  userId?: string;
  /** PKCE code verifier and ID token nonce (OIDC). */
  verifier?: string;
  nonce?: string;
  expiresAt: number;
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Issues and checks the `state` of redirect sign-ins: AES-GCM sealed with the server's secret key
 * (forging or changing one fails to open), expiring, and single use within this process.
 */
export class SsoStates {
  private readonly used = new Map<string, number>();

  constructor(private readonly box: SecretBox) {}

  issue(payload: Omit<SsoStatePayload, 'id' | 'expiresAt'>): { state: string; payload: SsoStatePayload } {
    const full: SsoStatePayload = { ...payload, id: randomToken(16), expiresAt: Date.now() + STATE_TTL_MS };
    const sealed = this.box.seal(JSON.stringify(full));
    return { state: Buffer.from(sealed).toString('base64url'), payload: full };
  }

  /** The payload of a state issued here for `source`, once; anything else is refused. */
  consume(state: string | undefined, source: SsoSource): SsoStatePayload {
    if (!state) throw ssoError('登录请求缺少 state 参数，请重新登录');
    const opened = this.box.open(Buffer.from(state, 'base64url').toString('utf8'));
    let payload: SsoStatePayload | undefined;
    try {
      payload = opened ? (JSON.parse(opened) as SsoStatePayload) : undefined;
    } catch {
      payload = undefined;
    }
    if (!payload || payload.source !== source) throw ssoError('登录请求校验失败（state 无效），请重新登录');
    const now = Date.now();
    if (payload.expiresAt <= now) throw ssoError('登录请求已过期，请重新登录');
    this.sweep(now);
    if (this.used.has(payload.id)) throw ssoError('该登录请求已使用过，请重新登录');
    this.used.set(payload.id, payload.expiresAt);
    return payload;
  }

  private sweep(now: number) {
    if (this.used.size < 1000) return;
    for (const [id, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(id);
  }
}
