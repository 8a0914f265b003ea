import {
  captchaKeyParams,
  emptyEnvelope,
  envelopeOf,
  loginBody,
  loginResultSchema,
  updatePasswordBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { tokenOf } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { changeOwnPassword } from '../account/password-service.ts';
import { callerOf } from './caller.ts';
import { LoginService } from './login-service.ts';

const TAGS = ['identity'];

/** Captcha, password login, logout and changing one's own password. */
export function loginRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const logins = new LoginService(ctx);

  app.get(
    '/api/sys/randomImage/:key',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '验证码图片（data URL），答案一次有效、60 秒过期；同一 IP 每分钟最多 30 张，超出 429',
      { params: captchaKeyParams, response: { 200: envelopeOf(z.string()) } },
    ),
    async (req) => ok(await ctx.captcha.create(req.params.key, req.ip), '获取验证码成功'),
  );

  app.post(
    '/api/sys/login',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '登录 `{username, password, captcha, checkKey}` → `{token, userInfo, departs, multi_depart, sysAllDictItems, role}`。同一账号在同一 IP 错 5 次、或在所有 IP 共错 50 次、或同一 IP 共失败 30 次，15 分钟内 429；冻结账号只有密码正确时才提示已冻结',
      { body: loginBody, response: { 200: envelopeOf(loginResultSchema) } },
    ),
    async (req) => ok(await logins.withPassword(req.body, callerOf(ctx.db, req)), '登录成功'),
  );

  app.post(
    '/api/sys/logout',
    {
      config: { guard: 'public' },
      schema: { summary: '注销当前会话（请求须带令牌）', tags: TAGS, response: { 200: emptyEnvelope } },
    },
    async (req) => okAfter(logins.logout(tokenOf(req), req.auth, callerOf(ctx.db, req)), '退出登录成功！'),
  );

  // POST here; JeecgBoot clients send PUT.
  const user = crudRoutes(app, '/api/sys/user', TAGS);
  for (const method of ['POST', 'PUT'] as const)
    user.command(method, 'updatePassword', {
      perm: 'login',
      summary:
        '修改自己的密码 `{username, oldpassword, password, confirmpassword}`（POST 或 PUT），成功后该用户所有会话失效',
      input: updatePasswordBody,
      message: '密码修改成功，请重新登录',
      run: (auth, body, req) => changeOwnPassword(ctx, auth, body, req.ip),
    });
}
