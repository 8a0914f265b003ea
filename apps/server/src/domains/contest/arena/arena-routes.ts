import {
  arenaProblemQuery,
  arenaProblemRowSchema,
  arenaProblemSchema,
  arenaProblemsQuery,
  contestIdQuery,
  contestStatusSchema,
  contestSubmissionDetailSchema,
  contestSubmissionQuery,
  contestSubmitBody,
  contestSubmitResult,
  envelopeOf,
  mySubmissionRowSchema,
  mySubmissionsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CONTEST_BASE, CONTEST_TAGS } from './arena-constants.ts';
import { clarificationRoutes } from './clarification-routes.ts';
import { juryRoutes } from './jury-routes.ts';
import { MySubmissionService } from './my-submission-service.ts';
import { ArenaProblemService } from './problem-service.ts';
import { StatusService } from './status-service.ts';
import { SubmitService } from './submit-service.ts';
import { subscribeVerdicts } from './verdict-sync.ts';

/** The arena: problems, submit, my submissions, clarifications; the jury's submissions and rejudge. */
export function arenaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = new StatusService(ctx);
  const problems = new ArenaProblemService(ctx);
  const submit = new SubmitService(ctx);
  const mine = new MySubmissionService(ctx);
  const login = { guard: 'login' as const };
  const BASE = CONTEST_BASE;
  const TAGS = CONTEST_TAGS;

  app.get(
    `${BASE}/status`,
    routeDoc(
      login,
      TAGS,
      '我在赛事中的状态：阶段与服务器时间、是否报名及分组、个人开始时间与截止时间、试卷组的考试 id、是否裁判',
      { querystring: contestIdQuery, response: { 200: envelopeOf(contestStatusSchema) } },
    ),
    async (req) => ok(await status.status(req.auth!, req.query.contestId)),
  );

  app.post(
    `${BASE}/enter`,
    routeDoc(
      login,
      TAGS,
      '进入赛场 `{contestId}`：比赛开始后可进入；练习赛自动报名到第一个分组；个人限时赛首次进入时开始计时（只计一次）；答复状态',
      { body: contestIdQuery, response: { 200: envelopeOf(contestStatusSchema) } },
    ),
    async (req) => ok(await status.enter(req.auth!, req.body.contestId)),
  );

  app.get(
    `${BASE}/problems`,
    routeDoc(
      login,
      TAGS,
      '赛题列表：参赛者只看自己分组的题（比赛开始后；个人限时赛须先进入），带我的结果与提交次数；OI 赛结束前只显示“已提交”；裁判可用 groupId 看任一分组',
      { querystring: arenaProblemsQuery, response: { 200: envelopeOf(z.array(arenaProblemRowSchema)) } },
    ),
    async (req) => ok(await problems.list(req.auth!, req.query.contestId, req.query.groupId)),
  );

  app.get(
    `${BASE}/problem`,
    routeDoc(login, TAGS, '赛题题面（含样例、时空限制、可用语言）：其他分组的题目拒绝（裁判除外）', {
      querystring: arenaProblemQuery,
      response: { 200: envelopeOf(arenaProblemSchema) },
    }),
    async (req) => ok(await problems.statement(req.auth!, req.query.contestId, req.query.problemId)),
  );

  app.post(
    `${BASE}/submit`,
    routeDoc(
      login,
      TAGS,
      '提交代码 → `{id}`：须是本赛事参赛者、在自己的比赛时间内、本分组的题目、题目允许的语言；评测中的提交与每分钟提交数有上限（429）',
      { body: contestSubmitBody, response: { 200: envelopeOf(contestSubmitResult) } },
    ),
    async (req) => ok(await submit.submit(req.auth!, req.body), '已提交，正在评测'),
  );

  app.get(
    `${BASE}/mySubmissions`,
    routeDoc(login, TAGS, '我的提交（最新在前，最多 500 条）：OI 赛结束前结果与分数为空、`hidden` 为真', {
      querystring: mySubmissionsQuery,
      response: { 200: envelopeOf(z.array(mySubmissionRowSchema)) },
    }),
    async (req) => ok(await mine.list(req.auth!, req.query.contestId, req.query.problemId)),
  );

  app.get(
    `${BASE}/submission`,
    routeDoc(login, TAGS, '我的一次提交：代码与编译信息；OI 赛结束前结果、分数与编译信息为空', {
      querystring: contestSubmissionQuery,
      response: { 200: envelopeOf(contestSubmissionDetailSchema) },
    }),
    async (req) => ok(await mine.detail(req.auth!, req.query.id)),
  );

  clarificationRoutes(fastify, ctx);
  juryRoutes(fastify, ctx);
  subscribeVerdicts(ctx);
}
