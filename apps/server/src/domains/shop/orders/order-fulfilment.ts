import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingOrder } from '../tables.ts';

/**
 * What happens once an order is paid, inside the payment's transaction: a virtual item is granted at
 * once and the order completes; a physical one waits for shipping.
 */
export async function fulfilPaidOrder(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx.select().from(teachingOrder).where(eq(teachingOrder.id, orderId));
  if (!order || order.goodsType === '1') return;
  await tx
    .update(teachingOrder)
    .set({ status: 'completed', finishTime: new Date(), updateTime: new Date() })
    .where(and(eq(teachingOrder.id, orderId), eq(teachingOrder.status, 'paid')));
}
