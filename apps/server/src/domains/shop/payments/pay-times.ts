// Both providers think in China time (UTC+8, no daylight saving).
const CHINA_OFFSET_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

function chinaParts(at: Date) {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (Alipay's timestamps). */
export function chinaDateTime(at: Date): string {
  const { date, time } = chinaParts(at);
  return `${date} ${time}`;
}

/** RFC 3339 with the +08:00 offset (WeChat Pay's `time_expire`). */
export function chinaRfc3339(at: Date): string {
  const { date, time } = chinaParts(at);
  return `${date}T${time}+08:00`;
}

/** Fen to the yuan string both providers use: `12.30`. */
export const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${pad(fen % 100)}`;

/** `12.3` / `12.30` yuan to fen; null for anything that is not a plain non-negative amount. */
export function fenOf(yuan: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
