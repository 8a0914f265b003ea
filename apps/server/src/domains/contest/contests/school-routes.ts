import {
  contestIdQuery,
  contestSchoolAddBody,
  contestSchoolEditBody,
  contestSchoolSchema,
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
import { SchoolService } from './school-service.ts';

export const SCHOOL_BASE = '/api/teaching/teachingContestSchool';

/** Participating schools of a contest (`teachingContestSchool`). */
export function schoolRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schools = new SchoolService(ctx);
  const base = SCHOOL_BASE;

  const crud = crudRoutes(app, base, tags);
  crud.read('list', {
    perm: PERMS.contest.list,
    summary: '赛事的参赛学校，带参赛人数',
    query: contestIdQuery,
    result: z.array(contestSchoolSchema),
    find: (auth, q) => schools.list(auth, q.contestId),
  });

  app.get(
    `${base}/publicList`,
    {
      config: { guard: 'public' },
      schema: {
        summary: '已发布赛事的参赛学校（报名时选择）',
        tags,
        querystring: contestIdQuery,
        response: { 200: envelopeOf(z.array(z.object({ id: z.string(), schoolName: z.string() }))) },
      },
    },
    async (req) => ok(await schools.publicList(tenantOf(req.auth), req.query.contestId)),
  );

  crud.add({
    perm: PERMS.contest.edit,
    summary: '新增参赛学校 → `{id}`：同一赛事内学校名称不重复',
    body: contestSchoolAddBody,
    message: '添加成功！',
    save: (auth, body) => schools.add(auth, body),
  });
  crud.edit({
    perm: PERMS.contest.edit,
    summary: '修改参赛学校；改名时参赛学生的学校名称随之更新',
    body: contestSchoolEditBody,
    message: '编辑成功!',
    save: (auth, body) => schools.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.contest.edit,
    summary: '删除参赛学校：还有参赛学生时不能删除',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => schools.remove(auth, q.id),
  });
}
