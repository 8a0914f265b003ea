import type { AppContext } from '../../../../context.ts';
import { receivePayment } from '../../orders/late-payment.ts';
import { accepted, type NotifyResult, orderTenantOf, refused, resultOf } from '../pay-notify-result.ts';
import { fenOf } from '../pay-times.ts';
import { rsaPublicKey } from '../pem-keys.ts';
import { alipaySettingsOf, payRowOf, storedSettingOf } from '../settings/pay-settings-store.ts';
import { rsa2Verify, signContent } from './alipay-sign.ts';

const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** The form's fields; a field sent twice is ambiguous and refused. */
function formOf(body: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (key in params) return null;
    params[key] = value;
  }
  return params;
}

/**
 * `POST /api/pay/notify/alipay` (a form): the order named decides the tenant, whose Alipay public key
 * must verify `sign` over the other fields (all but `sign` and `sign_type`, sorted).
 */
export async function handleAlipayNotify(ctx: AppContext, body: string): Promise<NotifyResult> {
  const params = formOf(body);
  if (!params?.sign || !params.out_trade_no) return refused(400, '通知格式不正确');
  const tenantId = await orderTenantOf(ctx.db, params.out_trade_no);
  if (!tenantId) return refused(404, '订单不存在');
  const row = await payRowOf(ctx.db, tenantId, 'alipay');
  const settings = row ? alipaySettingsOf(tenantId, storedSettingOf(row, ctx.secrets)) : null;
  if (!settings) return refused(401, '签名验证失败');
  let alipayKey: ReturnType<typeof rsaPublicKey>;
  try {
    alipayKey = rsaPublicKey(settings.alipayPublicKey, '支付宝公钥');
  } catch {
    return refused(401, '签名验证失败');
  }
  if (!rsa2Verify(alipayKey, signContent(params, ['sign', 'sign_type']), params.sign))
    return refused(401, '签名验证失败');
  if (params.app_id !== settings.appId) return refused(400, 'AppID 不匹配');

  // Refund notices and unpaid or closed trades change nothing here.
  if (!PAID_STATES.includes(params.trade_status ?? '') || params.refund_fee || params.gmt_refund)
    return accepted('非支付成功通知，已忽略');
  const amountFen = fenOf(params.total_amount ?? '');
  if (amountFen === null || !params.notify_id) return refused(400, '通知金额格式不正确');
  const outcome = await receivePayment(ctx, {
    provider: 'alipay',
    notifyId: params.notify_id,
    orderNo: params.out_trade_no,
    tradeNo: params.trade_no ? params.trade_no.slice(0, 64) : null,
    amountFen,
    payload: JSON.stringify(params),
  });
  return resultOf(outcome);
}
