import {
  emptyEnvelope,
  envelopeOf,
  forgetPasswordBody,
  forgetPasswordResultSchema,
  passwordChangeQuery,
  phoneVerificationBody,
  phoneVerificationResultSchema,
  registerBody,
  registerResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { callerOf } from '../session/caller.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { resetForgottenPassword } from './password-service.ts';
import { PhonePasswordReset } from './phone-reset.ts';
import { register } from './register-service.ts';

const TAGS = ['identity'];

/** Self-registration and the forgotten password. */
export function accountRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/sys/user/register',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '注册：仅当配置 `allowReg` 为 true；`{username, password, confirmPassword?, realname?, phone?, smscode?, captcha?, checkKey?}`（填手机号须带注册验证码；图形验证码与登录相同，开启时必填）。同一 IP 每小时最多注册 5 个账号，超出 429。身份固定为学员，角色取 `_defaultRole`（最高为学生级），班级取 `_defaultClass`（班级 id 或编码）；请求体里的 `userIdentity`、`departIds`、`roles` 等一律忽略',
      { body: registerBody, response: { 200: envelopeOf(registerResultSchema) } },
    ),
    async (req) => ok(await register(ctx, sms, req.body, callerOf(ctx.db, req)), '注册成功'),
  );

  app.post(
    '/api/sys/user/forgetPassword',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '找回密码 `{mobile, captcha, password, confirmpassword}`：用找回密码验证码重置绑定该手机号的账号密码，并结束其全部会话',
      { body: forgetPasswordBody, response: { 200: envelopeOf(forgetPasswordResultSchema) } },
    ),
    async (req) =>
      ok(
        await resetForgottenPassword(ctx, sms, req.body, callerOf(ctx.db, req)),
        '密码重置成功，请使用新密码登录',
      ),
  );

  // The family's two-step form of the same: verify the phone, then spend the proof on a new password.
  const phoneReset = new PhonePasswordReset(ctx, sms);
  app.post(
    '/api/sys/user/phoneVerification',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '找回密码第一步 `{phone, smscode}`：核对找回密码验证码（用后作废），返回账号与 10 分钟内有效的一次性凭证 `smscode`',
      { body: phoneVerificationBody, response: { 200: envelopeOf(phoneVerificationResultSchema) } },
    ),
    async (req) => ok(await phoneReset.verifyPhone(req.body.phone, req.body.smscode), '验证成功'),
  );
  app.get(
    '/api/sys/user/passwordChange',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '找回密码第二步 `?username=&password=&smscode=&phone=`（`smscode` 为第一步返回的凭证，只能用一次）；设置新密码并结束该账号全部会话',
      { querystring: passwordChangeQuery, response: { 200: emptyEnvelope } },
    ),
    async (req) =>
      okAfter(phoneReset.changePassword(req.query, callerOf(ctx.db, req)), '密码重置成功，请使用新密码登录'),
  );
}
