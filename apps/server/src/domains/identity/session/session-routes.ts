import {
  currentConfigSchema,
  dictCodeParams,
  dictOptionSchema,
  dictOptionsByCodeSchema,
  envelopeOf,
  sessionInfoSchema,
  userPermissionsSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { acceptsGzip } from '../../../platform/http/accept-encoding.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { okEnvelopeBytes } from './envelope-bytes.ts';
import { currentConfig, dictItems } from './session-reads.ts';
import { sessionInfoOf } from './user-info.ts';

const TAGS = ['identity'];

/** What every page load reads: menus and buttons, the public config, session info, dictionaries. */
export function sessionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const permissionEnvelope = okEnvelopeBytes('查询成功');

  // Read on every page load; the answer (24 KB for an admin) is serialised once per permission set and
  // sent as bytes, gzip-compressed (about a sixth of the size) for clients that accept it. Fastify sends a Buffer as it is, skipping the response serializer, so the declared
  // schema documents the answer (and the contract test checks it) without costing a serialisation.
  // Registered without the zod type provider, whose reply type would not accept the bytes.
  fastify.get(
    '/api/sys/permission/getUserPermissionByToken',
    routeDoc({ guard: 'login' }, TAGS, '当前用户的菜单与按钮权限 `{menu, auth, allAuth}`', {
      response: { 200: envelopeOf(userPermissionsSchema) },
    }),
    async (req, reply) => {
      const { json } = await ctx.permissions.answer(req.auth!.userId, req.auth!.tenantId);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(permissionEnvelope(json));
      return reply.header('content-encoding', 'gzip').send(permissionEnvelope(json, 'gzip'));
    },
  );

  app.get(
    '/api/sys/config/getCurrentConfig',
    routeDoc({ guard: 'public' }, TAGS, '系统配置（不含 `_` 开头的私有项），另含 `loginCaptcha`', {
      response: { 200: envelopeOf(currentConfigSchema) },
    }),
    async (req) => ok(await currentConfig(ctx, req.auth?.tenantId)),
  );

  // For clients that received a token another way (a `?token=` link, single sign-on).
  app.get(
    '/api/sys/user/info',
    routeDoc(
      { guard: 'login', tenantExempt: true },
      TAGS,
      '当前用户信息：与登录结果相同但不含令牌（用于 `?token=` 链接）',
      { response: { 200: envelopeOf(sessionInfoSchema) } },
    ),
    async (req) => ok(await sessionInfoOf(ctx, req.auth!.userId)),
  );

  const dict = crudRoutes(app, '/api/sys/dict', TAGS);
  dict.read('queryAllDictItems', {
    perm: 'login',
    summary: '全部字典 `{字典编码: [{value, text, title}]}`',
    result: dictOptionsByCodeSchema,
    find: (auth) => ctx.dicts.itemsByCode(auth.tenantId),
  });

  // Plain dictionary codes, and a fixed registry of table dictionaries: the old free
  // `table,text,code[,where]` form was an SQL-injection hole, so nothing outside the registry runs.
  dict.read('getDictItems/:dictCode', {
    perm: 'login',
    summary:
      '字典项 `[{value, text, title}]`：字典编码，或登记过的表字典（如 `sys_user,realname,id`、`teaching_course,course_name,id`，需对应的查询权限，只读本机构未删除的行）',
    params: dictCodeParams,
    result: z.array(dictOptionSchema),
    find: (auth, p) => dictItems(ctx, auth, p.dictCode),
  });
}
