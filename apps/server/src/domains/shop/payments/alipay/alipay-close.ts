import { gatewayRefused } from '../pay-gateway-error.ts';
import { fenOf } from '../pay-times.ts';
import type { CloseRequest, CloseResult } from '../payment-provider.ts';

const NAME = '支付宝';
const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** One signed call of an Alipay method: the verified member of its answer (business refusals too). */
export type AlipayCall = (
  method: string,
  bizContent: Record<string, string>,
  action: string,
) => Promise<Record<string, unknown>>;

/**
 * `alipay.trade.close`: `10000` closed it; `ACQ.TRADE_NOT_EXIST` means the buyer never opened the pay
 * page, so there is nothing to close yet; `ACQ.TRADE_STATUS_ERROR` means it is no longer waiting for
 * payment, and `alipay.trade.query` tells whether it was paid or closed already.
 */
export async function closeAlipayTrade(call: AlipayCall, request: CloseRequest): Promise<CloseResult> {
  const biz = { out_trade_no: request.orderNo };
  const closed = await call('alipay.trade.close', biz, '关单');
  if (closed.code === '10000' || closed.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'closed' };
  if (closed.sub_code !== 'ACQ.TRADE_STATUS_ERROR') throw gatewayRefused(NAME, '关单', errorReason(closed));
  const trade = await call('alipay.trade.query', biz, '查单');
  if (trade.code !== '10000') {
    if (trade.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'closed' };
    throw gatewayRefused(NAME, '查单', errorReason(trade));
  }
  if (trade.out_trade_no !== request.orderNo) throw gatewayRefused(NAME, '查单', '应答的订单号不匹配');
  const status = String(trade.trade_status ?? '');
  if (status === 'TRADE_CLOSED') return { state: 'closed' };
  if (PAID.includes(status)) {
    const amountFen = fenOf(String(trade.total_amount ?? ''));
    if (amountFen === null) throw gatewayRefused(NAME, '查单', '应答金额格式不正确');
    const tradeNo = typeof trade.trade_no === 'string' ? trade.trade_no.slice(0, 64) : null;
    return { state: 'paid', tradeNo, amountFen, payload: JSON.stringify(trade) };
  }
  throw gatewayRefused(NAME, '关单', `交易状态为 ${status || '未知'}，尚未关闭，请稍后再试`);
}

/** The refusal of an Alipay answer as `reason（code）`. */
export function errorReason(value: unknown): string {
  const answer = (value ?? {}) as Record<string, unknown>;
  return `${String(answer.sub_msg ?? answer.msg ?? '未知错误')}（${String(answer.sub_code ?? answer.code ?? '')}）`;
}
