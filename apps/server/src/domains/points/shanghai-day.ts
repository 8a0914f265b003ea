const DAY_MS = 86_400_000;
// Asia/Shanghai is UTC+8 all year (no daylight saving), so a day there is a fixed UTC window.
const OFFSET_MS = 8 * 3_600_000;

/** `YYYY-MM-DD` of the day in Asia/Shanghai that holds `at`. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The start (inclusive) and end (exclusive) of the Asia/Shanghai day that holds `at`. */
export function shanghaiDayBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${shanghaiDay(at)}T00:00:00Z`) - OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The `YYYY-MM-DD` before `day`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}
