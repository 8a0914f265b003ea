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
