import { eq, type SQL } from 'drizzle-orm';
import { timeWindow } from '../../../platform/http/time-window.ts';
import { teachingJifen as j } from '../tables.ts';

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
  where.push(...timeWindow(j.createTime, q.createTime_begin, q.createTime_end));
  return where;
}
