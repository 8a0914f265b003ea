import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the binding's typings).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

// Verifying against this hash when the account does not exist keeps the timing of
// "no such user" and "wrong password" alike.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}

/** Password policy for new passwords: 8-64 characters with letters and digits. */
export function passwordProblem(plain: string): string | null {
  if (plain.length < 8 || plain.length > 64) return '密码长度必须为 8-64 位';
  if (!/[A-Za-z]/.test(plain) || !/\d/.test(plain)) return '密码必须同时包含字母和数字';
  return null;
}
