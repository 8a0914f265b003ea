import { createDecipheriv, type KeyObject, randomBytes, sign, verify } from 'node:crypto';

// WeChat Pay API v3 signatures: SHA256-RSA2048 over newline-terminated lines, base64.

export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** Answers and notifications older (or newer) than this are refused: a replayed old message. */
export const WECHAT_MAX_SKEW_SECONDS = 5 * 60;

export const wechatNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The signature of `lines`, each followed by `\n`. */
export function signLines(key: KeyObject, lines: string[]): string {
  return sign('sha256', Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8'), key).toString('base64');
}

export function verifyLines(key: KeyObject, lines: string[], signature: string): boolean {
  try {
    const message = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8');
    return verify('sha256', message, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export interface MerchantIdentity {
  mchId: string;
  serialNo: string;
  key: KeyObject;
}

/** `Authorization` of a request: the merchant signs method, path with query, time, nonce and body. */
export function authorizationOf(
  merchant: MerchantIdentity,
  method: string,
  urlPath: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  nonce = wechatNonce(),
): string {
  const signature = signLines(merchant.key, [method, urlPath, String(timestamp), nonce, body]);
  return (
    `${WECHAT_AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`
  );
}

/** The `Wechatpay-*` headers of an answer or a notification. */
export interface WechatSignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export function signedHeadersOf(
  headers: (name: string) => string | null | undefined,
): WechatSignedHeaders | null {
  const timestamp = headers('wechatpay-timestamp');
  const nonce = headers('wechatpay-nonce');
  const signature = headers('wechatpay-signature');
  const serial = headers('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial };
}

export type WechatVerdict = 'ok' | 'bad-signature' | 'wrong-serial' | 'expired';

/**
 * Whether WeChat Pay signed `body` with the key of `serial`, within five minutes of now. Test
 * notifications signed with the `WECHATPAY/SIGNTEST/` prefix fail here as any bad signature does.
 */
export function verifyWechat(
  key: KeyObject,
  expectedSerial: string,
  signed: WechatSignedHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): WechatVerdict {
  if (signed.serial !== expectedSerial) return 'wrong-serial';
  const at = Number(signed.timestamp);
  if (!/^\d{1,12}$/.test(signed.timestamp) || Math.abs(nowSeconds - at) > WECHAT_MAX_SKEW_SECONDS)
    return 'expired';
  return verifyLines(key, [signed.timestamp, signed.nonce, body], signed.signature) ? 'ok' : 'bad-signature';
}

/** The `resource` of a notification, sealed with the merchant's APIv3 key. */
export interface WechatResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** The plain text of `resource`; null when it was not sealed with `apiV3Key` or was altered. */
export function openWechatResource(apiV3Key: string, resource: WechatResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const raw = Buffer.from(resource.ciphertext, 'base64');
  const key = Buffer.from(apiV3Key, 'utf8');
  if (raw.length <= 16 || key.length !== 32) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
