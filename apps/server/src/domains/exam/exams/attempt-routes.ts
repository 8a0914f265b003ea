import {
  envelopeOf,
  examStartBody,
  examStartResult,
  jumpOutResult,
  myExamSchema,
  saveAnswerBody,
  saveAnswerResult,
  submitResult,
  userPaperIdBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { AttemptService } from './attempt-service.ts';

const BASE = '/api/teaching/teachingExam';
const TAGS = ['exam'];

/** The student's side: my exams, start / resume, autosave, jump-outs, hand-in. */
export function attemptRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const attempts = new AttemptService(ctx);
  const login = { guard: 'login' as const };

  app.get(
    `${BASE}/mine`,
    routeDoc(
      login,
      TAGS,
      '我的考试：发布给我（所在班级或点名）的考试，最新在前；状态按服务器时间与我的答卷计算；成绩仅在允许显示且已评完时给出',
      { response: { 200: envelopeOf(z.array(myExamSchema)) } },
    ),
    async (req) => ok(await attempts.mine(req.auth!)),
  );

  app.post(
    `${BASE}/start`,
    routeDoc(
      login,
      TAGS,
      '开始考试 `{examId, password?}`：已有未交的答卷则原样继续（同一套题、已存答案）；否则检查时间窗口、次数与密码后抽题；题目只含学生可见的字段',
      { body: examStartBody, response: { 200: envelopeOf(examStartResult) } },
    ),
    async (req) => ok(await attempts.start(req.auth!, req.body)),
  );

  app.post(
    `${BASE}/saveAnswer`,
    routeDoc(
      login,
      TAGS,
      '保存一题答案 `{userPaperId, questionId, answer, language?}`：仅本人、答题中且未超过截止时间 30 秒；题目须在本卷中；按题型做基本校验',
      { body: saveAnswerBody, response: { 200: envelopeOf(saveAnswerResult) } },
    ),
    async (req) => ok(await attempts.saveAnswer(req.auth!, req.body), '已保存'),
  );

  app.post(
    `${BASE}/jumpOut`,
    routeDoc(login, TAGS, '记录一次切屏 `{userPaperId}`：服务器计数；达到考试的切屏上限时自动交卷', {
      body: userPaperIdBody,
      response: { 200: envelopeOf(jumpOutResult) },
    }),
    async (req) => ok(await attempts.jumpOut(req.auth!, req.body.userPaperId)),
  );

  app.post(
    `${BASE}/submit`,
    routeDoc(
      login,
      TAGS,
      '交卷 `{userPaperId}`：客观题立即评分，编程题送判题，简答 / 实操题待批阅；重复交卷返回同一结果；成绩仅在考试允许显示时给出',
      { body: userPaperIdBody, response: { 200: envelopeOf(submitResult) } },
    ),
    async (req) => ok(await attempts.submit(req.auth!, req.body.userPaperId), '交卷成功'),
  );
}
