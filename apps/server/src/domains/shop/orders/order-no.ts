import { randomInt } from 'node:crypto';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `S` + yyyyMMddHHmmss (UTC+8) + 8 random digits: readable, sortable by time, unique in practice (the column is unique). */
export function newOrderNo(now = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3_600_000);
  const stamp =
    `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1, 2)}${pad(t.getUTCDate(), 2)}` +
    `${pad(t.getUTCHours(), 2)}${pad(t.getUTCMinutes(), 2)}${pad(t.getUTCSeconds(), 2)}`;
  return `S${stamp}${pad(randomInt(0, 100_000_000), 8)}`;
}
