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
  mySubmissionRowSchema,
  mySubmissionsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
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
  const status = new StatusService(ctx);
  const problems = new ArenaProblemService(ctx);
  const submit = new SubmitService(ctx);
  const mine = new MySubmissionService(ctx);
  const crud = crudRoutes(fastify, CONTEST_BASE, CONTEST_TAGS);

  crud.read('status', {
    perm: 'login',
    summary:
      '我在赛事中的状态：阶段与服务器时间、是否报名及分组、个人开始时间与截止时间、试卷组的考试 id、是否裁判',
    query: contestIdQuery,
    result: contestStatusSchema,
    find: (auth, q) => status.status(auth, q.contestId),
  });
  crud.write('POST', 'enter', {
    perm: 'login',
    summary:
      '进入赛场 `{contestId}`：比赛开始后可进入；练习赛自动报名到第一个分组；个人限时赛首次进入时开始计时（只计一次）；答复状态',
    input: contestIdQuery,
    result: contestStatusSchema,
    run: (auth, body) => status.enter(auth, body.contestId),
  });
  crud.read('problems', {
    perm: 'login',
    summary:
      '赛题列表：参赛者只看自己分组的题（比赛开始后；个人限时赛须先进入），带我的结果与提交次数；OI 赛结束前只显示“已提交”；裁判可用 groupId 看任一分组',
    query: arenaProblemsQuery,
    result: z.array(arenaProblemRowSchema),
    find: (auth, q) => problems.list(auth, q.contestId, q.groupId),
  });
  crud.read('problem', {
    perm: 'login',
    summary: '赛题题面（含样例、时空限制、可用语言）：其他分组的题目拒绝（裁判除外）',
    query: arenaProblemQuery,
    result: arenaProblemSchema,
    find: (auth, q) => problems.statement(auth, q.contestId, q.problemId),
  });
  crud.write('POST', 'submit', {
    perm: 'login',
    summary:
      '提交代码 → `{id}`：须是本赛事参赛者、在自己的比赛时间内、本分组的题目、题目允许的语言；评测中的提交与每分钟提交数有上限（429）',
    input: contestSubmitBody,
    result: contestSubmitResult,
    message: '已提交，正在评测',
    run: (auth, body) => submit.submit(auth, body),
  });
  crud.read('mySubmissions', {
    perm: 'login',
    summary: '我的提交（最新在前，最多 500 条）：OI 赛结束前结果与分数为空、`hidden` 为真',
    query: mySubmissionsQuery,
    result: z.array(mySubmissionRowSchema),
    find: (auth, q) => mine.list(auth, q.contestId, q.problemId),
  });
  crud.read('submission', {
    perm: 'login',
    summary: '我的一次提交：代码与编译信息；OI 赛结束前结果、分数与编译信息为空',
    query: contestSubmissionQuery,
    result: contestSubmissionDetailSchema,
    find: (auth, q) => mine.detail(auth, q.id),
  });

  clarificationRoutes(fastify, ctx);
  juryRoutes(fastify, ctx);
  subscribeVerdicts(ctx);
}
