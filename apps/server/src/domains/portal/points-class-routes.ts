import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { classCodes, joinClass, resetClassCode } from './class-code-service.ts';
import { pointsLedger, pointsOf } from './points-service.ts';

const page = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(10),
});

/** Points of the signed-in user, class codes and joining a class by its code. */
export function pointsClassRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get('/api/teaching/teachingJifen/getMyJifen', { config: { guard: 'login' } }, async (req) =>
    ok(await pointsOf(db, req.auth!.tenantId, req.auth!.userId), '查询成功'),
  );

  app.get(
    '/api/teaching/teachingJifen/myList',
    { config: { guard: 'login' }, schema: { querystring: page } },
    async (req) =>
      ok(await pointsLedger(db, req.auth!.tenantId, req.auth!.userId, req.query.pageNo, req.query.pageSize)),
  );

  app.post(
    '/api/teaching/class/join',
    {
      config: { guard: 'login' },
      schema: {
        body: z.object({
          code: z
            .string({ error: '请输入班级码' })
            .trim()
            .min(1, '请输入班级码')
            .regex(/^[A-Za-z0-9]{4,16}$/, '班级码由 4-16 位字母或数字组成'),
        }),
      },
    },
    async (req) => {
      const joined = await joinClass(db, req.auth!, req.body.code);
      ctx.sessions.forgetAll(); // the member's data scope now includes the class
      return ok(joined, `已加入班级「${joined.departName}」`);
    },
  );

  app.get('/api/teaching/class/codes', { config: { guard: 'login' } }, async (req) =>
    ok(await classCodes(db, req.auth!), '查询成功'),
  );

  app.post(
    '/api/teaching/class/code/reset',
    {
      config: { guard: 'login' },
      schema: {
        body: z.object({ departId: z.string({ error: '请选择班级' }).trim().min(1, '请选择班级').max(36) }),
      },
    },
    async (req) => ok({ code: await resetClassCode(db, req.auth!, req.body.departId) }, '班级码已重置'),
  );
}
