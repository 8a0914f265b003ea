import { emptyEnvelope, envelopeOf, loginResultSchema, mobileCodeBody, sendSmsBody } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { callerOf } from '../session/caller.ts';
import type { SmsCodes } from './sms-codes.ts';
import { SmsService } from './sms-service.ts';

const TAGS = ['identity'];

/** SMS verification codes and the phone login. */
export function smsRoutes(fastify: FastifyInstance, ctx: AppContext, codes: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sms = new SmsService(ctx, codes);

  app.post(
    '/api/sys/sms',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '发送短信验证码 `{mobile, smsmode}`：0 登录、1 注册、2 找回密码、3 绑定手机（需登录）。同一手机号每分钟最多一条，同一 IP 每小时 20 条；验证码 6 位、5 分钟有效、只能用一次、最多猜 5 次。登录与找回密码对未注册的号码同样回答“已发送”但不发短信',
      { body: sendSmsBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(sms.request(req.body, req.auth, req.ip), '短信验证码已发送'),
  );

  app.post(
    '/api/sys/phoneLogin',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '短信登录 `{mobile, captcha}`，回答与 `/sys/login` 相同（`code` 200）；验证码错误计入同一 IP 的登录失败次数（15 分钟 30 次后 429）',
      { body: mobileCodeBody, response: { 200: envelopeOf(loginResultSchema) } },
    ),
    async (req) => ok(await sms.login(req.body, callerOf(ctx.db, req)), '登录成功'),
  );
}
