import {
  courseGoodsSchema,
  envelopeOf,
  frontCategorySchema,
  frontGoodsDetailSchema,
  frontGoodsIdQuery,
  frontGoodsQuery,
  frontGoodsSchema,
  goodsRefOptionSchema,
  goodsRefQuery,
  pageResultOf,
  productResource,
  resourcePermission,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { courseGoods, frontCategories, frontGoodsDetail, frontGoodsPage } from './front-goods.ts';
import { refOptions } from './goods-refs.ts';
import { requireShopOpen, SHOP_CLOSED, shopOpen } from './shop-flag.ts';

const PRODUCT = '/api/teaching/teachingProduct';
const BASE = `${PRODUCT}/front`;
const TAGS = ['shop'];

/**
 * The public shop window (`/home-page/otherGoods`): goods on shelf, while the shop is switched on;
 * and the goods form's picker of what a virtual good delivers.
 */
export function goodsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A shop window list of the caller's institution: empty, with the notice why, while its shop is closed. */
  async function openList<T>(req: FastifyRequest, load: (tenantId: string) => Promise<T[]>) {
    const tenantId = tenantOf(req.auth);
    if (!(await shopOpen(ctx.db, tenantId))) return ok<T[]>([], SHOP_CLOSED);
    return ok(await load(tenantId));
  }

  app.get(
    `${BASE}/list`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '在售商品分页：`categoryId`、`keyword`（名称包含）；库存只显示“有货 / 剩余N / 已售罄”。商城关闭（官网设置 ifshopping）时返回空页并提示“积分商城暂未开放”',
      { querystring: frontGoodsQuery, response: { 200: envelopeOf(pageResultOf(frontGoodsSchema)) } },
    ),
    async (req) => {
      const q = req.query;
      const tenantId = tenantOf(req.auth);
      if (!(await shopOpen(ctx.db, tenantId))) return ok(pageOf([], 0, q.pageNo, q.pageSize), SHOP_CLOSED);
      return ok(await frontGoodsPage(ctx.db, tenantId, q));
    },
  );

  app.get(
    `${BASE}/detail`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '在售商品详情（图集、详情、价格、库存文字）；已下架 404，商城关闭 400',
      { querystring: frontGoodsIdQuery, response: { 200: envelopeOf(frontGoodsDetailSchema) } },
    ),
    async (req) => {
      const tenantId = tenantOf(req.auth);
      await requireShopOpen(ctx.db, tenantId);
      return ok(await frontGoodsDetail(ctx.db, tenantId, req.query.id));
    },
  );

  app.get(
    `${BASE}/categories`,
    routeDoc({ guard: 'public' }, TAGS, '启用的商品分类 `[{id, categoryName}]`（商城关闭时为空）', {
      response: { 200: envelopeOf(z.array(frontCategorySchema)) },
    }),
    async (req) => openList(req, (tenantId) => frontCategories(ctx.db, tenantId)),
  );

  app.get(
    `${BASE}/courseGoods`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '在售的课程商品 `[{courseId, productId, productName, pointsPrice, moneyPrice, soldOut, owned}]`，供课程页显示“积分兑换 / 购买课程”；`owned` 表示登录用户已能学习该课程（班级已开放或已购买），访客为 false；商城关闭时为空',
      { response: { 200: envelopeOf(z.array(courseGoodsSchema)) } },
    ),
    async (req) => openList(req, (tenantId) => courseGoods(ctx.db, req.auth, tenantId)),
  );

  crudRoutes(app, PRODUCT, TAGS).read('refOptions', {
    perm: resourcePermission(productResource, 'list'),
    summary:
      '商品表单的关联内容选择：`goodsType` 2 课程（本机构及授权给本机构的）、3 证书模板（本机构）、4 试卷（本机构及共享库中平台共享、授权的），按 `keyword` 搜名称（最多 50 条），`ids`（逗号分隔）为已选的，一并返回以显示名称',
    query: goodsRefQuery,
    result: z.array(goodsRefOptionSchema),
    find: (auth, q) => refOptions(ctx.db, auth.tenantId, q.goodsType, q),
  });
}
