import { PERMS, reportFollowBody, reportQuery, teachingIdQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { leadsWorkbook } from './report-excel.ts';
import { ReportService } from './report-service.ts';

const BASE = '/api/teaching/teachingReport';
const TAGS = ['companion'];

/** 测评报告: the organisation's leads, their follow-up, export, re-test and share links. */
export function reportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ReportService(ctx.db);
  const perm = permGuards(PERMS.testReport);

  app.get(
    `${BASE}/list`,
    routeDoc(
      perm.list,
      TAGS,
      '测评报告（线索）列表：分页；过滤 `testPowerId`、`cityId`、`bandTitle`、`followStatus`、`status`、`keyword`（孩子、家长姓名或电话）、`createTime_begin/_end`',
      { querystring: reportQuery },
    ),
    async (req) => ok(pageFrom(await service.list(req.auth!, req.query), req.query)),
  );

  app.get(
    `${BASE}/queryById`,
    routeDoc(
      perm.list,
      TAGS,
      '报告详情：得分、各维度、作答，以及测评的题目、维度和等级（用于展示报告和答题情况）',
      { querystring: teachingIdQuery },
    ),
    async (req) => ok(await service.detail(req.auth!, req.query.id)),
  );

  app.put(
    `${BASE}/edit`,
    routeDoc(perm.edit, TAGS, '跟进线索 `{id, followStatus, followNote}`：记录跟进人和时间', {
      body: reportFollowBody,
    }),
    async (req) => okAfter(service.follow(req.auth!, req.body), '跟进已保存'),
  );

  app.delete(
    `${BASE}/delete`,
    routeDoc(perm.delete, TAGS, '删除报告（逻辑删除），其分享链接随之失效', { querystring: teachingIdQuery }),
    async (req) => okAfter(service.remove(req.auth!, req.query.id), '删除成功!'),
  );

  app.get(
    `${BASE}/exportXls`,
    routeDoc(perm.export, TAGS, '导出线索（.xlsx）：与列表相同的筛选，最多 1 万条', {
      querystring: reportQuery,
    }),
    async (req, reply) => {
      const buffer = await leadsWorkbook(await service.exportRecords(req.auth!, req.query));
      return sendXlsx(reply, buffer, '测评线索.xlsx', 'leads.xlsx');
    },
  );

  app.post(
    `${BASE}/reset`,
    routeDoc(perm.edit, TAGS, '重测 `?id`：删除这次作答和报告，孩子可以重新参加', {
      querystring: teachingIdQuery,
    }),
    async (req) => okAfter(service.reset(req.auth!, req.query.id), '已重置，孩子可以重新参加测评'),
  );

  app.post(
    `${BASE}/share`,
    routeDoc(
      perm.edit,
      TAGS,
      '生成分享链接 `?id` → `{shareToken}`：新的随机口令（256 位），旧链接随之失效；仅限已完成的报告',
      { querystring: teachingIdQuery },
    ),
    async (req) => ok({ shareToken: await service.share(req.auth!, req.query.id) }, '已生成分享链接'),
  );

  app.delete(
    `${BASE}/share`,
    routeDoc(perm.edit, TAGS, '撤销分享链接 `?id`：之后打开该链接返回 404', { querystring: teachingIdQuery }),
    async (req) => okAfter(service.unshare(req.auth!, req.query.id), '分享链接已撤销'),
  );
}
