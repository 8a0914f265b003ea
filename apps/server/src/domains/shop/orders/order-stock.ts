import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingProduct as p } from '../resources.ts';
import { teachingOrder as o } from '../tables.ts';

export interface ProductForSale {
  id: string;
  productName: string;
  cover: string | null;
  goodsType: string;
  /** What a virtual good delivers (see `goodsRefIds`). */
  refId: string | null;
  pointsPrice: number;
  moneyPrice: number;
  perUserLimit: number;
}

/** A good on shelf of the tenant, or a Chinese 400. */
export async function productForSale(db: Db, tenantId: string, productId: string): Promise<ProductForSale> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(liveScope(p, tenantId), eq(p.id, productId), eq(p.status, '1')));
  if (!row) throw badRequest('商品不存在或已下架');
  return {
    id: String(row.id),
    productName: String(row.productName),
    cover: (row.cover as string | null) ?? null,
    goodsType: String(row.goodsType ?? '1'),
    refId: (row.refId as string | null) ?? null,
    pointsPrice: Number(row.pointsPrice ?? 0),
    moneyPrice: Number(row.moneyPrice ?? 0),
    perUserLimit: Number(row.perUserLimit ?? 0),
  };
}

/**
 * Takes `count` items in one conditional statement (`stock >= count`), so concurrent buyers never
 * take more than there is; the row lock it holds also serialises the per-user limit check after it.
 */
export async function takeStock(tx: Db, tenantId: string, productId: string, count: number): Promise<void> {
  const taken = await tx
    .update(p)
    .set({ stock: sql`${p.stock} - ${count}` })
    .where(and(liveScope(p, tenantId), eq(p.id, productId), eq(p.status, '1'), gte(p.stock, count)))
    .returning({ id: p.id });
  if (taken.length === 0) throw badRequest('库存不足');
}

/** Puts items back (a cancelled or refunded order); `sold` also takes them off the sales count. */
export async function returnStock(
  tx: Db,
  tenantId: string,
  productId: string,
  count: number,
  sold: boolean,
): Promise<void> {
  await tx
    .update(p)
    .set({
      stock: sql`${p.stock} + ${count}`,
      ...(sold ? { sales: sql`greatest(${p.sales} - ${count}, 0)` } : {}),
    })
    .where(and(tenantScope(p, tenantId), eq(p.id, productId)));
}

export async function addSales(tx: Db, tenantId: string, productId: string, count: number): Promise<void> {
  await tx
    .update(p)
    .set({ sales: sql`coalesce(${p.sales}, 0) + ${count}` })
    .where(and(tenantScope(p, tenantId), eq(p.id, productId)));
}

/**
 * Refuses when the user would hold more than `limit` of the good (cancelled and refunded orders, and
 * payments refunded because they came after the cancel, do not count).
 */
export async function checkUserLimit(
  tx: Db,
  tenantId: string,
  userId: string,
  product: ProductForSale,
  count: number,
): Promise<void> {
  if (product.perUserLimit <= 0) return;
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${o.count}), 0)::int` })
    .from(o)
    .where(
      and(
        tenantScope(o, tenantId),
        eq(o.userId, userId),
        eq(o.productId, product.id),
        notInArray(o.status, ['cancelled', 'refunded']),
        eq(o.latePaid, 0),
      ),
    );
  if (held + count > product.perUserLimit)
    throw badRequest(
      held > 0
        ? `每人限购 ${product.perUserLimit} 件，您已购买 ${held} 件`
        : `每人限购 ${product.perUserLimit} 件`,
    );
}

/** Order statuses a refund may start from. */
export const REFUNDABLE = ['paid', 'shipped', 'completed'];
