import {
  analysisQuery,
  dashboardAnalysisSchema,
  logFilterQuery,
  loginCountersSchema,
  logListQuery,
  PERMS,
  pageResultOf,
  sysLogSchema,
  visitDaySchema,
  visitDaysQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { dashboardAnalysis } from './dashboard-service.ts';
import { exportLogs, listLogs, loginCounters, visitsByDay } from './log-service.ts';

const TAGS = ['ops'];

/** Login and operation logs, and the dashboard counters built from them. */
export function logRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const crud = crudRoutes(app, '/api/sys', TAGS);
  crud.read('log/list', {
    perm: PERMS.log.list,
    summary:
      '日志：`logType`（1 登录 / 2 操作）、`username`、`keyWord`、`ip`、`createTime_begin/_end`、`order`、分页',
    query: logListQuery,
    result: pageResultOf(sysLogSchema),
    message: '查询成功',
    find: (auth, { pageNo, pageSize, ...q }) => listLogs(db, auth.tenantId, q, pageNo, pageSize),
  });

  app.get(
    '/api/sys/log/exportXls',
    routeDoc(requirePerm(PERMS.log.export), TAGS, '导出日志：同样的筛选条件，导出 xlsx（最多 10 万行）', {
      querystring: logFilterQuery,
    }),
    async (req, reply) => {
      const buffer = await exportLogs(db, req.auth!.tenantId, req.query);
      const label = req.query.logType === 1 ? '登录日志' : req.query.logType === 2 ? '操作日志' : '系统日志';
      return sendXlsx(reply, buffer, `${label}.xlsx`, 'sys-log.xlsx');
    },
  );

  crud.read('loginfo', {
    perm: PERMS.analysis.view,
    summary: '访问统计 `{totalVisitCount, todayVisitCount, todayIp}`',
    result: loginCountersSchema,
    message: '查询成功',
    find: (auth) => loginCounters(db, auth.tenantId),
  });
  crud.read('visitInfo', {
    perm: PERMS.analysis.view,
    summary: '每天 `{tian, type, visit, ip}`，`days` 默认 7、最多 90 天',
    query: visitDaysQuery,
    result: z.array(visitDaySchema),
    message: '查询成功',
    find: (auth, q) => visitsByDay(db, auth.tenantId, q.days),
  });
  // Everything the analysis page shows in one call: counters and a per-day series.
  crud.read('dashboard/analysis', {
    perm: PERMS.analysis.view,
    summary: '首页分析：用户数、班级数、今日登录、累计访问、今日后台操作与每日序列（`days` 默认 30）',
    query: analysisQuery,
    result: dashboardAnalysisSchema,
    find: (auth, q) => dashboardAnalysis(db, auth.tenantId, q.days),
  });
}
