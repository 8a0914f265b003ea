import type { LogFilter, LoginCounters, PageResult, SysLog, VisitDay } from '@ck/shared';
import { and, asc, count, countDistinct, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { sheetWorkbook } from '../../../crud/excel-export.ts';
import type { Db } from '../../../db/client.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { formatDateTime, parseDateTime } from '../../../platform/http/dates.ts';
import { escapeLike } from '../../../platform/http/paging.ts';
import { timeWindow } from '../../../platform/http/time-window.ts';
import { DEFAULT_TENANT_ID, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { operationText } from './operation-text.ts';

const DAY_MS = 86_400_000;

/** Logs of the caller's tenant; failed sign-ins of unknown accounts belong to the platform's own tenant. */
export function logTenantScope(tenantId: string): SQL {
  return tenantId === DEFAULT_TENANT_ID
    ? (or(tenantScope(sysLog, tenantId), isNull(sysLog.tenantId)) as SQL)
    : tenantScope(sysLog, tenantId);
}

export function logConditions(tenantId: string, q: LogFilter): SQL {
  const conds: SQL[] = [logTenantScope(tenantId)];
  if (q.logType) conds.push(eq(sysLog.logType, q.logType));
  if (q.username) conds.push(ilike(sysLog.username, `%${escapeLike(q.username)}%`));
  if (q.ip) conds.push(ilike(sysLog.ip, `%${escapeLike(q.ip)}%`));
  if (q.keyWord) conds.push(ilike(sysLog.content, `%${escapeLike(q.keyWord)}%`));
  conds.push(...timeWindow(sysLog.createTime, q.createTime_begin, q.createTime_end));
  return and(...conds) as SQL;
}

const toRecord = (r: typeof sysLog.$inferSelect): SysLog => ({
  ...r,
  createTime: formatDateTime(r.createTime),
  logContent: r.content,
  userid: r.userId,
  logType_dictText: r.logType === 1 ? '登录日志' : '操作日志',
  operateType_dictText: operationText(r.operateType),
});

export async function listLogs(
  db: Db,
  tenantId: string,
  q: LogFilter,
  pageNo: number,
  pageSize: number,
): Promise<PageResult<SysLog>> {
  const where = logConditions(tenantId, q);
  const [{ total }] = await db.select({ total: count() }).from(sysLog).where(where);
  const rows = await db
    .select()
    .from(sysLog)
    .where(where)
    .orderBy(q.order === 'asc' ? asc(sysLog.createTime) : desc(sysLog.createTime), desc(sysLog.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    records: rows.map(toRecord),
    total,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(total / pageSize),
  };
}

export const MAX_EXPORT_ROWS = 100_000;

export async function exportLogs(db: Db, tenantId: string, q: LogFilter): Promise<Buffer> {
  const rows = await db
    .select()
    .from(sysLog)
    .where(logConditions(tenantId, q))
    .orderBy(desc(sysLog.createTime))
    .limit(MAX_EXPORT_ROWS);
  return logWorkbook(rows);
}

export function logWorkbook(rows: (typeof sysLog.$inferSelect)[]): Promise<Buffer> {
  return sheetWorkbook(
    '系统日志',
    [
      { header: '日志类型', width: 10 },
      { header: '用户名', width: 16 },
      { header: '日志内容', width: 48 },
      { header: '操作权限', width: 24 },
      { header: 'IP', width: 18 },
      { header: '请求方法', width: 10 },
      { header: '请求路径', width: 40 },
      { header: '时间', width: 20 },
    ],
    rows.map((r) => [
      r.logType === 1 ? '登录日志' : '操作日志',
      r.username ?? '',
      r.content,
      r.operateType ?? '',
      r.ip ?? '',
      r.method ?? '',
      r.path ?? '',
      formatDateTime(r.createTime),
    ]),
  );
}

/** Start of today in Asia/Shanghai. */
export function startOfToday(now = new Date()): Date {
  const day = formatDateTime(now)!.slice(0, 10);
  return parseDateTime(day)!;
}

/** Dashboard counters of JeecgBoot's `/sys/loginfo`: sign-ins in total, today, distinct IPs today. */
export async function loginCounters(db: Db, tenantId: string): Promise<LoginCounters> {
  const logins = and(logTenantScope(tenantId), eq(sysLog.logType, 1), ilike(sysLog.content, '%登录成功'));
  const today = and(logins, gte(sysLog.createTime, startOfToday()));
  const [{ total }] = await db.select({ total: count() }).from(sysLog).where(logins);
  const [{ visits, ips }] = await db
    .select({ visits: count(), ips: countDistinct(sysLog.ip) })
    .from(sysLog)
    .where(today);
  return { totalVisitCount: total, todayVisitCount: visits, todayIp: ips };
}

/** Sign-ins and distinct IPs per day for the last `days` days, oldest first (JeecgBoot `/sys/visitInfo`). */
export async function visitsByDay(db: Db, tenantId: string, days: number): Promise<VisitDay[]> {
  const start = new Date(startOfToday().getTime() - (days - 1) * DAY_MS);
  const dayExpr = sql<string>`to_char(${sysLog.createTime} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: dayExpr, visit: count(), ip: countDistinct(sysLog.ip) })
    .from(sysLog)
    .where(
      and(
        logTenantScope(tenantId),
        eq(sysLog.logType, 1),
        ilike(sysLog.content, '%登录成功'),
        gte(sysLog.createTime, start),
      ),
    )
    .groupBy(dayExpr);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: VisitDay[] = [];
  for (let i = 0; i < days; i++) {
    const type = formatDateTime(new Date(start.getTime() + i * DAY_MS + 12 * 3_600_000))!.slice(0, 10);
    const hit = byDay.get(type);
    out.push({ tian: type.slice(5), type, visit: Number(hit?.visit ?? 0), ip: Number(hit?.ip ?? 0) });
  }
  return out;
}
