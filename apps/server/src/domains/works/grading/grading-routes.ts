import {
  correctQueueQuery,
  correctQueueRowSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  teachingIdQuery,
  workCommentRowSchema,
  workCorrectBody,
  workCorrectRowSchema,
  workReturnBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { GradingService } from './grading-service.ts';

const BASE = '/api/teaching/teachingWork';
const TAGS = ['works'];

/** Grading routes: correct, return for revision, the queue and the grading / comments of a work. */
export function gradingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grading = new GradingService(ctx);
  const grade = requirePerm(PERMS.workCorrect.grade);

  app.post(
    `${BASE}/correct`,
    routeDoc(
      grade,
      TAGS,
      '批改作品 `{workId, score (0-100), comment}`：只能批改所管理班级学生的作品；状态变为已批改（公开作品保持公开），课程作业记录成绩，并通知学生',
      { body: workCorrectBody, response: { 200: emptyEnvelope } },
    ),
    async (req) =>
      okAfter(grading.correct(req.auth!, req.body.workId, req.body.score, req.body.comment), '批改成功！'),
  );

  app.post(
    `${BASE}/returnWork`,
    routeDoc(grade, TAGS, '退回修改 `{workId, comment}`：作品回到已保存状态，撤回成绩，并通知学生退回原因', {
      body: workReturnBody,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(grading.returnWork(req.auth!, req.body.workId, req.body.comment), '已退回！'),
  );

  app.get(
    `${BASE}/correctQueue`,
    routeDoc(
      grade,
      TAGS,
      '批改队列：某个单元 `unitId` 或额外作业 `additionalId` 下，所管理班级（可用 `departId` 指定）学生的作品；`status` submitted（待批改，默认）、graded（已批改）或 all',
      { querystring: correctQueueQuery, response: { 200: envelopeOf(z.array(correctQueueRowSchema)) } },
    ),
    async (req) => ok(await grading.queue(req.auth!, req.query)),
  );

  app.get(
    `${BASE}/queryTeachingWorkCorrectByMainId`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '作品的批改记录 `[{score, comment, createBy, createTime}]`（作者本人、所管理班级的老师或管理员）',
      { querystring: teachingIdQuery, response: { 200: envelopeOf(z.array(workCorrectRowSchema)) } },
    ),
    async (req) => ok(await grading.corrections(req.auth!, req.query.id)),
  );

  app.get(
    `${BASE}/queryTeachingWorkCommentByMainId`,
    routeDoc({ guard: 'login' }, TAGS, '作品的评论，最新在前（只读；隐藏的评论只有管理该作品的老师可见）', {
      querystring: teachingIdQuery,
      response: { 200: envelopeOf(z.array(workCommentRowSchema)) },
    }),
    async (req) => ok(await grading.comments(req.auth!, req.query.id)),
  );
}

export { GradingService };
