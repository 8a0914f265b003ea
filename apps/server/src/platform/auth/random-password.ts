import { randomBytes } from 'node:crypto';

/** A readable initial password: letters and digits, 12 characters or so, always with both. */
export function randomPassword(): string {
  return `Ck${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}${Math.floor(Math.random() * 90 + 10)}`;
}
