import { goodsRefIds, ORDER_STATUSES, PAY_METHODS, type ShopOrder } from '@ck/shared';
import { formatDateTime } from '../../../platform/http/dates.ts';
import type { teachingOrder } from '../tables.ts';

export type OrderRow = typeof teachingOrder.$inferSelect;

const textOf = (map: Record<string, string>, key: string) => map[key] ?? key;

/** How far the automatic refund of a payment that came after the cancel has got. */
export function latePayNote(r: Pick<OrderRow, 'latePaid' | 'status'>): string | null {
  if (r.latePaid !== 1) return null;
  if (r.status === 'refunded') return '订单取消后收到付款，已自动退款';
  if (r.status === 'refund_failed') return '订单取消后收到付款，自动退款失败，请重试退款';
  return '订单取消后收到付款，正在自动退款';
}

/** An order as the API answers it: times as text, status and method with their Chinese names. */
export function orderJson(r: OrderRow): ShopOrder {
  return {
    id: r.id,
    orderNo: r.orderNo,
    userId: r.userId,
    username: r.username,
    productId: r.productId,
    productName: r.productName,
    cover: r.cover,
    goodsType: r.goodsType,
    courseId: r.goodsType === '2' ? (goodsRefIds(r.refId)[0] ?? null) : null,
    count: r.count,
    payMethod: r.payMethod,
    pointsAmount: r.pointsAmount,
    moneyFen: r.moneyFen,
    status: r.status,
    status_dictText: textOf(ORDER_STATUSES, r.status),
    payMethod_dictText: textOf(PAY_METHODS, r.payMethod),
    receiverName: r.receiverName,
    receiverPhone: r.receiverPhone,
    receiverAddress: r.receiverAddress,
    remark: r.remark,
    tradeNo: r.tradeNo,
    trackingNo: r.trackingNo,
    refundReason: r.refundReason,
    latePaid: r.latePaid === 1,
    latePayNote: latePayNote(r),
    refundNo: r.refundNo,
    refundError: r.refundError,
    refundApplyTime: formatDateTime(r.refundApplyTime),
    expireTime: formatDateTime(r.expireTime),
    paidTime: formatDateTime(r.paidTime),
    shipTime: formatDateTime(r.shipTime),
    finishTime: formatDateTime(r.finishTime),
    cancelTime: formatDateTime(r.cancelTime),
    refundTime: formatDateTime(r.refundTime),
    createTime: formatDateTime(r.createTime),
  };
}
