import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { classCodes, joinClass, resetClassCode } from './class-code-service.ts';

/** Class join codes: a student joins by code, a teacher sees and resets the codes of their classes. */
export function classCodeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

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
