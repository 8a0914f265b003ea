import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { teachingOrder as o } from '../tables.ts';
import { closeAndCancel } from './order-close.ts';

/** How often the app looks for unpaid orders past their time. */
export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 200;

export interface ExpirySweepResult {
  cancelled: number;
  /** Orders the provider reported paid when asked to close them. */
  paid: number;
  /** Orders left pending because the provider could not be reached; tried again next time. */
  failed: number;
  /** The first failure of this run. */
  error?: string;
}

/**
 * Closes every pending order past its `expireTime` at its provider, then cancels it and returns its
 * stock (or marks it paid when the provider says so). Runs for all tenants (a system task, not a
 * request). An order whose provider cannot be reached stays pending until a later run, and the other
 * orders of that school and provider wait with it, so a gateway that is down is asked once per run.
 * Each move is a conditional update, so concurrent sweeps, on one node or many, return stock once.
 */
export async function cancelExpiredOrders(ctx: AppContext, now = new Date()): Promise<ExpirySweepResult> {
  const result: ExpirySweepResult = { cancelled: 0, paid: 0, failed: 0 };
  const down = new Set<string>();
  let after = '';
  for (;;) {
    const due = await ctx.db
      .select()
      .from(o)
      .where(and(eq(o.status, 'pending'), lt(o.expireTime, now), gt(o.id, after)))
      .orderBy(asc(o.id))
      .limit(BATCH);
    for (const order of due) {
      const gateway = `${order.tenantId}:${order.payMethod}`;
      if (down.has(gateway)) {
        result.failed++;
        continue;
      }
      try {
        const closed = await closeAndCancel(ctx, order, 'system');
        if (closed.result === 'cancelled') result.cancelled++;
        else if (closed.result === 'paid') result.paid++;
      } catch (err) {
        down.add(gateway);
        result.failed++;
        result.error ??= `${order.orderNo}：${(err as Error).message}`;
      }
    }
    if (due.length < BATCH) return result;
    after = due[due.length - 1].id;
  }
}
