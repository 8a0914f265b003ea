import {
  type FrontCategory,
  type FrontGoods,
  type FrontGoodsDetail,
  type FrontGoodsQuery,
  type PageResult,
  stockTextOf,
} from '@ck/shared';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingProductCategory as c, teachingProduct as p } from '../resources.ts';

type ProductRow = Record<string, unknown>;

const onShelf = (tenantId: string) => and(tenantScope(p, tenantId), eq(p.delFlag, 0), eq(p.status, '1'));

function cardOf(row: ProductRow, categoryName: string | null): FrontGoods {
  const stock = Number(row.stock ?? 0);
  return {
    id: String(row.id),
    productName: String(row.productName),
    cover: (row.cover as string | null) ?? null,
    categoryId: (row.categoryId as string | null) ?? null,
    categoryName,
    goodsType: String(row.goodsType ?? '1'),
    pointsPrice: Number(row.pointsPrice ?? 0),
    moneyPrice: Number(row.moneyPrice ?? 0),
    perUserLimit: Number(row.perUserLimit ?? 0),
    sales: Number(row.sales ?? 0),
    stockText: stockTextOf(stock),
    soldOut: stock <= 0,
  };
}

/** Goods on shelf of a tenant, by category and name, in the administrator's order. */
export async function frontGoodsPage(
  db: Db,
  tenantId: string,
  q: FrontGoodsQuery,
): Promise<PageResult<FrontGoods>> {
  const where = and(
    onShelf(tenantId),
    q.categoryId ? eq(p.categoryId, q.categoryId) : undefined,
    q.keyword ? ilike(p.productName, likePattern(q.keyword)) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(p).where(where);
  const rows = await db
    .select({ row: p, categoryName: c.categoryName })
    .from(p)
    .leftJoin(c, and(eq(c.id, p.categoryId), eq(c.delFlag, 0)))
    .where(where)
    .orderBy(asc(p.sortNo), desc(p.createTime))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const records = rows.map((r) => cardOf(r.row as ProductRow, (r.categoryName as string | null) ?? null));
  return pageOf(records, total, q.pageNo, q.pageSize);
}

/** One good on shelf with its gallery and description, or 404. */
export async function frontGoodsDetail(db: Db, tenantId: string, id: string): Promise<FrontGoodsDetail> {
  const [found] = await db
    .select({ row: p, categoryName: c.categoryName })
    .from(p)
    .leftJoin(c, and(eq(c.id, p.categoryId), eq(c.delFlag, 0)))
    .where(and(onShelf(tenantId), eq(p.id, id)));
  if (!found) throw notFound('商品不存在或已下架');
  const row = found.row as ProductRow;
  const gallery = String(row.gallery ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...cardOf(row, (found.categoryName as string | null) ?? null),
    gallery,
    description: String(row.description ?? ''),
  };
}

/** The tenant's enabled categories, for the shop window's tabs. */
export async function frontCategories(db: Db, tenantId: string): Promise<FrontCategory[]> {
  const rows = await db
    .select({ id: c.id, categoryName: c.categoryName })
    .from(c)
    .where(and(tenantScope(c, tenantId), eq(c.delFlag, 0), eq(c.enabled, true)))
    .orderBy(asc(c.sortNo), asc(c.createTime));
  return rows.map((r) => ({ id: String(r.id), categoryName: String(r.categoryName) }));
}
