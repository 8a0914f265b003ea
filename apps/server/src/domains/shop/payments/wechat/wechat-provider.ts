import { payNotifyPath } from '@ck/shared';
import { gatewayRefused } from '../pay-gateway-error.ts';
import { chinaRfc3339 } from '../pay-times.ts';
import type { CloseRequest, PaymentProvider, PayOrder, RefundRequest } from '../payment-provider.ts';
import type { WechatPaySettings } from '../settings/pay-settings-store.ts';
import { wechatCall, wechatKeysOf } from './wechat-client.ts';
import { closeWechatTrade } from './wechat-close.ts';
import { wechatRefundState } from './wechat-refund-status.ts';

/** WeChat Pay's limit on the bill's description. */
const DESCRIPTION_MAX = 127;

/** WeChat Pay Native: the buyer scans a QR code of `code_url` with WeChat. */
export function wechatProvider(settings: WechatPaySettings): PaymentProvider {
  const keys = wechatKeysOf(settings);
  return {
    name: 'wechat',
    async start(order: PayOrder) {
      const answer = await wechatCall(settings, keys, '下单', '/v3/pay/transactions/native', {
        appid: settings.appId,
        mchid: settings.mchId,
        description: order.subject.slice(0, DESCRIPTION_MAX),
        out_trade_no: order.orderNo,
        time_expire: chinaRfc3339(order.expireTime),
        notify_url: `${settings.siteUrl}${payNotifyPath('wechat')}`,
        amount: { total: order.moneyFen, currency: 'CNY' },
      });
      if (typeof answer.code_url !== 'string' || !answer.code_url)
        throw gatewayRefused('微信支付', '下单', '应答中没有支付二维码');
      return { provider: 'wechat', codeUrl: answer.code_url, message: '请使用微信扫一扫完成付款' };
    },
    close(request: CloseRequest) {
      return closeWechatTrade(settings, keys, request);
    },
    async refund(request: RefundRequest) {
      const answer = await wechatCall(settings, keys, '退款', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        // The refund's outcome comes to the same address as payments (event_type REFUND.*).
        notify_url: `${settings.siteUrl}${payNotifyPath('wechat')}`,
        amount: { refund: request.refundFen, total: request.moneyFen, currency: 'CNY' },
      });
      // Usually PROCESSING: accepted, the money arrives within days; a closed or abnormal refund is a refusal.
      const state = wechatRefundState(answer.status, answer.user_received_account);
      if (state?.state === 'success' || state?.state === 'processing') return state;
      throw gatewayRefused(
        '微信支付',
        '退款',
        state?.state === 'failed' ? state.reason : `退款状态为 ${String(answer.status ?? '未知')}`,
      );
    },
    async queryRefund(refundNo: string) {
      const answer = await wechatCall(
        settings,
        keys,
        '退款查询',
        `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
        null,
      );
      const state = wechatRefundState(answer.status, answer.user_received_account);
      if (!state) throw gatewayRefused('微信支付', '退款查询', `未知的退款状态 ${String(answer.status)}`);
      return state;
    },
  };
}
