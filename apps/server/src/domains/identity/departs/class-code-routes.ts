import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { classCodes, joinClass, resetClassCode } from './class-code-service.ts';

const TAGS = ['identity'];

/** Class join codes: a student joins by code, a teacher sees and resets the codes of their classes. */
export function classCodeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/teaching/class/join',
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '学员凭班级码加入班级 `{code}`，成为班级成员；码不存在时回答“班级码不存在，请向老师核对后重新输入”',
        tags: TAGS,
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

  const codesDoc = {
    summary: '班级码：管理员为本机构全部班级的班级码；老师为自己负责的班级；学生为空',
    tags: TAGS,
  };
  app.get('/api/teaching/class/codes', { config: { guard: 'login' }, schema: codesDoc }, async (req) =>
    ok(await classCodes(db, req.auth!), '查询成功'),
  );

  app.post(
    '/api/teaching/class/code/reset',
    {
      config: { guard: 'login' },
      schema: {
        summary: '重置班级码（该班级的老师或管理员）：`{departId}` 生成新班级码，旧码立即失效',
        tags: TAGS,
        body: z.object({ departId: z.string({ error: '请选择班级' }).trim().min(1, '请选择班级').max(36) }),
      },
    },
    async (req) => ok({ code: await resetClassCode(db, req.auth!, req.body.departId) }, '班级码已重置'),
  );
}
