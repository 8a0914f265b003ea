/** `2026-03-05 14:30` from an ISO time (the visitor's local time), '' when absent or invalid. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** `2026-03-05` from an ISO time. */
export function formatDate(iso: string | null | undefined): string {
  return formatTime(iso).slice(0, 10);
}

/** `mm:ss` of a number of seconds (never negative). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
