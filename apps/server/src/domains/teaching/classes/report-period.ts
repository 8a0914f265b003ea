import { REPORT_MAX_DAYS } from '@ck/shared';
import { formatDateTime, parseDateTime } from '../../../platform/http/dates.ts';
import { badRequest } from '../../../platform/http/errors.ts';

const DAY_MS = 86_400_000;

/** A report's days `from`..`to` (China time, both included) and the instants bounding them. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  /** Midnight after `to`. */
  end: Date;
}

const today = () => formatDateTime(new Date())!.slice(0, 10);

/** The period of a report: given days, or the last `defaultDays` days up to today. */
export function periodOf(from: string | undefined, to: string | undefined, defaultDays = 30): Period {
  const last = to ?? today();
  const end = new Date(parseDateTime(last)!.getTime() + DAY_MS);
  const first = from ?? formatDateTime(new Date(end.getTime() - defaultDays * DAY_MS))!.slice(0, 10);
  const start = parseDateTime(first)!;
  if (start >= end) throw badRequest('开始日期不能晚于结束日期');
  if ((end.getTime() - start.getTime()) / DAY_MS > REPORT_MAX_DAYS)
    throw badRequest(`统计时间跨度不能超过 ${REPORT_MAX_DAYS} 天`);
  return { from: first, to: last, start, end };
}

/** Every day of the period, `YYYY-MM-DD`. */
export function daysOf(p: Period): string[] {
  const out: string[] = [];
  for (let t = p.start.getTime(); t < p.end.getTime(); t += DAY_MS)
    out.push(formatDateTime(new Date(t))!.slice(0, 10));
  return out;
}

/** Every month the period touches, `YYYY-MM`. */
export function monthsOf(p: Period): string[] {
  const out: string[] = [];
  let [y, m] = p.from.split('-').map(Number);
  const [ly, lm] = p.to.split('-').map(Number);
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
