import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { badRequest } from '../../../platform/http/errors.ts';

/** RSA keys shorter than this are refused: both providers require RSA 2048. */
const MIN_RSA_BITS = 2048;

const bareBase64 = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');

/**
 * The PEM with its base64 body in 64-character lines: a key pasted into a one-line (password) input
 * loses its line breaks, which the PEM reader does not accept.
 */
export function normalizePem(text: string): string {
  const match = /^-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----$/.exec(text.trim());
  if (!match) return text.trim();
  const body = match[2].replace(/\s+/g, '');
  return `-----BEGIN ${match[1]}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${match[1]}-----\n`;
}

function tryKey<T>(attempts: (() => T)[]): T | null {
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // the next format
    }
  }
  return null;
}

function checkedRsa(key: KeyObject | null, label: string): KeyObject {
  if (!key) throw badRequest(`${label}无法解析，请粘贴完整的 PEM 内容（含 BEGIN/END 行）`);
  if (key.asymmetricKeyType !== 'rsa') throw badRequest(`${label}必须是 RSA 密钥`);
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS)
    throw badRequest(`${label}长度不足 2048 位`);
  return key;
}

/**
 * A private key from PEM, or from the bare base64 the Alipay key tool prints (PKCS#8 or PKCS#1).
 * Throws a Chinese `badRequest` naming `label` when it is not an RSA key of at least 2048 bits.
 */
export function rsaPrivateKey(text: string, label: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.includes('-----BEGIN')
    ? tryKey([() => createPrivateKey(normalizePem(trimmed))])
    : tryKey([
        () => createPrivateKey({ key: bareBase64(trimmed), format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: bareBase64(trimmed), format: 'der', type: 'pkcs1' }),
      ]);
  return checkedRsa(key, label);
}

/** A public key from PEM (a certificate too), or from bare base64 (SubjectPublicKeyInfo or PKCS#1). */
export function rsaPublicKey(text: string, label: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.includes('-----BEGIN')
    ? tryKey([() => createPublicKey(normalizePem(trimmed))])
    : tryKey([
        () => createPublicKey({ key: bareBase64(trimmed), format: 'der', type: 'spki' }),
        () => createPublicKey({ key: bareBase64(trimmed), format: 'der', type: 'pkcs1' }),
      ]);
  if (key && trimmed.includes('PRIVATE KEY')) throw badRequest(`${label}应填写公钥，不能填写私钥`);
  return checkedRsa(key, label);
}
