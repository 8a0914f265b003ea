import type { Db } from '../../../db/client.ts';
import { changePoints } from '../../points/index.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The one place the shop moves points, inside the order's transaction. The event key makes a spend
 * or a refund of the same order count once; `kind` names the cause in the ledger.
 */
export async function orderPoints(
  tx: Db,
  order: Pick<OrderRow, 'tenantId' | 'userId' | 'orderNo' | 'productName' | 'count' | 'pointsAmount'>,
  direction: 'redeem' | 'refund',
  by: string,
): Promise<number> {
  const change = {
    tenantId: order.tenantId,
    userId: order.userId,
    amount: direction === 'redeem' ? -order.pointsAmount : order.pointsAmount,
    reason:
      direction === 'redeem'
        ? `兑换「${order.productName}」×${order.count}（订单 ${order.orderNo}）`
        : `退款「${order.productName}」×${order.count}（订单 ${order.orderNo}）`,
    kind: direction,
    eventKey: `order-${direction}:${order.orderNo}`,
    by,
  };
  return changePoints(tx, change);
}
