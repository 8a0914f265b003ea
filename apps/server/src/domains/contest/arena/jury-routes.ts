import {
  contestSubmissionDetailSchema,
  contestSubmissionQuery,
  envelopeOf,
  juryRejudgeBody,
  juryRejudgeResult,
  jurySubmissionRowSchema,
  jurySubmissionsQuery,
  PERMS,
  pageResultOf,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { CONTEST_BASE, CONTEST_TAGS } from './arena-constants.ts';
import { JuryService } from './jury-service.ts';

/** The jury desk's submissions: every verdict, the code, and rejudging (audited). */
export function juryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jury = new JuryService(ctx);
  const config = requirePerm(PERMS.contest.jury);
  const BASE = `${CONTEST_BASE}/jury`;
  const TAGS = CONTEST_TAGS;

  app.get(
    `${BASE}/submissions`,
    {
      config,
      schema: {
        summary: '裁判台提交列表（最新在前）：按分组、题目、学生筛选；带实时结果（OI 也不隐藏）',
        tags: TAGS,
        querystring: jurySubmissionsQuery,
        response: { 200: envelopeOf(pageResultOf(jurySubmissionRowSchema)) },
      },
    },
    async (req) => ok(await jury.submissions(req.auth!, req.query)),
  );

  app.get(
    `${BASE}/submission`,
    {
      config,
      schema: {
        summary: '裁判查看一次提交：代码、编译信息与结果',
        tags: TAGS,
        querystring: contestSubmissionQuery,
        response: { 200: envelopeOf(contestSubmissionDetailSchema) },
      },
    },
    async (req) => ok(await jury.detail(req.auth!, req.query.id)),
  );

  app.post(
    `${BASE}/rejudge`,
    {
      config,
      schema: {
        summary:
          '重判 `{submissionId}`（一次提交）或 `{contestId, problemId}`（该题全部提交）→ `{count}`：结果清空后重新排队评测，记入操作日志',
        tags: TAGS,
        body: juryRejudgeBody,
        response: { 200: envelopeOf(juryRejudgeResult) },
      },
    },
    async (req) => ok(await jury.rejudge(req, req.body), '已重新提交评测'),
  );
}
