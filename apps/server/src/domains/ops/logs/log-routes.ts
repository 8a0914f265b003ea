import {
  analysisQuery,
  dashboardAnalysisSchema,
  envelopeOf,
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
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { dashboardAnalysis } from './dashboard-service.ts';
import { exportLogs, listLogs, loginCounters, visitsByDay } from './log-service.ts';

const TAGS = ['ops'];

/** Login and operation logs, and the dashboard counters built from them. */
export function logRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/sys/log/list',
    routeDoc(
      requirePerm(PERMS.log.list),
      TAGS,
      '日志：`logType`（1 登录 / 2 操作）、`username`、`keyWord`、`ip`、`createTime_begin/_end`、`order`、分页',
      { querystring: logListQuery, response: { 200: envelopeOf(pageResultOf(sysLogSchema)) } },
    ),
    async (req) => {
      const { pageNo, pageSize, ...q } = req.query;
      return ok(await listLogs(db, req.auth!.tenantId, q, pageNo, pageSize), '查询成功');
    },
  );

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

  const dashboard = requirePerm(PERMS.analysis.view);

  const loginfoDoc = {
    summary: '访问统计 `{totalVisitCount, todayVisitCount, todayIp}`',
    tags: TAGS,
    response: { 200: envelopeOf(loginCountersSchema) },
  };
  app.get('/api/sys/loginfo', { config: dashboard, schema: loginfoDoc }, async (req) =>
    ok(await loginCounters(db, req.auth!.tenantId), '查询成功'),
  );

  const visitInfoSchema = {
    summary: '每天 `{tian, type, visit, ip}`，`days` 默认 7、最多 90 天',
    tags: TAGS,
    querystring: visitDaysQuery,
    response: { 200: envelopeOf(z.array(visitDaySchema)) },
  };
  app.get('/api/sys/visitInfo', { config: dashboard, schema: visitInfoSchema }, async (req) =>
    ok(await visitsByDay(db, req.auth!.tenantId, req.query.days), '查询成功'),
  );

  // Everything the analysis page shows in one call: counters and a per-day series.
  app.get(
    '/api/sys/dashboard/analysis',
    routeDoc(
      dashboard,
      TAGS,
      '首页分析：用户数、班级数、今日登录、累计访问、今日后台操作与每日序列（`days` 默认 30）',
      { querystring: analysisQuery, response: { 200: envelopeOf(dashboardAnalysisSchema) } },
    ),
    async (req) => ok(await dashboardAnalysis(db, req.auth!.tenantId, req.query.days)),
  );
}
