import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern, pagingFields } from '../../../platform/http/paging.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { tenantOf, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingNews } from '../resources.ts';

const TAGS = ['site'];

const listQuery = z.object({
  ...pagingFields({ maxSize: 50 }),
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字符').optional(),
});

const c = teachingNews;

/** Published news for the public site (`frontNews`, `frontNewsDetail`); drafts never leave the back office. */
export function frontNewsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const published = (tenantId: string) => and(tenantScope(c, tenantId), eq(c.delFlag, 0), eq(c.status, '1'));

  app.get(
    '/api/teaching/news/front/list',
    {
      config: { guard: 'public' },
      schema: {
        summary: '已发布的新闻 `{id, title, cover, summary, publishTime}`',
        tags: TAGS,
        querystring: listQuery,
      },
    },
    async (req) => {
      const { pageNo, pageSize, keyword } = req.query;
      const tenantId = tenantOf(req.auth);
      // The keyword is a bound parameter; LIKE wildcards in it are escaped.
      const like = keyword ? ilike(c.title, likePattern(keyword)) : undefined;
      const where = and(published(tenantId), like);
      const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(c).where(where);
      const rows = await ctx.db
        .select({
          id: c.id,
          title: c.title,
          cover: c.cover,
          summary: c.summary,
          publishTime: c.publishTime,
          createTime: c.createTime,
        })
        .from(c)
        .where(where)
        .orderBy(desc(c.sortNo), desc(c.publishTime), desc(c.createTime))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return ok({
        records: rows.map((r) => ({
          ...r,
          publishTime: formatDateTime((r.publishTime ?? r.createTime) as Date),
          createTime: undefined,
        })),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      });
    },
  );

  app.get(
    '/api/teaching/news/front/detail',
    {
      config: { guard: 'public' },
      schema: {
        summary: '一篇已发布新闻（正文已清洗）；草稿回答 404',
        tags: TAGS,
        querystring: z.object({ id: z.string({ error: '缺少参数 id' }).min(1, '缺少参数 id').max(36) }),
      },
    },
    async (req) => {
      const tenantId = tenantOf(req.auth);
      const [row] = await ctx.db
        .select()
        .from(c)
        .where(and(published(tenantId), eq(c.id, req.query.id)));
      if (!row) throw notFound('新闻不存在或尚未发布');
      return ok({
        id: row.id,
        title: row.title,
        cover: row.cover,
        summary: row.summary,
        // Stored sanitised already; sanitised again in case rows were written before the rule existed.
        content: sanitizeRichText(String(row.content ?? '')),
        publishTime: formatDateTime((row.publishTime ?? row.createTime) as Date),
      });
    },
  );
}
