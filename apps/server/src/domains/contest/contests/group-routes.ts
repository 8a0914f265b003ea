import {
  contestClassAddBody,
  contestClassEditBody,
  contestClassSchema,
  contestIdQuery,
  contestPublicGroupSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { GroupService } from './group-service.ts';

export const GROUP_BASE = '/api/teaching/teachingContestClass';

/** Contest groups (`teachingContestClass`). */
export function groupRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = new GroupService(ctx);
  const base = GROUP_BASE;

  app.get(
    `${base}/list`,
    {
      config: requirePerm(PERMS.contest.list),
      schema: {
        summary: '赛事的分组（按排序），带参赛人数与试卷名称',
        tags,
        querystring: contestIdQuery,
        response: { 200: envelopeOf(z.array(contestClassSchema)) },
      },
    },
    async (req) => ok(await groups.list(req.auth!, req.query.contestId)),
  );

  app.get(
    `${base}/publicList`,
    {
      config: { guard: 'public' },
      schema: {
        summary: '已发布赛事的分组：名称、说明、题目数',
        tags,
        querystring: contestIdQuery,
        response: { 200: envelopeOf(z.array(contestPublicGroupSchema)) },
      },
    },
    async (req) => ok(await groups.publicList(tenantOf(req.auth), req.query.contestId)),
  );

  app.post(
    `${base}/add`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary:
          '新增分组 → `{id}`：编程赛制选本机构判题题目（最多 26 道，按顺序为 A、B…）；试卷赛制选已发布的试卷，同时生成一场考试，考生为该分组的参赛学生',
        tags,
        body: contestClassAddBody,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok({ id: await groups.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    `${base}/edit`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary: '修改分组 `{id, ...}`：规则同新增；已有答卷后不能更换试卷',
        tags,
        body: contestClassEditBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(groups.edit(req.auth!, req.body), '编辑成功!'),
  );

  app.delete(
    `${base}/delete`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary: '删除分组：还有参赛学生、提交记录或答卷时不能删除',
        tags,
        querystring: teachingIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(groups.remove(req.auth!, req.query.id), '删除成功!'),
  );
}
