import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { revokeOrderGrants } from '../../teaching/index.ts';
import { teachingOrder as o } from '../tables.ts';
import { orderPoints } from './order-points.ts';
import { returnStock } from './order-stock.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The merchant refund number of an order's `attempt`-th refund. Asking again under the same number is
 * the same refund at the provider; after a failure the retry needs a new one.
 */
export const refundNoOf = (orderNo: string, attempt: number) =>
  attempt <= 1 ? `R${orderNo}` : `R${orderNo}_${attempt}`;

/** Which refund a provider's answer is about: the order and the refund number it was asked under. */
export interface RefundRef {
  orderNo: string;
  refundNo: string;
}

/**
 * The provider confirmed the money went back: a `refunding` order whose current refund this is becomes
 * `refunded`, its stock (and points) go back and a course it granted is taken back, in the caller's
 * transaction (not the stock of a payment that arrived after the cancel: it went back then). A conditional update,
 * so a notification, a query and a repeat of either finish the refund once. Null when nothing moved.
 */
export async function completeRefund(tx: Db, ref: RefundRef, by: string): Promise<OrderRow | null> {
  const now = new Date();
  const [done] = await tx
    .update(o)
    .set({ status: 'refunded', refundTime: now, refundError: null, updateTime: now, updateBy: by })
    .where(and(eq(o.orderNo, ref.orderNo), eq(o.refundNo, ref.refundNo), eq(o.status, 'refunding')))
    .returning();
  if (!done) return null;
  // A payment after the cancel: the cancel returned the stock, and it never counted as a sale.
  if (done.latePaid === 1) return done;
  await returnStock(tx, done.tenantId, done.productId, done.count, true);
  if (done.payMethod === 'points') await orderPoints(tx, done, 'refund', by);
  // A refunded course is no longer the buyer's; copied papers and templates stay where they went.
  if (done.goodsType === '2') await revokeOrderGrants(tx, done.tenantId, done.id);
  return done;
}

/** The provider will not return the money: the order shows why and waits for a retry. */
export async function failRefund(
  db: Db,
  ref: RefundRef,
  reason: string,
  by: string,
): Promise<OrderRow | null> {
  const now = new Date();
  const [failed] = await db
    .update(o)
    .set({ status: 'refund_failed', refundError: reason.slice(0, 200), updateTime: now, updateBy: by })
    .where(and(eq(o.orderNo, ref.orderNo), eq(o.refundNo, ref.refundNo), eq(o.status, 'refunding')))
    .returning();
  return failed ?? null;
}
