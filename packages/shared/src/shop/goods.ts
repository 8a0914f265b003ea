import { z } from 'zod';
import { pagingFields } from '../paging.ts';

/** `GET /api/teaching/teachingProduct/front/list`: goods on shelf, by category and keyword. */
export const frontGoodsQuery = z.object({
  ...pagingFields({ maxSize: 60, defaultSize: 12 }),
  categoryId: z.string().trim().max(36).optional(),
  keyword: z.string().trim().max(60, '关键词不能超过 60 个字符').optional(),
});
export type FrontGoodsQuery = z.infer<typeof frontGoodsQuery>;

/** What a visitor sees of a good: prices and whether it can be bought, never the stock counter itself. */
export const frontGoodsSchema = z.object({
  id: z.string(),
  productName: z.string(),
  cover: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  goodsType: z.string(),
  pointsPrice: z.number().int(),
  moneyPrice: z.number(),
  perUserLimit: z.number().int(),
  sales: z.number().int(),
  /** 有货 / 剩余N / 已售罄. */
  stockText: z.string(),
  soldOut: z.boolean(),
});
export type FrontGoods = z.infer<typeof frontGoodsSchema>;

export const frontGoodsDetailSchema = frontGoodsSchema.extend({
  gallery: z.array(z.string()),
  description: z.string(),
  /** The course a course good opens; null for other goods. */
  courseId: z.string().nullable(),
  /** What a virtual good delivers, by name: the course, the template or the pack's papers. */
  contents: z.array(z.string()),
});
export type FrontGoodsDetail = z.infer<typeof frontGoodsDetailSchema>;

export const frontGoodsIdQuery = z.object({ id: z.string().trim().min(1, '请指定商品').max(36) });

/** Below this many items the detail says "剩余N"; above, only "有货". */
export const LOW_STOCK_SHOWN = 10;

/** The stock as shown to buyers. */
export function stockTextOf(stock: number): string {
  if (stock <= 0) return '已售罄';
  return stock <= LOW_STOCK_SHOWN ? `剩余${stock}` : '有货';
}

/** `front/categories`: the enabled categories, in the administrator's order. */
export const frontCategorySchema = z.object({ id: z.string(), categoryName: z.string() });
export type FrontCategory = z.infer<typeof frontCategorySchema>;

/**
 * `front/courseGoods`: the course goods on shelf, for the course pages' purchase buttons. `owned` is
 * true when the signed-in caller may already learn the course (always false for visitors).
 */
export const courseGoodsSchema = z.object({
  courseId: z.string(),
  productId: z.string(),
  productName: z.string(),
  pointsPrice: z.number().int(),
  moneyPrice: z.number(),
  soldOut: z.boolean(),
  owned: z.boolean(),
});
export type CourseGoods = z.infer<typeof courseGoodsSchema>;

/** `GET refOptions`: what a virtual good of a type may name, for the goods form's picker. */
export const goodsRefQuery = z.object({
  goodsType: z.enum(['2', '3', '4'], { error: '请选择虚拟商品类型' }),
  keyword: z.string().trim().max(60, '关键词不能超过 60 个字符').optional(),
  /** Comma-separated ids already chosen: answered too, so the picker can show their names. */
  ids: z.string().trim().max(1000).optional(),
});
export type GoodsRefQuery = z.infer<typeof goodsRefQuery>;

export const goodsRefOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Where the content comes from, e.g. 本机构 / 平台共享. */
  source: z.string(),
});
export type GoodsRefOption = z.infer<typeof goodsRefOptionSchema>;
