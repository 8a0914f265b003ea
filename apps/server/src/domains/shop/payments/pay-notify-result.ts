import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PaymentOutcome } from '../orders/order-payment.ts';
import { teachingOrder } from '../tables.ts';

/** What the notify route answers: accepted (the provider stops resending) or refused with a reason. */
export interface NotifyResult {
  accepted: boolean;
  status: number;
  message: string;
  outcome?: PaymentOutcome;
}

export const refused = (status: number, message: string): NotifyResult => ({
  accepted: false,
  status,
  message,
});
export const accepted = (message: string, outcome?: PaymentOutcome): NotifyResult => ({
  accepted: true,
  status: 200,
  message,
  outcome,
});

/**
 * The answer to a verified payment: paid, a repeat, or paid after the order was cancelled (recorded
 * and refunded automatically) stop the resending; an unknown order or a wrong amount do not.
 */
export function resultOf(outcome: PaymentOutcome): NotifyResult {
  switch (outcome) {
    case 'paid':
      return accepted('成功', outcome);
    case 'duplicate':
      return accepted('重复通知，已处理过', outcome);
    case 'late':
      return accepted('订单已取消，款项已记录并自动退款', outcome);
    case 'cancelled':
      return accepted('订单已取消', outcome);
    case 'mismatch':
      return { ...refused(400, '支付金额与订单金额不一致'), outcome };
    case 'unknown':
      return { ...refused(404, '订单不存在'), outcome };
  }
}

/** The order a notification names (order numbers are unique across tenants), to find its tenant. */
export async function orderTenantOf(db: Db, orderNo: string): Promise<string | null> {
  if (!orderNo || orderNo.length > 32) return null;
  const [order] = await db
    .select({ tenantId: teachingOrder.tenantId })
    .from(teachingOrder)
    .where(eq(teachingOrder.orderNo, orderNo));
  return order?.tenantId ?? null;
}
