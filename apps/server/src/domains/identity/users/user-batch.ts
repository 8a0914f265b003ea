import { batchStudentsBody, createdStudentSchema, envelopeOf, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { createStudents } from './user-batch-service.ts';

const TAGS = ['identity'];

export function userBatchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/sys/user/batchStudents',
    routeDoc(
      requirePerm(PERMS.user.batchStudents),
      TAGS,
      '批量创建学生 `{departId, prefix, start, count 或 names[]}`，每次最多 50 个；返回账号与初始密码（只返回这一次）',
      { body: batchStudentsBody, response: { 200: envelopeOf(z.array(createdStudentSchema)) } },
    ),
    async (req) => {
      const people = await createStudents(ctx, req.auth!, req.body);
      return ok(people, `已创建 ${people.length} 个学生账号，初始密码只显示这一次，请妥善保存`);
    },
  );
}
