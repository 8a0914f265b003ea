import {
  type CourseGoods,
  type FrontCategory,
  type FrontGoods,
  type FrontGoodsDetail,
  type FrontGoodsQuery,
  goodsRefIds,
  type PageResult,
  stockTextOf,
} from '@ck/shared';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { learnsCourses } from '../../teaching/index.ts';
import { teachingProductCategory as c, teachingProduct as p } from '../resources.ts';
import { refNames } from './goods-refs.ts';

type ProductRow = Record<string, unknown>;

const onShelf = (tenantId: string) => and(liveScope(p, tenantId), eq(p.status, '1'));

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
  const goodsType = String(row.goodsType ?? '1');
  const refId = (row.refId as string | null) ?? null;
  return {
    ...cardOf(row, (found.categoryName as string | null) ?? null),
    gallery,
    description: String(row.description ?? ''),
    courseId: goodsType === '2' ? (goodsRefIds(refId)[0] ?? null) : null,
    contents: await refNames(db, tenantId, goodsType, refId),
  };
}

/** At most this many course goods are answered: a shop holds a handful of them. */
const COURSE_GOODS_MAX = 200;

/**
 * The course goods on shelf, for the purchase buttons of the course pages; `owned` says whether the
 * signed-in caller already learns the course (their class opened it, or they bought it).
 */
export async function courseGoods(
  db: Db,
  auth: AuthContext | null,
  tenantId: string,
): Promise<CourseGoods[]> {
  const rows = await db
    .select()
    .from(p)
    .where(and(onShelf(tenantId), eq(p.goodsType, '2')))
    .orderBy(asc(p.sortNo), desc(p.createTime))
    .limit(COURSE_GOODS_MAX);
  const goods = rows.flatMap((row) => {
    const [courseId] = goodsRefIds((row.refId as string | null) ?? null);
    return courseId ? [{ row: row as ProductRow, courseId }] : [];
  });
  const owned = auth ? await learnsCourses(db, auth, [...new Set(goods.map((g) => g.courseId))]) : new Set();
  return goods.map(({ row, courseId }) => ({
    courseId,
    productId: String(row.id),
    productName: String(row.productName),
    pointsPrice: Number(row.pointsPrice ?? 0),
    moneyPrice: Number(row.moneyPrice ?? 0),
    soldOut: Number(row.stock ?? 0) <= 0,
    owned: owned.has(courseId),
  }));
}

/** The tenant's enabled categories, for the shop window's tabs. */
export async function frontCategories(db: Db, tenantId: string): Promise<FrontCategory[]> {
  const rows = await db
    .select({ id: c.id, categoryName: c.categoryName })
    .from(c)
    .where(and(liveScope(c, tenantId), eq(c.enabled, true)))
    .orderBy(asc(c.sortNo), asc(c.createTime));
  return rows.map((r) => ({ id: String(r.id), categoryName: String(r.categoryName) }));
}
