import { z } from 'zod';
import { pagingFields } from '../paging.ts';

// Published news on the public site (`/api/teaching/news/front/*`); the back office uses the resource engine.

/** `front/list`: a page of published articles, optionally those whose title contains `keyword`. */
export const frontNewsListQuery = z.object({
  ...pagingFields({ maxSize: 50 }),
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字符').optional(),
});
export type FrontNewsListQuery = z.infer<typeof frontNewsListQuery>;

/** What every view of an article starts with. */
const articleHeadFields = {
  id: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
};

/** An article in the list. `publishTime` falls back to when it was written. */
export const frontNewsSummarySchema = z.object({
  ...articleHeadFields,
  publishTime: z.string().nullable(),
});
export type FrontNewsSummary = z.infer<typeof frontNewsSummarySchema>;

/** `front/detail`: the article with its body (HTML, sanitised). */
export const frontNewsDetailSchema = z.object({
  ...articleHeadFields,
  content: z.string(),
  publishTime: z.string().nullable(),
});
export type FrontNewsDetail = z.infer<typeof frontNewsDetailSchema>;
