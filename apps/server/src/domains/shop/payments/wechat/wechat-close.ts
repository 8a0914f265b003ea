import { gatewayRefused } from '../pay-gateway-error.ts';
import type { CloseRequest, CloseResult } from '../payment-provider.ts';
import type { WechatPaySettings } from '../settings/pay-settings-store.ts';
import { refusalText, type WechatKeys, wechatRequest } from './wechat-client.ts';

const NAME = '微信支付';
/** Refusals of a close that leave the answer to the query: paid first, closed already, or never placed. */
const QUERY_AFTER = ['ORDERPAID', 'ORDER_CLOSED', 'ORDER_NOT_EXIST', 'RESOURCE_NOT_EXISTS'];
const NEVER_PLACED = ['ORDER_NOT_EXIST', 'RESOURCE_NOT_EXISTS'];
/** Trade states nobody can pay any more. */
const SHUT = ['CLOSED', 'REVOKED', 'PAYERROR'];

/**
 * `POST /v3/pay/transactions/out-trade-no/{no}/close` (204), then the trade is read back with
 * `GET /v3/pay/transactions/out-trade-no/{no}?mchid=`: only that signed answer decides, so a payment
 * that arrived just before the close turns the order paid instead of cancelled.
 */
export async function closeWechatTrade(
  settings: WechatPaySettings,
  keys: WechatKeys,
  request: CloseRequest,
): Promise<CloseResult> {
  const no = encodeURIComponent(request.orderNo);
  const closed = await wechatRequest(
    settings,
    keys,
    '关单',
    `/v3/pay/transactions/out-trade-no/${no}/close`,
    {
      mchid: settings.mchId,
    },
  );
  if (!closed.ok && !QUERY_AFTER.includes(closed.refusal.code))
    throw gatewayRefused(NAME, '关单', refusalText(closed.refusal));
  const query = await wechatRequest(
    settings,
    keys,
    '查单',
    `/v3/pay/transactions/out-trade-no/${no}?mchid=${encodeURIComponent(settings.mchId)}`,
    null,
  );
  if (!query.ok) {
    if (NEVER_PLACED.includes(query.refusal.code)) return { state: 'closed' };
    throw gatewayRefused(NAME, '查单', refusalText(query.refusal));
  }
  const trade = query.body;
  if (trade.mchid !== settings.mchId || trade.out_trade_no !== request.orderNo)
    throw gatewayRefused(NAME, '查单', '应答的商户号或订单号不匹配');
  const state = String(trade.trade_state ?? '');
  if (SHUT.includes(state)) return { state: 'closed' };
  if (state === 'SUCCESS') {
    const total = (trade.amount as { total?: unknown } | undefined)?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total))
      throw gatewayRefused(NAME, '查单', '应答金额格式不正确');
    const tradeNo = typeof trade.transaction_id === 'string' ? trade.transaction_id.slice(0, 64) : null;
    return { state: 'paid', tradeNo, amountFen: total, payload: JSON.stringify(trade) };
  }
  const reason =
    state === 'REFUND'
      ? '该交易已在微信支付转入退款，请在商户平台核对'
      : state === 'USERPAYING'
        ? '买家正在支付，请稍后再试'
        : `交易状态为 ${state || '未知'}，尚未关闭，请稍后再试`;
  throw gatewayRefused(NAME, '关单', reason);
}
