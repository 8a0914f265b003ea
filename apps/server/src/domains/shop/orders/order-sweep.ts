import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingOrder } from '../tables.ts';
import { cancelPending } from './order-checkout.ts';

/** How often the app looks for unpaid orders past their time. */
export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 200;

/**
 * Cancels every pending order past its `expireTime` and returns its stock. Runs for all tenants (a
 * system task, not a request); each order is cancelled by a conditional update, so concurrent sweeps,
 * on one node or many, return each order's stock once. Returns how many this call cancelled.
 */
export async function cancelExpiredOrders(db: Db, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await db
      .select({ id: teachingOrder.id })
      .from(teachingOrder)
      .where(and(eq(teachingOrder.status, 'pending'), lt(teachingOrder.expireTime, now)))
      .limit(BATCH);
    for (const { id } of due) if (await cancelPending(db, id, 'system')) cancelled++;
    if (due.length < BATCH) return cancelled;
  }
}
