import { isCalendarDate } from '@ck/shared';
import { eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { parseDateTime } from '../../../platform/http/dates.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { teachingJifen as j } from '../tables.ts';

const DAY_MS = 86_400_000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function boundOf(value: string, label: string): Date {
  const date = isCalendarDate(value.trim().slice(0, 10)) ? parseDateTime(value) : null;
  if (!date) throw badRequest(`${label}格式不正确：${value}，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
  return date;
}

/**
 * Kind and time window of a ledger search (Asia/Shanghai); a bare end date covers its whole day.
 * A window that ends before it starts is refused rather than answered empty.
 */
export function ledgerFilters(q: {
  kind?: string;
  createTime_begin?: string;
  createTime_end?: string;
}): SQL[] {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(j.kind, q.kind));
  const begin = q.createTime_begin ? boundOf(q.createTime_begin, '开始时间') : null;
  let end: SQL | null = null;
  if (q.createTime_end) {
    const at = boundOf(q.createTime_end, '结束时间');
    const bare = BARE_DATE.test(q.createTime_end.trim());
    if (begin && begin > at) throw badRequest('开始时间不能晚于结束时间');
    end = bare ? lt(j.createTime, new Date(at.getTime() + DAY_MS)) : lte(j.createTime, at);
  }
  if (begin) where.push(gte(j.createTime, begin));
  if (end) where.push(end);
  return where;
}
