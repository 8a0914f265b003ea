import {
  emptyEnvelope,
  envelopeOf,
  frontMenuAddBody,
  frontMenuEditBody,
  frontMenuNodeSchema,
  PERMS,
  siteIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { addMenu, deleteMenu, editMenu, menuTree, userMenu } from './front-menu-service.ts';

const TAGS = ['site'];
const menuAnswer = envelopeOf(z.array(frontMenuNodeSchema));

/** The public site's menu: read by everyone, edited on `/home-page/menu`. */
export function frontMenuRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/teaching/menu/getUserMenu',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '官网顶部菜单树 `{id, route, title, url, needLogin, internalOrExternal, icon, children}`；`needLogin` 的项只给已登录用户',
      { response: { 200: menuAnswer } },
    ),
    async (req) => ok(await userMenu(db, tenantOf(req.auth), !!req.auth), '查询成功'),
  );

  app.get(
    '/api/teaching/menu/list',
    {
      config: requirePerm(PERMS.frontMenu.list),
      schema: { summary: '全部前台菜单（含隐藏）', tags: TAGS, response: { 200: menuAnswer } },
    },
    async (req) => ok(await menuTree(db, req.auth!.tenantId), '查询成功'),
  );

  app.post(
    '/api/teaching/menu/add',
    routeDoc(
      requirePerm(PERMS.frontMenu.add),
      TAGS,
      '新增前台菜单 `{parentId?, title, url, icon?, sortNo?, needLogin?, internalOrExternal?, status?}`；地址只能是站内路径或 http(s) 网址，最多两级',
      { body: frontMenuAddBody, response: { 200: envelopeOf(z.object({ id: z.string() })) } },
    ),
    async (req) => {
      const id = await addMenu(db, req.auth!.tenantId, req.auth!.username, req.body);
      return ok({ id }, '添加成功！');
    },
  );

  app.put(
    '/api/teaching/menu/edit',
    routeDoc(requirePerm(PERMS.frontMenu.edit), TAGS, '编辑前台菜单 `{id, …}`', {
      body: frontMenuEditBody,
      response: { 200: emptyEnvelope },
    }),
    async (req) => {
      const { id, ...patch } = req.body;
      await editMenu(db, req.auth!.tenantId, req.auth!.username, id, patch);
      return ok(null, '编辑成功！');
    },
  );

  app.delete(
    '/api/teaching/menu/delete',
    routeDoc(requirePerm(PERMS.frontMenu.delete), TAGS, '删除前台菜单，连同子菜单删除', {
      querystring: siteIdQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) =>
      okAfter(deleteMenu(db, req.auth!.tenantId, req.auth!.username, req.query.id), '删除成功！'),
  );
}
