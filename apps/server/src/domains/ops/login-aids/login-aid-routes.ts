import { emptyEnvelope, envelopeOf } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';

const TAGS = ['ops'];

const captchaFields = {
  captcha: z.string().trim().max(16, '验证码错误，请重新输入').optional(),
  checkKey: z.string().max(64, '验证码已失效，请刷新验证码').optional(),
};

/** Sign-in helpers JeecgBoot-family login pages call before `/sys/login`. */
export function loginAidRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The family's clients may encrypt the password with a key from here; this platform relies on TLS
  // instead, so the key and iv are empty and `encrypted` says the password is sent as typed.
  app.get(
    '/api/sys/getEncryptedString',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '兼容旧客户端的密码加密参数：本平台只通过 TLS（HTTPS）传输密码，不做前端加密，`key`、`iv` 为空',
      {
        response: {
          200: envelopeOf(z.object({ key: z.string(), iv: z.string(), encrypted: z.literal(false) })),
        },
      },
    ),
    async () =>
      ok({ key: '', iv: '', encrypted: false as const }, '本平台通过 TLS 加密传输密码，无需前端加密'),
  );

  app.post(
    '/api/sys/checkCaptcha',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '预先校验图形验证码 `captcha` 与 `checkKey`（查询参数或 JSON）：正确时保留给随后的请求使用，错误时作废，需刷新验证码',
      {
        querystring: z.object(captchaFields),
        body: z.object(captchaFields).nullish(),
        response: { 200: emptyEnvelope },
      },
    ),
    async (req) => {
      const captcha = req.body?.captcha ?? req.query.captcha;
      const checkKey = req.body?.checkKey ?? req.query.checkKey;
      if (!captcha) throw badRequest('请输入验证码');
      if (!checkKey) throw badRequest('验证码已失效，请刷新验证码');
      const outcome = await ctx.captcha.check(checkKey, captcha);
      if (outcome === 'expired') throw badRequest('验证码已失效，请刷新验证码');
      if (outcome === 'wrong') throw badRequest('验证码错误，请刷新后重新输入');
      return ok(null, '验证码正确');
    },
  );
}
