import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingOrder } from '../tables.ts';
import { addSales } from './order-stock.ts';

/**
 * What happens once an order is paid (points or money), inside the payment's transaction: the sale
 * counts; a virtual item is granted at once and the order completes; a physical one waits for shipping.
 *
 * A course (goods type 2) cannot be granted to one user yet: the teaching domain opens courses to
 * classes only and exposes no per-user grant, so the completed order is the record of the purchase.
 */
export async function fulfilPaidOrder(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx.select().from(teachingOrder).where(eq(teachingOrder.id, orderId));
  if (order?.status !== 'paid') return;
  await addSales(tx, order.tenantId, order.productId, order.count);
  if (order.goodsType === '1') return;
  const now = new Date();
  await tx
    .update(teachingOrder)
    .set({ status: 'completed', finishTime: now, updateTime: now })
    .where(and(eq(teachingOrder.id, orderId), eq(teachingOrder.status, 'paid')));
}
