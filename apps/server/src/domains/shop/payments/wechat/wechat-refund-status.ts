import type { RefundState } from '../payment-provider.ts';

/**
 * A WeChat Pay refund status (`status` of a refund answer or query, `refund_status` of a refund
 * notification) as a refund state; null for a status WeChat Pay does not document.
 */
export function wechatRefundState(status: unknown, account?: unknown): RefundState | null {
  const where = typeof account === 'string' && account ? `（退至${account.slice(0, 60)}）` : '';
  switch (status) {
    case 'SUCCESS':
      return { state: 'success' };
    case 'PROCESSING':
      return { state: 'processing' };
    case 'ABNORMAL':
      return {
        state: 'failed',
        reason: `微信支付退款异常${where}：用户的银行卡可能已注销或冻结，请在商户平台处理后重试`,
      };
    case 'CLOSED':
      return { state: 'failed', reason: '微信支付退款已关闭' };
    default:
      return null;
  }
}
