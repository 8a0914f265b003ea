import {
  type CreateOrderBody,
  ORDER_PAY_MINUTES,
  type OrderCreated,
  type RedeemBody,
  type RedeemResult,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { requireShopOpen } from '../goods/shop-flag.ts';
import { providerFor } from '../payments/payment-gateway.ts';
import { teachingOrder } from '../tables.ts';
import { checkDeliverable } from './order-delivery.ts';
import { fulfilPaidOrder } from './order-fulfilment.ts';
import { newOrderNo } from './order-no.ts';
import { orderPoints } from './order-points.ts';
import {
  checkUserLimit,
  type ProductForSale,
  productForSale,
  returnStock,
  takeStock,
} from './order-stock.ts';
import { type OrderRow, orderJson } from './order-view.ts';

type Receiver = Pick<RedeemBody, 'receiverName' | 'receiverPhone' | 'receiverAddress' | 'remark'>;

/** A parcel needs somewhere to go; virtual goods keep no address. */
function receiverOf(product: ProductForSale, body: Receiver) {
  if (product.goodsType !== '1') return { remark: body.remark || null };
  if (!body.receiverName || !body.receiverPhone || !body.receiverAddress)
    throw badRequest('实物商品请填写收货人、联系电话和收货地址');
  return {
    receiverName: body.receiverName,
    receiverPhone: body.receiverPhone,
    receiverAddress: body.receiverAddress,
    remark: body.remark || null,
  };
}

/** The fields every new order copies from its buyer and product. */
function newOrder(auth: AuthContext, product: ProductForSale, count: number, now: Date) {
  return {
    id: uuidv7(),
    tenantId: auth.tenantId,
    orderNo: newOrderNo(now),
    userId: auth.userId,
    username: auth.username,
    productId: product.id,
    productName: product.productName,
    cover: product.cover,
    goodsType: product.goodsType,
    refId: product.refId,
    count,
  };
}

const reload = async (tx: Db, id: string): Promise<OrderRow> =>
  (await tx.select().from(teachingOrder).where(eq(teachingOrder.id, id)))[0];

/** Turns goods into orders: redeemed with points at once, or bought with money through a provider. */
export class Checkout {
  constructor(private readonly ctx: AppContext) {}

  /**
   * One transaction: stock taken with `stock >= count`, the per-user limit counted, the buyer checked
   * for a virtual good, the order written, the points spent (too few rolls everything back) and the
   * order fulfilled (a virtual good delivered).
   */
  async redeem(auth: AuthContext, body: RedeemBody): Promise<RedeemResult> {
    const db = this.ctx.db;
    await requireShopOpen(db, auth.tenantId);
    const product = await productForSale(db, auth.tenantId, body.productId);
    if (product.pointsPrice <= 0) throw badRequest('该商品不支持积分兑换');
    const receiver = receiverOf(product, body);
    return db.transaction(async (tx) => {
      await takeStock(tx, auth.tenantId, product.id, body.count);
      await checkUserLimit(tx, auth.tenantId, auth.userId, product, body.count);
      await checkDeliverable(tx, auth, product, body.count);
      const now = new Date();
      const row = {
        ...newOrder(auth, product, body.count, now),
        payMethod: 'points',
        pointsAmount: product.pointsPrice * body.count,
        status: 'paid',
        paidTime: now,
        ...receiver,
      };
      await tx.insert(teachingOrder).values(row);
      const balance = await orderPoints(tx, row, 'redeem', auth.username);
      await fulfilPaidOrder(tx, row.id, auth);
      return { order: orderJson(await reload(tx, row.id)), balance };
    });
  }

  /**
   * A pending money order: the stock is held for `ORDER_PAY_MINUTES`, then the provider is asked how
   * to pay. A provider that fails to start cancels the order and gives the stock back.
   */
  async create(auth: AuthContext, body: CreateOrderBody): Promise<OrderCreated> {
    const db = this.ctx.db;
    await requireShopOpen(db, auth.tenantId);
    const product = await productForSale(db, auth.tenantId, body.productId);
    if (product.moneyPrice <= 0) throw badRequest('该商品不支持现金购买');
    const receiver = receiverOf(product, body);
    const provider = await providerFor(this.ctx, auth.tenantId, body.payMethod);
    const now = new Date();
    const row = {
      ...newOrder(auth, product, body.count, now),
      payMethod: body.payMethod,
      moneyFen: Math.round(product.moneyPrice * 100) * body.count,
      status: 'pending',
      expireTime: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
      ...receiver,
    };
    await db.transaction(async (tx) => {
      await takeStock(tx, auth.tenantId, product.id, body.count);
      await checkUserLimit(tx, auth.tenantId, auth.userId, product, body.count);
      await checkDeliverable(tx, auth, product, body.count);
      await tx.insert(teachingOrder).values(row);
    });
    try {
      const pay = await provider.start({
        tenantId: auth.tenantId,
        orderNo: row.orderNo,
        subject: product.productName,
        moneyFen: row.moneyFen,
        expireTime: row.expireTime,
      });
      return { order: orderJson(await reload(db, row.id)), pay };
    } catch (err) {
      await cancelPending(db, row.id, 'system');
      throw err;
    }
  }
}

/** Pending -> cancelled and the held stock back, once: a second call (or a racing sweep) changes nothing. */
export async function cancelPending(db: Db, orderId: string, by: string): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [cancelled] = await tx
      .update(teachingOrder)
      .set({ status: 'cancelled', cancelTime: now, updateTime: now, updateBy: by })
      .where(and(eq(teachingOrder.id, orderId), eq(teachingOrder.status, 'pending')))
      .returning();
    if (!cancelled) return null;
    await returnStock(tx, cancelled.tenantId, cancelled.productId, cancelled.count, false);
    return cancelled;
  });
}
