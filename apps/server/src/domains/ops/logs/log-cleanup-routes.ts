import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { deleteLogs } from './log-cleanup.ts';

const TAGS = ['ops'];
const logId = z.string({ error: '请选择日志' }).min(1, '请选择日志').max(36, '日志不存在');

/** `/sys/log/delete` and `deleteBatch`: removing log rows of the caller's tenant. */
export function logCleanupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const crud = crudRoutes(app, '/api/sys/log', TAGS);

  crud.delete({
    perm: PERMS.logCleanup.delete,
    summary: '删除一条日志 `?id=`',
    query: z.object({ id: logId }),
    message: '删除成功!',
    remove: (auth, q) => deleteLogs(ctx.db, auth.tenantId, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.logCleanup.delete,
    summary: '批量删除日志 `?ids=a,b`：有一条不存在则一条也不删',
    query: z.object({
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
    message: '批量删除成功!',
    remove: (auth, q) => deleteLogs(ctx.db, auth.tenantId, q.ids),
  });
}
