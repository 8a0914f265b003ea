import type { PayProvider } from '@ck/shared';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { providerFor } from '../payments/payment-gateway.ts';
import { teachingOrder as o } from '../tables.ts';
import { refundLatePayment } from './late-payment.ts';
import { completeRefund, failRefund } from './order-refund.ts';

/** A refund still processing is asked about at most this often. */
export const REFUND_CHECK_EVERY_MS = 5 * 60_000;
const BATCH = 100;

export interface RefundSweepResult {
  checked: number;
  refunded: number;
  failed: number;
  /** The first query that went wrong (it is asked again next time). */
  error?: string;
}

/**
 * Asks the provider about every refund still `refunding` that was not asked about in the last five
 * minutes, for all tenants (a system task): a confirmed refund finishes the order, a closed or
 * abnormal one marks it failed. A notification arriving meanwhile finishes it just the same, once.
 * The refund of a payment that came after the cancel is asked again instead (same number, so the same
 * refund): that also covers one whose first request never reached the provider.
 */
export async function checkProcessingRefunds(ctx: AppContext, now = new Date()): Promise<RefundSweepResult> {
  const result: RefundSweepResult = { checked: 0, refunded: 0, failed: 0 };
  const due = new Date(now.getTime() - REFUND_CHECK_EVERY_MS);
  const rows = await ctx.db
    .select({
      id: o.id,
      tenantId: o.tenantId,
      orderNo: o.orderNo,
      refundNo: o.refundNo,
      payMethod: o.payMethod,
      latePaid: o.latePaid,
    })
    .from(o)
    .where(
      and(
        eq(o.status, 'refunding'),
        isNotNull(o.refundNo),
        lt(sql`coalesce(${o.refundCheckTime}, ${o.refundApplyTime}, ${o.updateTime})`, due),
      ),
    )
    .orderBy(o.refundApplyTime)
    .limit(BATCH);
  for (const row of rows) {
    const ref = { orderNo: row.orderNo, refundNo: row.refundNo as string };
    await ctx.db.update(o).set({ refundCheckTime: now }).where(eq(o.id, row.id));
    try {
      if (row.latePaid === 1) {
        // Asked again under the same refund number: the same refund at the provider, also when the
        // first request never got out (the process stopped right after the payment was recorded).
        const settled = await refundLatePayment(ctx, row.orderNo);
        result.checked++;
        if (settled?.status === 'refunded') result.refunded++;
        else if (settled?.status === 'refund_failed') result.failed++;
        continue;
      }
      const provider = await providerFor(ctx, row.tenantId, row.payMethod as PayProvider);
      if (!provider.queryRefund) continue;
      const state = await provider.queryRefund(ref.refundNo);
      result.checked++;
      if (state.state === 'success') {
        const done = await ctx.db.transaction((tx) => completeRefund(tx as unknown as Db, ref, 'system'));
        if (done) result.refunded++;
      } else if (state.state === 'failed' && (await failRefund(ctx.db, ref, state.reason, 'system')))
        result.failed++;
    } catch (err) {
      result.error ??= `${row.orderNo}：${(err as Error).message}`;
    }
  }
  return result;
}
