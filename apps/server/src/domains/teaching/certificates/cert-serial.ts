import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `CK` + year + 8 characters from 40 random bits: public on the paper, impossible to guess. */
export function newSerialNo(year: number): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 7; i >= 0; i--) out += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return `CK${year}${out}`;
}

export const SERIAL_PATTERN = /^CK\d{4}[A-Z2-7]{8}$/;

/** A name with its middle hidden: 李*明, 李*, *; the public sees no more of a holder. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Today as `YYYY-MM-DD` in Asia/Shanghai, the date certificates carry. */
export function todayInShanghai(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}
