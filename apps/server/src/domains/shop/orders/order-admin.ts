import {
  type MyOrdersQuery,
  type OrderListQuery,
  type PageResult,
  type PayProvider,
  PERMS,
  type ShopOrder,
} from '@ck/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { providerFor } from '../payments/payment-gateway.ts';
import { teachingOrder as o } from '../tables.ts';
import { closeAndCancel } from './order-close.ts';
import { orderFilters } from './order-filters.ts';
import { completeVirtual } from './order-fulfilment.ts';
import { markOrderPaid } from './order-payment.ts';
import { completeRefund, refundNoOf } from './order-refund.ts';
import { REFUNDABLE } from './order-stock.ts';
import { type OrderRow, orderJson } from './order-view.ts';

export const EXPORT_MAX_ROWS = 10_000;

/** The back office's order desk, and the owner's own orders. Every query is scoped to the caller's tenant. */
export class OrderDesk {
  private readonly db: Db;
  constructor(private readonly ctx: AppContext) {
    this.db = ctx.db;
  }

  private async page(
    where: SQL | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<PageResult<ShopOrder>> {
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(o).where(where);
    const rows = await this.db
      .select()
      .from(o)
      .where(where)
      .orderBy(desc(o.createTime), desc(o.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return pageOf(rows.map(orderJson), total, pageNo, pageSize);
  }

  list(auth: AuthContext, q: OrderListQuery) {
    return this.page(and(tenantScope(o, auth), ...orderFilters(q)), q.pageNo, q.pageSize);
  }

  mine(auth: AuthContext, q: MyOrdersQuery) {
    const where = and(
      tenantScope(o, auth),
      eq(o.userId, auth.userId),
      q.status ? eq(o.status, q.status) : undefined,
    );
    return this.page(where, q.pageNo, q.pageSize);
  }

  async all(auth: AuthContext, q: OrderListQuery): Promise<ShopOrder[]> {
    const rows = await this.db
      .select()
      .from(o)
      .where(and(tenantScope(o, auth), ...orderFilters(q)))
      .orderBy(desc(o.createTime))
      .limit(EXPORT_MAX_ROWS);
    return rows.map(orderJson);
  }

  private async find(auth: AuthContext, id: string): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(o)
      .where(and(tenantScope(o, auth), eq(o.id, id)));
    if (!row) throw notFound('订单不存在');
    return row;
  }

  /** Order staff read any order of the tenant; everybody else only their own. */
  async detail(auth: AuthContext, id: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    if (row.userId !== auth.userId && !auth.perms.has(PERMS.order.list)) throw notFound('订单不存在');
    return orderJson(row);
  }

  /**
   * One status move in one conditional statement: the order must be in `from`, else a Chinese 400
   * naming what went wrong. Returns the moved row.
   */
  private async move(
    tx: Db,
    auth: AuthContext,
    id: string,
    from: string[],
    set: Partial<typeof o.$inferInsert>,
    refused: string,
    also?: SQL,
  ): Promise<OrderRow> {
    const now = new Date();
    const [moved] = await tx
      .update(o)
      .set({ ...set, updateTime: now, updateBy: auth.username })
      .where(and(tenantScope(o, auth), eq(o.id, id), inArray(o.status, from), also))
      .returning();
    if (moved) return moved;
    const [exists] = await tx
      .select({ id: o.id })
      .from(o)
      .where(and(tenantScope(o, auth), eq(o.id, id)));
    if (!exists) throw notFound('订单不存在');
    throw badRequest(refused);
  }

  async ship(auth: AuthContext, id: string, trackingNo: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    if (row.goodsType !== '1') throw badRequest('虚拟商品无需发货');
    const moved = await this.move(
      this.db,
      auth,
      id,
      ['paid'],
      { status: 'shipped', trackingNo, shipTime: new Date() },
      '只有已支付的订单可以发货',
    );
    return orderJson(moved);
  }

  /**
   * Completes a parcel by hand; a paid virtual good whose delivery could not be made when the money
   * arrived is delivered now (a refused delivery leaves it paid and says why).
   */
  async complete(auth: AuthContext, id: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    if (row.goodsType !== '1') {
      if (row.status !== 'paid') throw badRequest('只有已支付的订单可以完成');
      await this.db.transaction(async (tx) => {
        if (!(await completeVirtual(tx, row))) throw badRequest('订单状态已变化，请刷新后重试');
      });
      return orderJson(await this.find(auth, id));
    }
    const moved = await this.move(
      this.db,
      auth,
      id,
      ['paid', 'shipped'],
      { status: 'completed', finishTime: new Date() },
      '只有已支付或已发货的订单可以完成',
    );
    return orderJson(moved);
  }

  /**
   * The owner cancels their own pending order; order staff (refund permission) any pending order. The
   * provider closes the trade first; if it says the trade was paid, the order is paid instead.
   */
  async cancel(auth: AuthContext, id: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    if (row.userId !== auth.userId && !auth.perms.has(PERMS.order.refund))
      throw forbidden('只能取消自己的订单');
    if (row.status !== 'pending') throw badRequest('只能取消待支付的订单');
    const closed = await closeAndCancel(this.ctx, row, auth.username);
    if (closed.result === 'unchanged') throw badRequest('只能取消待支付的订单');
    return orderJson(closed.order);
  }

  /**
   * Paid, shipped or completed -> refunding, once. Points and offline money come back at once
   * (refunded); a provider's refund is asked in the same transaction, so a refused request changes
   * nothing. A refund the provider answers `processing` stays refunding until its notification or the
   * refund sweep confirms it; only then do stock and points go back.
   */
  refund(auth: AuthContext, id: string, reason: string): Promise<ShopOrder> {
    return this.askRefund(auth, id, REFUNDABLE, '该订单当前状态不能退款', reason);
  }

  /** A failed refund is asked again under a new refund number, with its first reason. */
  async retryRefund(auth: AuthContext, id: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    const refused = '只有退款失败的订单可以重试退款';
    if (row.status !== 'refund_failed') throw badRequest(refused);
    return this.askRefund(auth, id, ['refund_failed'], refused, row.refundReason ?? '重试退款');
  }

  private async askRefund(
    auth: AuthContext,
    id: string,
    from: string[],
    refused: string,
    reason: string,
  ): Promise<ShopOrder> {
    const before = await this.find(auth, id);
    if (!from.includes(before.status)) throw badRequest(refused);
    const attempt = before.refundAttempts + 1;
    const ref = { orderNo: before.orderNo, refundNo: refundNoOf(before.orderNo, attempt) };
    const byProvider = before.payMethod !== 'points' && before.moneyFen > 0;
    // Resolved before the transaction: it reads the settings outside it.
    const provider = byProvider
      ? await providerFor(this.ctx, before.tenantId, before.payMethod as PayProvider)
      : null;
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const moved = await this.move(
        tx,
        auth,
        id,
        from,
        {
          status: 'refunding',
          refundReason: reason,
          refundAttempts: attempt,
          refundNo: ref.refundNo,
          refundError: null,
          refundApplyTime: now,
          refundCheckTime: null,
        },
        refused,
        // Another refund started since the read: its number is taken.
        eq(o.refundAttempts, before.refundAttempts),
      );
      const finish = async () => {
        const done = await completeRefund(tx, ref, auth.username);
        if (!done) throw badRequest('退款状态已变化，请刷新后重试');
        return orderJson(done);
      };
      if (!provider) return finish();
      const answer = await provider.refund({
        tenantId: moved.tenantId,
        orderNo: moved.orderNo,
        subject: moved.productName,
        moneyFen: moved.moneyFen,
        expireTime: moved.expireTime ?? now,
        tradeNo: moved.tradeNo,
        refundNo: ref.refundNo,
        refundFen: moved.moneyFen,
        reason,
      });
      return answer.state === 'success' ? finish() : orderJson(moved);
    });
  }

  /** An administrator saw the offline payment arrive: the order is paid as if a provider had said so. */
  async confirmPaid(auth: AuthContext, id: string): Promise<ShopOrder> {
    const row = await this.find(auth, id);
    if (row.payMethod !== 'manual') throw badRequest('只有线下支付的订单可以确认收款');
    if (row.status !== 'pending') throw badRequest('只有待支付的订单可以确认收款');
    const outcome = await markOrderPaid(this.db, {
      provider: 'manual',
      notifyId: `manual:${row.orderNo}`,
      orderNo: row.orderNo,
      tradeNo: null,
      amountFen: row.moneyFen,
      payload: JSON.stringify({ confirmedBy: auth.username }),
      by: auth.username,
    });
    if (outcome === 'cancelled') throw badRequest('订单已取消，不能确认收款');
    if (outcome === 'duplicate') throw badRequest('该订单已确认收款');
    if (outcome !== 'paid') throw badRequest('确认收款失败，请刷新后重试');
    return orderJson(await this.find(auth, id));
  }
}
