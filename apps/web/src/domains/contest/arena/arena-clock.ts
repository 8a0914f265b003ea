/** The arena's clock: the server's time of day, kept by the offset measured from `status.serverTime`. */

/** `YYYY-MM-DD HH:mm:ss` as milliseconds, read on the browser's clock; null when unreadable. */
export function parseTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return new Date(y, mo - 1, d, h, mi, s || 0).getTime();
}

/**
 * Server clock minus browser clock. Both times are read the same way, so the time zone cancels out;
 * a browser whose clock is wrong still counts down to the server's end.
 */
export function clockOffset(serverTime: string | null | undefined, browserNow: number): number {
  const server = parseTime(serverTime);
  return server === null ? 0 : server - browserNow;
}

/** Milliseconds left until `target` on the server clock (never negative); null without a target. */
export function remainingMs(target: string | null | undefined, offset: number, browserNow: number) {
  const end = parseTime(target);
  if (end === null) return null;
  return Math.max(0, end - (browserNow + offset));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `1天 02:03:04` or `02:03:04`; seconds are rounded up so 00:00:00 shows only at the very end. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const clock = `${two(h)}:${two(m)}:${two(s)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}
