import {
  envelopeOf,
  pageResultOf,
  teachingIdQuery,
  userPaperAdminListQuery,
  userPaperDetailSchema,
  userPaperListQuery,
  userPaperRecordSchema,
  userPaperRowSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { RecordService } from './record-service.ts';

const BASE = '/api/teaching/teachingUserPaper';
const TAGS = ['exam'];

/** Exam records (teachingUserPaper). */
export function recordRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = new RecordService(ctx);
  const login = { guard: 'login' as const };

  app.get(
    `${BASE}/listpaper`,
    routeDoc(
      login,
      TAGS,
      '我的考试记录（最新在前），欢迎卡片与个人卡片使用；`paperId_dictText` 为试卷名；成绩仅在考试允许显示且已评完时给出',
      { querystring: userPaperListQuery, response: { 200: envelopeOf(pageResultOf(userPaperRecordSchema)) } },
    ),
    async (req) => {
      const q = req.query;
      const page = await records.mine(req.auth!, q.pageNo, q.pageSize);
      return ok(pageOf(page.records, page.total, q.pageNo, q.pageSize), '查询成功');
    },
  );

  app.get(
    `${BASE}/list`,
    routeDoc(
      login,
      TAGS,
      '答卷记录：有考试查询权限的看自己管理的考试的全部答卷（可按考试、账号、状态筛选），其他用户只看自己的',
      {
        querystring: userPaperAdminListQuery,
        response: { 200: envelopeOf(pageResultOf(userPaperRowSchema)) },
      },
    ),
    async (req) => {
      const q = req.query;
      const page = await records.list(req.auth!, q);
      return ok(pageOf(page.records, page.total, q.pageNo, q.pageSize));
    },
  );

  app.get(
    `${BASE}/detail`,
    routeDoc(
      login,
      TAGS,
      '一份答卷的详情：教师总带答案与解析；学生只能看自己的，答案与解析仅在考试允许且已结束后给出，成绩仅在允许显示时给出',
      { querystring: teachingIdQuery, response: { 200: envelopeOf(userPaperDetailSchema) } },
    ),
    async (req) => ok(await records.detail(req.auth!, req.query.id)),
  );
}
