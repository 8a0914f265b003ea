import { emptyEnvelope, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { deleteLogs } from './log-cleanup.ts';

const TAGS = ['ops'];
const logId = z.string({ error: '请选择日志' }).min(1, '请选择日志').max(36, '日志不存在');

/** `/sys/log/delete` and `deleteBatch`: removing log rows of the caller's tenant. */
export function logCleanupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requirePerm(PERMS.logCleanup.delete);

  app.delete(
    '/api/sys/log/delete',
    routeDoc(guard, TAGS, '删除一条日志 `?id=`', {
      querystring: z.object({ id: logId }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(deleteLogs(ctx.db, req.auth!.tenantId, [req.query.id]), '删除成功!'),
  );

  app.delete(
    '/api/sys/log/deleteBatch',
    routeDoc(guard, TAGS, '批量删除日志 `?ids=a,b`：有一条不存在则一条也不删', {
      querystring: z.object({
        ids: z
          .string({ error: '请选择日志' })
          .max(20000, '一次删除的日志过多')
          .transform((v) =>
            v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          )
          .refine((v) => v.length > 0, '请选择日志')
          .refine((v) => v.every((x) => x.length <= 36), '日志不存在'),
      }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(deleteLogs(ctx.db, req.auth!.tenantId, req.query.ids), '批量删除成功!'),
  );
}
