import type { PayProvider } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { providerFor } from '../payments/payment-gateway.ts';
import { teachingOrder as o } from '../tables.ts';
import { auditOrder } from './order-audit.ts';
import { markOrderPaid, type PaymentOutcome, type PaymentReceived } from './order-payment.ts';
import { completeRefund, failRefund } from './order-refund.ts';
import type { OrderRow } from './order-view.ts';

/**
 * Applies a payment (`markOrderPaid`); money for an order already cancelled is kept on the order and
 * sent back at once through the provider it came from, and the operation log says so.
 */
export async function receivePayment(ctx: AppContext, paid: PaymentReceived): Promise<PaymentOutcome> {
  const outcome = await markOrderPaid(ctx.db, paid);
  if (outcome !== 'late') return outcome;
  const refunded = await refundLatePayment(ctx, paid.orderNo);
  if (refunded) {
    const result =
      refunded.status === 'refunded'
        ? '已自动退款'
        : refunded.status === 'refunding'
          ? `已申请自动退款（${refunded.refundNo}），等待支付平台确认`
          : `自动退款失败：${refunded.refundError ?? '未知原因'}，请在订单管理中重试退款`;
    await auditOrder(
      ctx.db,
      refunded,
      `订单取消后收到付款 ¥${(refunded.moneyFen / 100).toFixed(2)}（流水号 ${paid.tradeNo ?? '无'}），${result}`,
      paid.provider,
    ).catch(() => undefined);
  }
  return outcome;
}

/**
 * Asks the provider to refund a late payment (an order `refunding` with `latePaid`). Alipay answers
 * at once; WeChat Pay's answer is usually "processing", settled later by its notification or the
 * refund sweep; a refusal (or no answer) leaves the order 退款失败 with the reason, for a retry from
 * the order desk. Returns the order as it now stands.
 */
export async function refundLatePayment(ctx: AppContext, orderNo: string): Promise<OrderRow | null> {
  const [order] = await ctx.db
    .select()
    .from(o)
    .where(and(eq(o.orderNo, orderNo), eq(o.status, 'refunding'), eq(o.latePaid, 1)));
  if (!order?.refundNo) return null;
  const ref = { orderNo, refundNo: order.refundNo };
  try {
    const provider = await providerFor(ctx, order.tenantId, order.payMethod as PayProvider);
    const answer = await provider.refund({
      tenantId: order.tenantId,
      orderNo,
      subject: order.productName,
      moneyFen: order.moneyFen,
      expireTime: order.expireTime ?? order.createTime,
      tradeNo: order.tradeNo,
      refundNo: ref.refundNo,
      refundFen: order.moneyFen,
      reason: order.refundReason ?? '订单已取消',
    });
    if (answer.state === 'processing') return order;
    return (await ctx.db.transaction((tx) => completeRefund(tx as unknown as Db, ref, 'system'))) ?? order;
  } catch (err) {
    const failed = await failRefund(ctx.db, ref, (err as Error).message, 'system');
    return failed ?? order;
  }
}
