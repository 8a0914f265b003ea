import { wechatNotifyAnswerSchema } from '@ck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { handleAlipayNotify } from './alipay/alipay-notify.ts';
import { type NotifyResult, refused } from './pay-notify-result.ts';
import { handleWechatNotify } from './wechat/wechat-notify.ts';

/** Real notifications are a few kilobytes. */
const NOTIFY_BODY_LIMIT = 64 * 1024;
/** Refused notifications per address per minute before the address waits: forging costs a signature check each. */
const REFUSALS_PER_MINUTE = 60;

/**
 * `POST /api/pay/notify/{wechat,alipay}`: public, called by the providers. The signatures cover the
 * body byte for byte, so these routes (and only these) take the body as raw text.
 */
export function payNotifyRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const refusals = new FailureLimiter(REFUSALS_PER_MINUTE, 60_000);

  async function run(request: FastifyRequest, handle: (body: string) => Promise<NotifyResult>) {
    if (refusals.blocked(request.ip)) return refused(429, '请求过于频繁');
    const body = typeof request.body === 'string' ? request.body : '';
    let result: NotifyResult;
    try {
      result = await handle(body);
    } catch (err) {
      request.log.error({ err }, 'payment notification failed');
      return refused(500, '系统繁忙，请稍后重发');
    }
    if (!result.accepted) {
      if (result.status === 401 || result.status === 400) refusals.fail(request.ip);
      request.log.warn({ status: result.status, reason: result.message }, 'payment notification refused');
    } else if (result.outcome === 'late') {
      request.log.warn({ reason: result.message }, 'payment for a cancelled order: refunded automatically');
    }
    return result;
  }

  void app.register(async (fastify) => {
    const scope = fastify.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    scope.post(
      '/api/pay/notify/wechat',
      {
        config: { guard: 'public' },
        schema: {
          summary:
            '微信支付结果通知（微信支付服务器调用）：验证 Wechatpay-Signature、拒绝超过 5 分钟的时间戳、用 APIv3 密钥解密 resource，trade_state 为 SUCCESS 时按金额标记订单已支付；订单已取消时记录付款、订单转为退款中并自动原路退款；同一通知 id 只处理一次，已支付订单的其他通知不重复处理。成功 200 `{code:"SUCCESS"}`，否则 4xx/5xx `{code:"FAIL",message}`',
          tags,
          response: { 200: wechatNotifyAnswerSchema },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const result = await run(request, (body) => handleWechatNotify(ctx, header, body));
        return reply
          .code(result.status)
          .send({ code: result.accepted ? 'SUCCESS' : 'FAIL', message: result.message });
      },
    );

    scope.post(
      '/api/pay/notify/alipay',
      {
        config: { guard: 'public' },
        schema: {
          summary:
            '支付宝异步通知（支付宝服务器调用，application/x-www-form-urlencoded）：用支付宝公钥验证 sign（除 sign、sign_type 外按参数名排序），核对 app_id，trade_status 为 TRADE_SUCCESS / TRADE_FINISHED 时按 total_amount 标记订单已支付；订单已取消时记录付款、订单转为退款中并自动原路退款；同一 notify_id 只处理一次。应答纯文本 `success` / `failure`',
          tags,
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await run(request, (body) => handleAlipayNotify(ctx, body));
        return reply
          .code(result.status)
          .type('text/plain; charset=utf-8')
          .send(result.accepted ? 'success' : 'failure');
      },
    );
  });
}
