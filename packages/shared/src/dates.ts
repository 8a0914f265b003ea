/** Parses `YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD` as Asia/Shanghai time (the API's date format). */
export function parseDateTime(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', se = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${se}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
