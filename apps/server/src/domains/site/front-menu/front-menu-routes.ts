import {
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
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { addMenu, deleteMenu, editMenu, menuTree, userMenu } from './front-menu-service.ts';

const TAGS = ['site'];
const menuTreeSchema = z.array(frontMenuNodeSchema);

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
      { response: { 200: envelopeOf(menuTreeSchema) } },
    ),
    async (req) => ok(await userMenu(db, tenantOf(req.auth), !!req.auth), '查询成功'),
  );

  const crud = crudRoutes(app, '/api/teaching/menu', TAGS);
  crud.read('list', {
    perm: PERMS.frontMenu.list,
    summary: '全部前台菜单（含隐藏）',
    result: menuTreeSchema,
    message: '查询成功',
    find: (auth) => menuTree(db, auth.tenantId),
  });
  crud.add({
    perm: PERMS.frontMenu.add,
    summary:
      '新增前台菜单 `{parentId?, title, url, icon?, sortNo?, needLogin?, internalOrExternal?, status?}`；地址只能是站内路径或 http(s) 网址，最多两级',
    body: frontMenuAddBody,
    message: '添加成功！',
    save: (auth, body) => addMenu(db, auth.tenantId, auth.username, body),
  });
  crud.edit({
    perm: PERMS.frontMenu.edit,
    summary: '编辑前台菜单 `{id, …}`',
    body: frontMenuEditBody,
    message: '编辑成功！',
    save: (auth, { id, ...patch }) => editMenu(db, auth.tenantId, auth.username, id, patch),
  });
  crud.delete({
    perm: PERMS.frontMenu.delete,
    summary: '删除前台菜单，连同子菜单删除',
    query: siteIdQuery,
    message: '删除成功！',
    remove: (auth, q) => deleteMenu(db, auth.tenantId, auth.username, q.id),
  });
}
