import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { addMenu, deleteMenu, editMenu, menuTree, safeMenuUrl, userMenu } from './front-menu-service.ts';

const TAGS = ['site'];

const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: '只能是是或否' }),
);

const fields = {
  parentId: z.string().trim().max(36).nullable().optional(),
  title: z
    .string({ error: '请输入菜单名称' })
    .trim()
    .min(1, '请输入菜单名称')
    .max(50, '菜单名称不能超过 50 个字符'),
  url: z
    .string({ error: '请输入菜单地址' })
    .trim()
    .min(1, '请输入菜单地址')
    .max(500, '菜单地址不能超过 500 个字符')
    .refine(safeMenuUrl, '菜单地址只能是站内路径（以 / 开头）或 http(s) 网址'),
  icon: z.string().trim().max(100).nullable().optional(),
  sortNo: z.coerce.number().int().min(0, '排序不能小于 0').max(100000, '排序不能大于 100000').default(0),
  needLogin: bool.default(false),
  internalOrExternal: bool.default(false),
  status: z.coerce.number().int().min(0).max(1, '状态只能是 0 或 1').default(1),
};
const addBody = z.strictObject(fields, {
  error: (i) => (i.code === 'unrecognized_keys' ? `包含不允许设置的字段：${i.keys.join('、')}` : undefined),
});
const editBody = z.strictObject(
  {
    id: z.string({ error: '缺少记录 id' }).min(1, '缺少记录 id').max(36),
    parentId: fields.parentId,
    title: fields.title.optional(),
    url: fields.url.optional(),
    icon: fields.icon,
    sortNo: z.coerce.number().int().min(0).max(100000).optional(),
    needLogin: bool.optional(),
    internalOrExternal: bool.optional(),
    status: z.coerce.number().int().min(0).max(1, '状态只能是 0 或 1').optional(),
  },
  {
    error: (i) => (i.code === 'unrecognized_keys' ? `包含不允许设置的字段：${i.keys.join('、')}` : undefined),
  },
);

/** The public site's menu: read by everyone, edited on `/home-page/menu`. */
export function frontMenuRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const menuDoc = {
    summary:
      '官网顶部菜单树 `{id, route, title, url, needLogin, internalOrExternal, icon, children}`；`needLogin` 的项只给已登录用户',
    tags: TAGS,
  };
  app.get('/api/teaching/menu/getUserMenu', { config: { guard: 'public' }, schema: menuDoc }, async (req) =>
    ok(await userMenu(db, tenantOf(req.auth), !!req.auth), '查询成功'),
  );

  app.get(
    '/api/teaching/menu/list',
    {
      config: requirePerm(PERMS.frontMenu.list),
      schema: { summary: '全部前台菜单（含隐藏）', tags: TAGS },
    },
    async (req) => ok(await menuTree(db, req.auth!.tenantId), '查询成功'),
  );

  app.post(
    '/api/teaching/menu/add',
    {
      config: requirePerm(PERMS.frontMenu.add),
      schema: {
        summary:
          '新增前台菜单 `{parentId?, title, url, icon?, sortNo?, needLogin?, internalOrExternal?, status?}`；地址只能是站内路径或 http(s) 网址，最多两级',
        tags: TAGS,
        body: addBody,
      },
    },
    async (req) => {
      const id = await addMenu(db, req.auth!.tenantId, req.auth!.username, req.body);
      return ok({ id }, '添加成功！');
    },
  );

  app.put(
    '/api/teaching/menu/edit',
    {
      config: requirePerm(PERMS.frontMenu.edit),
      schema: { summary: '编辑前台菜单 `{id, …}`', tags: TAGS, body: editBody },
    },
    async (req) => {
      const { id, ...patch } = req.body;
      await editMenu(db, req.auth!.tenantId, req.auth!.username, id, patch);
      return ok(null, '编辑成功！');
    },
  );

  app.delete(
    '/api/teaching/menu/delete',
    {
      config: requirePerm(PERMS.frontMenu.delete),
      schema: {
        summary: '删除前台菜单，连同子菜单删除',
        tags: TAGS,
        querystring: z.object({ id: z.string({ error: '缺少参数 id' }).min(1, '缺少参数 id').max(36) }),
      },
    },
    async (req) => {
      await deleteMenu(db, req.auth!.tenantId, req.auth!.username, req.query.id);
      return ok(null, '删除成功！');
    },
  );
}
