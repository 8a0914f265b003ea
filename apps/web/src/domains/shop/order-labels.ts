import { GOODS_TYPES, ORDER_STATUSES, PAY_METHODS, yuanOf } from '@ck/shared';

export const STATUS_COLOR: Record<string, string> = {
  pending: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
  refunding: 'gold',
  refund_failed: 'volcano',
  refunded: 'red',
};

/** What the desk says after a refund request: done, or waiting for the payment platform. */
export const refundDoneText = (o: { status: string }) =>
  o.status === 'refunded' ? '退款成功' : '退款已提交，等待支付平台确认';

/** What the buyer or the desk hears after a cancel: cancelled, or paid at the provider after all. */
export const cancelDoneText = (o: { status: string }) =>
  o.status === 'cancelled' ? '订单已取消' : '该订单已支付，无需取消';

/** The desk's filter for orders paid after they were cancelled. */
export const latePaidOptions = [{ value: '1', label: '取消后收到付款' }];

export const statusOptions = Object.entries(ORDER_STATUSES).map(([value, label]) => ({ value, label }));
export const methodOptions = Object.entries(PAY_METHODS).map(([value, label]) => ({ value, label }));
export const goodsTypeText = (t: string) => GOODS_TYPES[t as keyof typeof GOODS_TYPES] ?? t;

/** What an order cost: points, money (fen -> ¥) or both. */
export function priceText(o: { pointsAmount: number; moneyFen: number }): string {
  const parts: string[] = [];
  if (o.pointsAmount > 0) parts.push(`${o.pointsAmount} 积分`);
  if (o.moneyFen > 0) parts.push(`¥${yuanOf(o.moneyFen)}`);
  return parts.join(' + ') || '—';
}

/** A good's price as shown on cards: points and / or yuan. */
export function goodsPriceText(g: { pointsPrice: number; moneyPrice: number }): string {
  const parts: string[] = [];
  if (g.pointsPrice > 0) parts.push(`${g.pointsPrice} 积分`);
  if (g.moneyPrice > 0) parts.push(`¥${g.moneyPrice.toFixed(2)}`);
  return parts.join(' 或 ') || '—';
}
