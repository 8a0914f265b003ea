import { isCalendarDate, type OrderListQuery, parseDateTime } from '@ck/shared';
import { eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { badRequest } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { teachingOrder as o } from '../tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayStart(value: string, label: string): Date {
  const day = isCalendarDate(value) ? parseDateTime(value) : null;
  if (!day) throw badRequest(`${label}格式应为 YYYY-MM-DD`);
  return day;
}

/**
 * The admin search as SQL (the caller adds the tenant): order no, account, product, status, method,
 * paid after the cancel, days.
 */
export function orderFilters(q: OrderListQuery): SQL[] {
  const where: SQL[] = [];
  if (q.orderNo) where.push(ilike(o.orderNo, likePattern(q.orderNo)));
  if (q.username) where.push(ilike(o.username, likePattern(q.username)));
  if (q.productName) where.push(ilike(o.productName, likePattern(q.productName)));
  if (q.status) where.push(eq(o.status, q.status));
  if (q.payMethod) where.push(eq(o.payMethod, q.payMethod));
  if (q.latePaid) where.push(eq(o.latePaid, Number(q.latePaid)));
  const from = q.dateFrom ? dayStart(q.dateFrom, '开始日期') : null;
  const to = q.dateTo ? dayStart(q.dateTo, '结束日期') : null;
  if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期');
  // Asia/Shanghai has no daylight saving: a day is always [start, start + 24 h).
  if (from) where.push(gte(o.createTime, from));
  if (to) where.push(lt(o.createTime, new Date(to.getTime() + DAY_MS)));
  return where;
}
