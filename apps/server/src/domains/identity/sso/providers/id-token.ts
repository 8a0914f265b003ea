import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { ssoError } from '../sso-errors.ts';

export interface IdTokenClaims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  azp?: string;
  exp?: number;
  iat?: number;
  nonce?: string;
  [claim: string]: unknown;
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  /** The issuer's keys (JWKS `keys`). */
  keys: (JsonWebKey & { kid?: string; use?: string; alg?: string })[];
  now?: number;
}

/** Tolerated clock difference between us and the issuer. */
const SKEW_S = 60;

const invalid = (why: string) => ssoError(`身份令牌无效：${why}`, 401);

function part<T>(text: string | undefined): T {
  try {
    return JSON.parse(Buffer.from(text ?? '', 'base64url').toString('utf8')) as T;
  } catch {
    throw invalid('格式错误');
  }
}

/**
 * Verifies an RS256-signed OIDC ID token with the issuer's JWKS (node:crypto, no JWT library) and checks
 * issuer, audience, expiry and nonce. Other algorithms are refused, `none` above all.
 */
export function verifyIdToken(token: string, want: IdTokenExpectations): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('格式错误');
  const header = part<{ alg?: string; kid?: string }>(parts[0]);
  if (header.alg !== 'RS256') throw invalid(`不支持的签名算法 ${header.alg ?? '无'}`);
  const candidates = want.keys.filter(
    (k) => k.kty === 'RSA' && (!header.kid || k.kid === header.kid) && (!k.use || k.use === 'sig'),
  );
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2], 'base64url');
  const good = candidates.some((jwk) => {
    try {
      return verify('RSA-SHA256', signed, createPublicKey({ key: jwk, format: 'jwk' }), signature);
    } catch {
      return false;
    }
  });
  if (!good) throw invalid('签名校验失败');
  const claims = part<IdTokenClaims>(parts[1]);
  const now = Math.floor((want.now ?? Date.now()) / 1000);
  if (claims.iss !== want.issuer) throw invalid('签发者不匹配');
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(want.clientId)) throw invalid('受众不匹配');
  if (aud.length > 1 && claims.azp !== undefined && claims.azp !== want.clientId) throw invalid('受众不匹配');
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_S < now) throw invalid('已过期');
  if (typeof claims.iat === 'number' && claims.iat - SKEW_S > now) throw invalid('签发时间在未来');
  if (claims.nonce !== want.nonce) throw invalid('nonce 不匹配');
  if (typeof claims.sub !== 'string' || !claims.sub) throw invalid('缺少用户标识 sub');
  return claims;
}
