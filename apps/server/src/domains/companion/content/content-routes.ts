import {
  envelopeOf,
  MP_API_PREFIX,
  mpArticleCardSchema,
  mpArticleDetailSchema,
  mpArticlesQuery,
  mpCitySchema,
  mpHomeQuery,
  mpHomeSchema,
  mpIdQuery,
  mpOrgQuery,
  pageResultOf,
} from '@ck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { mpRateLimit } from '../mp/mp-limits.ts';
import { type MpOrg, mpTenantOf } from '../mp/mp-tenant.ts';
import { MP_CACHE_SECONDS } from './mp-cache.ts';
import { mpArticle, mpArticles, mpCities, mpHome, visitorKey } from './mp-content-service.ts';

const TAGS = ['companion'];

/** Visitors' answers may be kept by browsers and proxies as long as the server keeps them. */
function cacheHeaders(req: FastifyRequest, reply: FastifyReply) {
  if (!req.auth) reply.header('Cache-Control', `public, max-age=${MP_CACHE_SECONDS}`);
  else reply.header('Cache-Control', 'private, no-store');
}

const route = (summary: string, querystring: z.ZodType, answer: z.ZodType) => ({
  config: { guard: 'public' as const },
  preHandler: mpRateLimit,
  schema: { summary, tags: TAGS, querystring, response: { 200: envelopeOf(answer) } },
});

/** The public content API of the companion (`/api/mp/v1/cities|home|articles|article`). */
export function contentRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  /** A content read of the visitor's organisation, marked cacheable before the content is loaded. */
  function contentRead<Q extends z.ZodType<{ orgId?: string }>>(
    name: string,
    summary: string,
    querystring: Q,
    answer: z.ZodType,
    load: (org: MpOrg, query: z.output<Q>) => Promise<unknown>,
  ) {
    app.get(`${MP_API_PREFIX}/${name}`, route(summary, querystring, answer), async (req, reply) => {
      const query = req.query as z.output<Q>;
      const org = await mpTenantOf(db, req.auth, query.orgId);
      cacheHeaders(req, reply);
      return ok(await load(org, query));
    });
  }

  contentRead('cities', '小程序：启用的城市', mpOrgQuery, z.array(mpCitySchema), (org) => mpCities(db, org));
  contentRead(
    'home',
    '小程序：首页（机构、城市、按钮、菜单、分类、最新文章）',
    mpHomeQuery,
    mpHomeSchema,
    (org, query) => mpHome(db, org, query.cityId),
  );
  contentRead(
    'articles',
    '小程序：已发布文章分页（置顶在前，其余按发布时间倒序）',
    mpArticlesQuery,
    pageResultOf(mpArticleCardSchema),
    (org, query) => mpArticles(db, org, query),
  );

  app.get(
    `${MP_API_PREFIX}/article`,
    route('小程序：文章详情（每位访客每天计一次阅读）', mpIdQuery, mpArticleDetailSchema),
    async (req, reply) => {
      const query = req.query as z.infer<typeof mpIdQuery>;
      const org = await mpTenantOf(db, req.auth, query.orgId);
      const visitor = visitorKey(req.auth?.userId, req.ip, req.headers['user-agent']);
      const detail = await mpArticle(db, org, query.id, visitor);
      cacheHeaders(req, reply);
      return ok(detail);
    },
  );
}
