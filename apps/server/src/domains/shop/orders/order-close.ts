import type { PayProvider } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { manualProvider } from '../payments/manual-provider.ts';
import { providerFor } from '../payments/payment-gateway.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { teachingOrder } from '../tables.ts';
import { receivePayment } from './late-payment.ts';
import { auditOrder } from './order-audit.ts';
import { cancelPending } from './order-checkout.ts';
import type { OrderRow } from './order-view.ts';

/** Offline orders have nothing to close, even when offline payment has since been switched off. */
const closerFor = (ctx: AppContext, order: OrderRow): Promise<PaymentProvider> =>
  order.payMethod === 'manual'
    ? Promise.resolve(manualProvider)
    : providerFor(ctx, order.tenantId, order.payMethod as PayProvider);

/**
 * - `cancelled`: the trade is closed at the provider, the order cancelled and its stock back;
 * - `paid`: the provider says it was paid before the close: the order is paid instead;
 * - `unchanged`: somebody else moved the order meanwhile (another cancel, a notification).
 */
export type CloseOutcome = { result: 'cancelled' | 'paid' | 'unchanged'; order: OrderRow };

/**
 * Cancels a pending money order the safe way round: the provider closes the trade first, and only
 * then is the order cancelled and its stock returned. When the provider cannot be reached or cannot
 * say for sure, this throws a Chinese 400 and the order stays pending (the caller retries).
 */
export async function closeAndCancel(ctx: AppContext, order: OrderRow, by: string): Promise<CloseOutcome> {
  let closed: Awaited<ReturnType<PaymentProvider['close']>>;
  try {
    const provider = await closerFor(ctx, order);
    closed = await provider.close({ orderNo: order.orderNo, moneyFen: order.moneyFen });
  } catch (err) {
    throw badRequest(`支付平台未能确认订单状态，订单暂不能取消，请稍后再试（${(err as Error).message}）`);
  }
  if (closed.state === 'paid') {
    const outcome = await receivePayment(ctx, {
      provider: order.payMethod as PayProvider,
      notifyId: `close:${order.orderNo}`,
      orderNo: order.orderNo,
      tradeNo: closed.tradeNo,
      amountFen: closed.amountFen,
      payload: closed.payload,
      by,
    });
    if (outcome === 'mismatch') throw badRequest('支付平台显示的付款金额与订单金额不一致，请在商户平台核对');
    if (outcome === 'paid')
      await auditOrder(ctx.db, order, '取消时支付平台显示已付款，订单转为已支付', by).catch(() => undefined);
    return { result: outcome === 'paid' ? 'paid' : 'unchanged', order: await reread(ctx, order.id) };
  }
  const cancelled = await cancelPending(ctx.db, order.id, by);
  return cancelled
    ? { result: 'cancelled', order: cancelled }
    : { result: 'unchanged', order: await reread(ctx, order.id) };
}

async function reread(ctx: AppContext, id: string): Promise<OrderRow> {
  const [row] = await ctx.db.select().from(teachingOrder).where(eq(teachingOrder.id, id));
  return row;
}
