import { bankQuestionQuery, PERMS, teachingIdQuery, testPowerBody, testPowerQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { bankQuestions } from './bank-questions.ts';
import { TestPowerService } from './test-power-service.ts';

const BASE = '/api/teaching/teachingTestPower';
const TAGS = ['companion'];

/** 测评管理: the organisation's assessments, their copy, and the question-bank picker of the editor. */
export function testPowerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new TestPowerService(ctx.db);
  const perm = permGuards(PERMS.testPower);

  app.get(
    `${BASE}/list`,
    routeDoc(
      perm.list,
      TAGS,
      '测评列表：分页；过滤 `name`（包含）、`status`；每条带 `questionCount`、`totalScore`、`reportCount`',
      { querystring: testPowerQuery },
    ),
    async (req) => ok(pageFrom(await service.list(req.auth!, req.query), req.query)),
  );

  app.get(
    `${BASE}/queryById`,
    {
      config: perm.list,
      schema: { summary: '测评详情：完整定义（含答案与权重）', tags: TAGS, querystring: teachingIdQuery },
    },
    async (req) => ok(await service.detail(req.auth!, req.query.id)),
  );

  app.post(
    `${BASE}/add`,
    routeDoc(
      perm.add,
      TAGS,
      '新增测评 → `{id}`：年龄范围、维度标识不重复、每题至少一个维度权重大于 0、答案符合题型、等级起点不重复且有 0%、推荐课程须本机构可用',
      { body: testPowerBody },
    ),
    async (req) => ok({ id: await service.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    `${BASE}/edit`,
    routeDoc(
      perm.edit,
      TAGS,
      '编辑测评 `{id, ...}`：规则同新增；已有报告的测评只能改文字、封面、等级和状态，不能改题目和维度',
      { body: testPowerBody },
    ),
    async (req) => {
      if (!req.body.id) throw badRequest('缺少 id');
      await service.edit(req.auth!, req.body.id, req.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    `${BASE}/delete`,
    routeDoc(perm.delete, TAGS, '删除测评（逻辑删除）；已有报告的测评不能删除，可改回草稿', {
      querystring: teachingIdQuery,
    }),
    async (req) => okAfter(service.remove(req.auth!, req.query.id), '删除成功!'),
  );

  app.post(
    `${BASE}/copy`,
    routeDoc(perm.add, TAGS, '复制测评 `?id` → `{id}`：新草稿“原名（副本）”，不带报告', {
      querystring: teachingIdQuery,
    }),
    async (req) => ok({ id: await service.copy(req.auth!, req.query.id) }, '复制成功！'),
  );

  app.get(
    `${BASE}/bankQuestions`,
    routeDoc(
      perm.add,
      TAGS,
      '题库选题：本人可见的启用的单选、多选、判断题，分页；过滤 `type`、`keyword`；已转换为测评题目格式（纯文本题干，`bankQuestionId` 为来源）',
      { querystring: bankQuestionQuery },
    ),
    async (req) => ok(pageFrom(await bankQuestions(ctx.db, req.auth!, req.query), req.query)),
  );
}
