/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the date format of every JSON answer. */
const fmt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatDateTime(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return null;
  return fmt.format(date);
}

/** Parses `YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD` as Asia/Shanghai time. */
export function parseDateTime(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', se = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${se}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
