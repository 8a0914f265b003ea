import { payNotifyPath } from '@ck/shared';
import { gatewayFetch, gatewayRefused } from '../pay-gateway-error.ts';
import { chinaDateTime, yuanOf } from '../pay-times.ts';
import type { CloseRequest, PaymentProvider, PayOrder, RefundRequest } from '../payment-provider.ts';
import { rsaPrivateKey, rsaPublicKey } from '../pem-keys.ts';
import type { AlipaySettings } from '../settings/pay-settings-store.ts';
import { type AlipayCall, closeAlipayTrade, errorReason } from './alipay-close.ts';
import { rawMember, rsa2Sign, rsa2Verify, signContent } from './alipay-sign.ts';

const NAME = '支付宝';
const SUBJECT_MAX = 128;

/** The signed common parameters of one call of `method` with `bizContent`. */
export function signedParams(
  settings: AlipaySettings,
  key: ReturnType<typeof rsaPrivateKey>,
  method: string,
  bizContent: Record<string, string>,
  extra: Record<string, string> = {},
  now = new Date(),
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: settings.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaDateTime(now),
    version: '1.0',
    ...extra,
    biz_content: JSON.stringify(bizContent),
  };
  return { ...params, sign: rsa2Sign(key, signContent(params, ['sign'])) };
}

/** Alipay page pay: the buyer opens `payUrl` (the signed request) in the browser and pays there. */
export function alipayProvider(settings: AlipaySettings): PaymentProvider {
  const appKey = rsaPrivateKey(settings.privateKey, '应用私钥');
  const alipayKey = rsaPublicKey(settings.alipayPublicKey, '支付宝公钥');
  /** One signed call of `method`; the answer's member once its signature checks out. */
  const call: AlipayCall = async (method, bizContent, action) => {
    const params = signedParams(settings, appKey, method, bizContent);
    const res = await gatewayFetch(NAME, action, `${settings.gateway}?charset=utf-8`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    return checkedAnswer(await res.text(), `${method.replace(/\./g, '_')}_response`, alipayKey, action);
  };
  return {
    name: 'alipay',
    async start(order: PayOrder) {
      const extra: Record<string, string> = { notify_url: `${settings.siteUrl}${payNotifyPath('alipay')}` };
      if (settings.returnUrl) extra.return_url = settings.returnUrl;
      const params = signedParams(
        settings,
        appKey,
        'alipay.trade.page.pay',
        {
          out_trade_no: order.orderNo,
          total_amount: yuanOf(order.moneyFen),
          subject: order.subject.slice(0, SUBJECT_MAX),
          product_code: 'FAST_INSTANT_TRADE_PAY',
          time_expire: chinaDateTime(order.expireTime),
        },
        extra,
      );
      const payUrl = `${settings.gateway}?${new URLSearchParams(params).toString()}`;
      return { provider: 'alipay', payUrl, message: '请在打开的支付宝页面完成付款' };
    },
    close(request: CloseRequest) {
      return closeAlipayTrade(call, request);
    },
    async refund(request: RefundRequest) {
      const answer = await call(
        'alipay.trade.refund',
        {
          out_trade_no: request.orderNo,
          refund_amount: yuanOf(request.refundFen),
          out_request_no: request.refundNo,
          refund_reason: request.reason.slice(0, 80),
        },
        '退款',
      );
      if (answer.code !== '10000') throw gatewayRefused(NAME, '退款', errorReason(answer));
      // Alipay answers a refund at once: code 10000 means the money went back.
      return { state: 'success' };
    },
  };
}

/**
 * The member `name` of an Alipay answer once its signature checks out. An `error_response` (the call
 * itself was refused, e.g. a bad signature) is reported with its message.
 */
function checkedAnswer(
  text: string,
  name: string,
  alipayKey: ReturnType<typeof rsaPublicKey>,
  action: string,
): Record<string, unknown> {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw gatewayRefused(NAME, action, '应答格式不正确');
  }
  const member = parsed[name] ? name : 'error_response';
  const raw = rawMember(text, member);
  const signature = typeof parsed.sign === 'string' ? parsed.sign : '';
  if (!raw || !signature || !rsa2Verify(alipayKey, raw, signature))
    throw gatewayRefused(NAME, action, member === name ? '应答签名验证失败' : errorReason(parsed[member]));
  const answer = parsed[member] as Record<string, unknown>;
  if (member !== name) throw gatewayRefused(NAME, action, errorReason(answer));
  return answer;
}
