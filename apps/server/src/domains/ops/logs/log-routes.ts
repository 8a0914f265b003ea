import { PERMS } from '@ck/shared';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { contentDisposition } from '../../../crud/excel-export.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pagingFields } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser } from '../../identity/index.ts';
import {
  exportLogs,
  listLogs,
  loginCounters,
  logTenantScope,
  startOfToday,
  visitsByDay,
} from './log-service.ts';

const TAGS = ['ops'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const filters = {
  logType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '日志类型只能是 1（登录）或 2（操作）')
    .transform((v) => v as 1 | 2)
    .optional(),
  username: z.string().trim().max(64, '用户名不能超过 64 个字符').optional(),
  keyWord: z.string().trim().max(100, '关键词不能超过 100 个字符').optional(),
  ip: z.string().trim().max(64).optional(),
  createTime_begin: z.string().trim().max(19).optional(),
  createTime_end: z.string().trim().max(19).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方式只能是 asc 或 desc' }).optional(),
  // Logs sort by time only; other columns are refused rather than silently ignored.
  column: z.enum(['createTime'], { error: '日志只能按时间排序' }).optional(),
};
const listQuery = z.object({
  ...filters,
  ...pagingFields({ maxSize: 200, defaultSize: 20 }),
});
const days = z.object({ days: z.coerce.number().int().min(1).max(90, '最多统计 90 天').default(7) });

/** Login and operation logs, and the dashboard counters built from them. */
export function logRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/sys/log/list',
    {
      config: requirePerm(PERMS.log.list),
      schema: {
        summary:
          '日志：`logType`（1 登录 / 2 操作）、`username`、`keyWord`、`ip`、`createTime_begin/_end`、`order`、分页',
        tags: TAGS,
        querystring: listQuery,
      },
    },
    async (req) => {
      const { pageNo, pageSize, ...q } = req.query;
      return ok(await listLogs(db, req.auth!.tenantId, q, pageNo, pageSize), '查询成功');
    },
  );

  app.get(
    '/api/sys/log/exportXls',
    {
      config: requirePerm(PERMS.log.export),
      schema: {
        summary: '导出日志：同样的筛选条件，导出 xlsx（最多 10 万行）',
        tags: TAGS,
        querystring: z.object(filters),
      },
    },
    async (req, reply) => {
      const buffer = await exportLogs(db, req.auth!.tenantId, req.query);
      const label = req.query.logType === 1 ? '登录日志' : req.query.logType === 2 ? '操作日志' : '系统日志';
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', contentDisposition(`${label}.xlsx`, 'sys-log.xlsx'))
        .send(buffer);
    },
  );

  const dashboard = requirePerm(PERMS.analysis.view);

  const loginfoDoc = { summary: '访问统计 `{totalVisitCount, todayVisitCount, todayIp}`', tags: TAGS };
  app.get('/api/sys/loginfo', { config: dashboard, schema: loginfoDoc }, async (req) =>
    ok(await loginCounters(db, req.auth!.tenantId), '查询成功'),
  );

  const visitInfoSchema = {
    summary: '每天 `{tian, type, visit, ip}`，`days` 默认 7、最多 90 天',
    tags: TAGS,
    querystring: days,
  };
  app.get('/api/sys/visitInfo', { config: dashboard, schema: visitInfoSchema }, async (req) =>
    ok(await visitsByDay(db, req.auth!.tenantId, req.query.days), '查询成功'),
  );

  // Everything the analysis page shows in one call: counters and a per-day series.
  app.get(
    '/api/sys/dashboard/analysis',
    {
      config: dashboard,
      schema: {
        summary: '首页分析：用户数、班级数、今日登录、累计访问、今日后台操作与每日序列（`days` 默认 30）',
        tags: TAGS,
        querystring: z.object({ days: days.shape.days.default(30) }),
      },
    },
    async (req) => {
      const tenantId = req.auth!.tenantId;
      const [{ users }] = await db
        .select({ users: count() })
        .from(sysUser)
        .where(and(tenantScope(sysUser, tenantId), eq(sysUser.delFlag, 0)));
      const [{ classes }] = await db
        .select({ classes: count() })
        .from(sysDepart)
        .where(
          and(tenantScope(sysDepart, tenantId), eq(sysDepart.delFlag, 0), eq(sysDepart.orgCategory, '3')),
        );
      const [{ operations }] = await db
        .select({ operations: count() })
        .from(sysLog)
        .where(
          and(
            logTenantScope(tenantId),
            eq(sysLog.logType, 2),
            sql`${sysLog.createTime} >= ${startOfToday()}`,
          ),
        );
      const counters = await loginCounters(db, tenantId);
      const [{ failed }] = await db
        .select({ failed: count() })
        .from(sysLog)
        .where(
          and(
            logTenantScope(tenantId),
            eq(sysLog.logType, 1),
            like(sysLog.content, '%登录失败%'),
            sql`${sysLog.createTime} >= ${startOfToday()}`,
          ),
        );
      return ok({
        userCount: users,
        classCount: classes,
        todayLogins: counters.todayVisitCount,
        todayIp: counters.todayIp,
        totalVisits: counters.totalVisitCount,
        todayOperations: operations,
        todayFailedLogins: failed,
        series: await visitsByDay(db, tenantId, req.query.days),
      });
    },
  );
}
