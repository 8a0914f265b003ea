import {
  contestAddBody,
  contestEditBody,
  contestListQuery,
  contestSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  pageResultOf,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { ContestService } from './contest-service.ts';

/** Contests in the back office (`teachingContest` list / queryById / add / edit / delete). */
export function contestAdminRoutes(fastify: FastifyInstance, ctx: AppContext, base: string, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contests = new ContestService(ctx);

  app.get(
    `${base}/list`,
    {
      config: requirePerm(PERMS.contest.list),
      schema: {
        summary:
          '赛事列表（本机构全部赛事）：按名称、赛制、阶段（upcoming / registering / running / ended）筛选',
        tags,
        querystring: contestListQuery,
        response: { 200: envelopeOf(pageResultOf(contestSchema)) },
      },
    },
    async (req) => ok(pageFrom(await contests.list(req.auth!, req.query), req.query)),
  );

  app.get(
    `${base}/queryById`,
    {
      config: requirePerm(PERMS.contest.list),
      schema: {
        summary: '赛事详情',
        tags,
        querystring: teachingIdQuery,
        response: { 200: envelopeOf(contestSchema) },
      },
    },
    async (req) => ok(await contests.detail(req.auth!, req.query.id)),
  );

  app.post(
    `${base}/add`,
    {
      config: requirePerm(PERMS.contest.add),
      schema: {
        summary:
          '新增赛事：结束晚于开始，封榜时间在比赛期间，报名截止不早于报名开始，个人限时不超过比赛时长，分数线依次降低（按比例时之和不超过 100%）；介绍与规则保存前清洗',
        tags,
        body: contestAddBody,
        response: { 200: envelopeOf(contestSchema) },
      },
    },
    async (req) => ok(await contests.add(req.auth!, req.body), '添加成功！'),
  );

  app.put(
    `${base}/edit`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary:
          '修改赛事 `{id, ...}`：只改提交的字段，规则同新增；试卷分组的考试随之更新；有分组后不能在试卷与编程赛制间切换',
        tags,
        body: contestEditBody,
        response: { 200: envelopeOf(contestSchema) },
      },
    },
    async (req) => ok(await contests.edit(req.auth!, req.body), '编辑成功!'),
  );

  app.delete(
    `${base}/delete`,
    {
      config: requirePerm(PERMS.contest.delete),
      schema: {
        summary: '删除赛事（逻辑删除，连同分组与参赛学生）；已有提交记录或试卷答卷的不能删除',
        tags,
        querystring: teachingIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(contests.remove(req.auth!, req.query.id), '删除成功!'),
  );
}
