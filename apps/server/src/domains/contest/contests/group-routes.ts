import {
  contestClassAddBody,
  contestClassEditBody,
  contestClassSchema,
  contestIdQuery,
  contestPublicGroupSchema,
  envelopeOf,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { GroupService } from './group-service.ts';

export const GROUP_BASE = '/api/teaching/teachingContestClass';

/** Contest groups (`teachingContestClass`). */
export function groupRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = new GroupService(ctx);
  const base = GROUP_BASE;

  const crud = crudRoutes(app, base, tags);
  crud.read('list', {
    perm: PERMS.contest.list,
    summary: '赛事的分组（按排序），带参赛人数与试卷名称',
    query: contestIdQuery,
    result: z.array(contestClassSchema),
    find: (auth, q) => groups.list(auth, q.contestId),
  });

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

  crud.add({
    perm: PERMS.contest.edit,
    summary:
      '新增分组 → `{id}`：编程赛制选本机构判题题目（最多 26 道，按顺序为 A、B…）；试卷赛制选已发布的试卷，同时生成一场考试，考生为该分组的参赛学生',
    body: contestClassAddBody,
    message: '添加成功！',
    save: (auth, body) => groups.add(auth, body),
  });
  crud.edit({
    perm: PERMS.contest.edit,
    summary: '修改分组 `{id, ...}`：规则同新增；已有答卷后不能更换试卷',
    body: contestClassEditBody,
    message: '编辑成功!',
    save: (auth, body) => groups.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.contest.edit,
    summary: '删除分组：还有参赛学生、提交记录或答卷时不能删除',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => groups.remove(auth, q.id),
  });
}
