import type { PayProvider } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { teachingOrder, teachingPayNotify } from '../tables.ts';
import { fulfilPaidOrder } from './order-fulfilment.ts';

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

/**
 * - `paid`: the pending order is now paid (and fulfilled when virtual);
 * - `duplicate`: this notification was handled before, nothing changed;
 * - `unknown`: no such order; `mismatch`: the amount differs, the order stays pending;
 * - `late`: the order was no longer pending (cancelled at timeout): recorded for a refund by hand.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'unknown' | 'mismatch' | 'late';

/** Applies one payment notification exactly once, in one transaction. */
export async function markOrderPaid(db: Db, paid: PaymentReceived): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(teachingOrder).where(eq(teachingOrder.orderNo, paid.orderNo));
    if (!order) return 'unknown';
    if (order.moneyFen !== paid.amountFen) return 'mismatch';
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
    const updated = await tx
      .update(teachingOrder)
      .set({ status: 'paid', tradeNo: paid.tradeNo, paidTime: now, updateTime: now, updateBy: paid.by })
      .where(and(eq(teachingOrder.id, order.id), eq(teachingOrder.status, 'pending')))
      .returning({ id: teachingOrder.id });
    if (updated.length === 0) return 'late';
    await fulfilPaidOrder(tx as unknown as Db, order.id);
    return 'paid';
  });
}
