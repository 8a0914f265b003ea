import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { teachingOrder } from '../tables.ts';
import { deliverOrder } from './order-delivery.ts';
import { addSales } from './order-stock.ts';
import type { OrderRow } from './order-view.ts';

/** Paid -> completed, once, and the virtual good handed over in the same transaction. */
export async function completeVirtual(tx: Db, order: OrderRow, buyer?: AuthContext): Promise<boolean> {
  const now = new Date();
  const [moved] = await tx
    .update(teachingOrder)
    .set({ status: 'completed', finishTime: now, updateTime: now })
    .where(and(eq(teachingOrder.id, order.id), eq(teachingOrder.status, 'paid')))
    .returning();
  if (!moved) return false;
  await deliverOrder(tx, moved, buyer);
  return true;
}

/**
 * What happens once an order is paid (points or money), inside the payment's transaction: the sale
 * counts; a virtual item is delivered and the order completes; a physical one waits for shipping.
 *
 * A redeem fails as a whole when the delivery fails (the points are not spent). Money has already
 * arrived, though: a delivery that cannot be made now leaves the order paid (a savepoint undoes the
 * half-made delivery) for the order desk to complete, which tries again, or to refund.
 */
export async function fulfilPaidOrder(tx: Db, orderId: string, buyer?: AuthContext): Promise<void> {
  const [order] = await tx.select().from(teachingOrder).where(eq(teachingOrder.id, orderId));
  if (order?.status !== 'paid') return;
  await addSales(tx, order.tenantId, order.productId, order.count);
  if (order.goodsType === '1') return;
  if (order.payMethod === 'points') {
    await completeVirtual(tx, order, buyer);
    return;
  }
  try {
    await tx.transaction(async (savepoint) => {
      await completeVirtual(savepoint as unknown as Db, order, buyer);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}
