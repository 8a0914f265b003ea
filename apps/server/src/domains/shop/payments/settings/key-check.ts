import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** Whether `privateKey` signs a probe that its own public half verifies: a key that works at all. */
export function keyPairMatches(privateKey: KeyObject): boolean {
  try {
    const probe = Buffer.from('ck-pay-key-check', 'utf8');
    return verify('sha256', probe, createPublicKey(privateKey), sign('sha256', probe, privateKey));
  } catch {
    return false;
  }
}
