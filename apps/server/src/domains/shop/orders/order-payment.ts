import type { PayProvider } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { teachingOrder, teachingPayNotify } from '../tables.ts';
import { fulfilPaidOrder } from './order-fulfilment.ts';
import { refundNoOf } from './order-refund.ts';

/** A verified "money received" from a provider (or an administrator, for offline payment). */
export interface PaymentReceived {
  provider: PayProvider;
  /** The provider's id of this notification; the same id twice is handled once. */
  notifyId: string;
  orderNo: string;
  tradeNo: string | null;
  amountFen: number;
  payload: string;
  by?: string;
}

/** The refund reason of an order paid after it was cancelled. */
export const LATE_REFUND_REASON = '订单取消后收到付款，自动退款';

/**
 * - `paid`: the pending order is now paid (and fulfilled when virtual);
 * - `duplicate`: this payment was handled before (the same notification, or the order is paid already);
 * - `unknown`: no such order; `mismatch`: the amount differs, the order stays pending;
 * - `late`: the order had been cancelled: the payment is recorded on it and it is now refunding,
 *   the caller asks the provider for the money back (`refundLatePayment`);
 * - `cancelled`: an offline payment confirmed for a cancelled order: nothing written.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'unknown' | 'mismatch' | 'late' | 'cancelled';

/**
 * Applies one payment exactly once, in one transaction. The order row is locked first, so a cancel,
 * a sweep and notifications racing it see one another's result.
 */
export async function markOrderPaid(db: Db, paid: PaymentReceived): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(teachingOrder)
      .where(eq(teachingOrder.orderNo, paid.orderNo))
      .for('update');
    if (!order) return 'unknown';
    if (order.moneyFen !== paid.amountFen) return 'mismatch';
    if (order.status === 'cancelled' && paid.provider === 'manual') return 'cancelled';
    const inserted = await tx
      .insert(teachingPayNotify)
      .values({
        id: uuidv7(),
        tenantId: order.tenantId,
        provider: paid.provider,
        notifyId: paid.notifyId.slice(0, 100),
        orderNo: order.orderNo,
        tradeNo: paid.tradeNo,
        amountFen: paid.amountFen,
        payload: paid.payload,
      })
      .onConflictDoNothing()
      .returning({ id: teachingPayNotify.id });
    if (inserted.length === 0) return 'duplicate';
    const now = new Date();
    const by = paid.by ?? paid.provider;
    if (order.status === 'pending') {
      await tx
        .update(teachingOrder)
        .set({ status: 'paid', tradeNo: paid.tradeNo, paidTime: now, updateTime: now, updateBy: by })
        .where(eq(teachingOrder.id, order.id));
      await fulfilPaidOrder(tx as unknown as Db, order.id);
      return 'paid';
    }
    // A trade has one payment: money for an order already paid (or refunded) is that payment again.
    if (order.status !== 'cancelled') return 'duplicate';
    const attempt = order.refundAttempts + 1;
    await tx
      .update(teachingOrder)
      .set({
        status: 'refunding',
        latePaid: 1,
        tradeNo: paid.tradeNo,
        paidTime: now,
        refundReason: LATE_REFUND_REASON,
        refundAttempts: attempt,
        refundNo: refundNoOf(order.orderNo, attempt),
        refundError: null,
        refundApplyTime: now,
        refundCheckTime: null,
        updateTime: now,
        updateBy: by,
      })
      .where(eq(teachingOrder.id, order.id));
    return 'late';
  });
}
