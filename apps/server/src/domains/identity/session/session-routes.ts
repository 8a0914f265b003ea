import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { DICT_CODE_RE } from '../../../platform/dict/dict-service.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { okEnvelopeBytes } from './envelope-bytes.ts';
import { findUserById, sessionInfo } from './user-info.ts';

export function sessionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const permissionEnvelope = okEnvelopeBytes('查询成功');

  // Read on every page load; the answer (24 KB for an admin) is serialised once per permission set.
  app.get(
    '/api/sys/permission/getUserPermissionByToken',
    { config: { guard: 'login' } },
    async (req, reply) => {
      const { json } = await ctx.permissions.answer(req.auth!.userId, req.auth!.tenantId);
      return reply.type('application/json; charset=utf-8').send(permissionEnvelope(json));
    },
  );

  app.get('/api/sys/config/getCurrentConfig', { config: { guard: 'public' } }, async (req) =>
    ok({ ...(await publicConfig(ctx.db, req.auth?.tenantId)), loginCaptcha: ctx.config.loginCaptcha }),
  );

  // For clients that received a token another way (a `?token=` link, single sign-on).
  app.get('/api/sys/user/info', { config: { guard: 'login' } }, async (req) => {
    const user = await findUserById(ctx.db, req.auth!.userId);
    if (!user) throw notFound('用户不存在');
    return ok(await sessionInfo(ctx, user));
  });

  app.get('/api/sys/dict/queryAllDictItems', { config: { guard: 'login' } }, async (req) =>
    ok(await ctx.dicts.itemsByCode(req.auth!.tenantId)),
  );

  // Only plain dictionary codes: the old `table,text,code[,where]` form was an SQL-injection hole.
  app.get(
    '/api/sys/dict/getDictItems/:dictCode',
    { config: { guard: 'login' }, schema: { params: z.object({ dictCode: z.string().max(100) }) } },
    async (req) => {
      if (!DICT_CODE_RE.test(req.params.dictCode)) throw badRequest('字典编码不合法');
      return ok(await ctx.dicts.items(req.auth!.tenantId, req.params.dictCode));
    },
  );
}
