import {
  envelopeOf,
  frontNewsDetailSchema,
  frontNewsListQuery,
  frontNewsSummarySchema,
  pageResultOf,
  siteIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { publishedNews, publishedNewsPage } from './front-news-service.ts';

const TAGS = ['site'];

/** Published news for the public site (`frontNews`, `frontNewsDetail`); drafts never leave the back office. */
export function frontNewsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/teaching/news/front/list',
    routeDoc({ guard: 'public' }, TAGS, '已发布的新闻 `{id, title, cover, summary, publishTime}`', {
      querystring: frontNewsListQuery,
      response: { 200: envelopeOf(pageResultOf(frontNewsSummarySchema)) },
    }),
    async (req) => ok(await publishedNewsPage(ctx.db, tenantOf(req.auth), req.query)),
  );

  app.get(
    '/api/teaching/news/front/detail',
    routeDoc({ guard: 'public' }, TAGS, '一篇已发布新闻（正文已清洗）；草稿回答 404', {
      querystring: siteIdQuery,
      response: { 200: envelopeOf(frontNewsDetailSchema) },
    }),
    async (req) => ok(await publishedNews(ctx.db, tenantOf(req.auth), req.query.id)),
  );
}
