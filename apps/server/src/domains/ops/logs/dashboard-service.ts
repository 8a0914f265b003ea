import type { DashboardAnalysis } from '@ck/shared';
import { and, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser } from '../../identity/index.ts';
import { loginCounters, logTenantScope, startOfToday, visitsByDay } from './log-service.ts';

/** Today's logs of one type in the tenant, optionally narrowed further. */
async function countToday(db: Db, tenantId: string, logType: 1 | 2, extra?: SQL) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(sysLog)
    .where(
      and(
        logTenantScope(tenantId),
        eq(sysLog.logType, logType),
        extra,
        sql`${sysLog.createTime} >= ${startOfToday()}`,
      ),
    );
  return total;
}

/** The analysis page in one call: users, classes, today's activity and the per-day sign-ins. */
export async function dashboardAnalysis(db: Db, tenantId: string, days: number): Promise<DashboardAnalysis> {
  const [{ users }] = await db.select({ users: count() }).from(sysUser).where(liveScope(sysUser, tenantId));
  const [{ classes }] = await db
    .select({ classes: count() })
    .from(sysDepart)
    .where(and(liveScope(sysDepart, tenantId), eq(sysDepart.orgCategory, '3')));
  const operations = await countToday(db, tenantId, 2);
  const counters = await loginCounters(db, tenantId);
  const failed = await countToday(db, tenantId, 1, like(sysLog.content, '%登录失败%'));
  return {
    userCount: users,
    classCount: classes,
    todayLogins: counters.todayVisitCount,
    todayIp: counters.todayIp,
    totalVisits: counters.totalVisitCount,
    todayOperations: operations,
    todayFailedLogins: failed,
    series: await visitsByDay(db, tenantId, days),
  };
}
