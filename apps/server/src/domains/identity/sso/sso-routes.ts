import {
  casValidateQuery,
  envelopeOf,
  loginResultSchema,
  oneTimeCodeParams,
  ssoCallbackQuery,
  ssoProvidersSchema,
  ssoRenderQuery,
  ssoSourceParams,
  thirdBindingsSchema,
  unbindBody,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { callerOf } from '../session/caller.ts';
import { listBindings, unbind } from './binding-service.ts';
import { BINDING_PATH, LOGIN_PATH, SsoService } from './sso-service.ts';
import { STATE_TTL_MS } from './sso-state.ts';

const TAGS = ['identity'];

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The cookie tying a redirect sign-in to the browser that started it, sent back only to the callback. */
const browserCookie = (source: string) => `ck_sso_${source}`;

function cookieHeader(source: string, value: string, site: string, maxAge: number) {
  const secure = site.startsWith('https:') ? '; Secure' : '';
  return `${browserCookie(source)}=${value}; Path=/api/thirdLogin/callback/${source}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** CAS ticket validation, WeChat / DingTalk / OIDC redirects and callbacks, one-time codes, bindings. */
export function ssoRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sso = new SsoService(ctx);

  app.get(
    '/api/thirdLogin/providers',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '已配置的第三方 / 统一身份认证登录方式（登录页只显示为 true 的按钮）',
      { response: { 200: envelopeOf(ssoProvidersSchema) } },
    ),
    async () => ok(sso.providers()),
  );

  app.get(
    '/api/thirdLogin/render/:source',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '跳转到 `cas`、`oidc`、`wechat_open`、`dingtalk` 的登录页（302），带签名加密的一次性 `state`（10 分钟），并用 Cookie 把登录绑定到发起的浏览器；`mode=bind` 须带令牌（`?token=`），把该方式绑定到当前账号。同一 IP 10 分钟最多 60 次；未启用、未登录或过于频繁时带中文原因跳回登录页（绑定时跳回账户设置）',
      { params: ssoSourceParams, querystring: ssoRenderQuery },
    ),
    async (req, reply) => {
      const site = sso.siteUrl(originOf(req));
      const { source } = req.params;
      const { mode } = req.query;
      try {
        const { url, browserKey } = await sso.renderUrl(source, mode, req.auth, site, req.ip);
        if (browserKey)
          reply.header('set-cookie', cookieHeader(source, browserKey, site, STATE_TTL_MS / 1000));
        return reply.redirect(url);
      } catch (err) {
        // A browser navigation: show the reason on the page it came from, not a JSON error.
        if (!(err instanceof AppError)) throw err;
        const [page, key] = mode === 'bind' ? [BINDING_PATH, 'bindError'] : [LOGIN_PATH, 'ssoError'];
        return reply.redirect(`${site}${page}?${new URLSearchParams({ [key]: err.message })}`);
      }
    },
  );

  app.get(
    '/api/thirdLogin/callback/:source',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '第三方登录回调：校验 `state`、用授权码换取身份；登录时跳转到 `/user/third-login?code=<一次性凭证>`，绑定时跳回账户设置；失败时带中文原因跳回登录页',
      { params: ssoSourceParams, querystring: ssoCallbackQuery },
    ),
    async (req, reply) => {
      const site = sso.siteUrl(originOf(req));
      const { source } = req.params;
      const key = cookieOf(req, browserCookie(source));
      const next = await sso.callback(source, req.query, site, key, callerOf(ctx.db, req));
      reply.header('set-cookie', cookieHeader(source, '', site, 0));
      return reply.redirect(next);
    },
  );

  app.get(
    '/api/thirdLogin/getLoginUser/:code',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '用第三方登录的一次性凭证（60 秒、只能用一次）换取会话，回答与 `/sys/login` 相同（`code` 200）；无效凭证计入同一 IP 的登录失败次数',
      { params: oneTimeCodeParams, response: { 200: envelopeOf(loginResultSchema) } },
    ),
    async (req) => ok(await sso.redeem(req.params.code, callerOf(ctx.db, req)), '登录成功'),
  );

  app.get(
    '/api/cas/client/validateLogin',
    routeDoc(
      { guard: 'public' },
      TAGS,
      'CAS 票据校验 `?ticket&service`（`service` 必须是本站的 `/user/cas-login`），成功时回答与 `/sys/login` 相同（`success` true）；平台没有对应账号时拒绝，或在开启自动开通时创建学生账号',
      { querystring: casValidateQuery, response: { 200: envelopeOf(loginResultSchema) } },
    ),
    async (req) => {
      const site = sso.siteUrl(originOf(req));
      const { ticket, service } = req.query;
      return ok(await sso.validateCas(ticket, service, site, callerOf(ctx.db, req)), '登录成功');
    },
  );

  const crud = crudRoutes(app, '/api/thirdLogin', TAGS);
  crud.read('bindings', {
    perm: 'login',
    summary: '当前账号已绑定的第三方账号，以及已配置的登录方式',
    result: thirdBindingsSchema,
    find: async (auth) => ({ bindings: await listBindings(ctx, auth), providers: sso.providers() }),
  });
  crud.command('POST', 'unbind', {
    perm: 'login',
    summary: '解绑当前账号的一个第三方账号 `{provider}`',
    input: unbindBody,
    message: '解绑成功',
    run: (auth, body, req) => unbind(ctx, auth, body.provider, callerOf(ctx.db, req)),
  });
}
