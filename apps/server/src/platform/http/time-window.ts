import { isCalendarDate } from '@ck/shared';
import { type Column, gte, lt, lte, type SQL } from 'drizzle-orm';
import { parseDateTime } from './dates.ts';
import { badRequest } from './errors.ts';

const DAY_MS = 86_400_000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function boundOf(value: string, label: string): Date {
  const date = isCalendarDate(value.trim().slice(0, 10)) ? parseDateTime(value) : null;
  if (!date) throw badRequest(`${label}格式不正确：${value}，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
  return date;
}

/**
 * The `createTime_begin` / `createTime_end` filter of a list (Asia/Shanghai): a bare end date covers
 * its whole day, and a window that ends before it starts is refused rather than answered empty.
 */
export function timeWindow(column: Column, begin?: string, end?: string): SQL[] {
  const where: SQL[] = [];
  const from = begin ? boundOf(begin, '开始时间') : null;
  if (from) where.push(gte(column, from));
  if (end) {
    const to = boundOf(end, '结束时间');
    if (from && from > to) throw badRequest('开始时间不能晚于结束时间');
    where.push(BARE_DATE.test(end.trim()) ? lt(column, new Date(to.getTime() + DAY_MS)) : lte(column, to));
  }
  return where;
}
