import {
  editMenuBody,
  emptyEnvelope,
  envelopeOf,
  menuBody,
  PERMS,
  permissionIdQuery,
  permissionNodeSchema,
  permissionSchema,
  permissionTreeSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { platformAdminOnly } from '../../../platform/tenancy/tenancy.ts';
import { MenuAdmin } from './menu-service.ts';
import { permissionTree } from './permission-tree.ts';

const TAGS = ['identity'];
const oneMenu = envelopeOf(permissionSchema);

export function permissionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const menus = new MenuAdmin(ctx);
  const perm = permGuards(PERMS.permission);

  const listDoc = {
    summary: '菜单树（全部字段）',
    tags: TAGS,
    response: { 200: envelopeOf(z.array(permissionNodeSchema)) },
  };
  app.get('/api/sys/permission/list', { config: perm.list, schema: listDoc }, async () =>
    ok(await menus.tree(), '查询成功'),
  );
  const treeDoc = {
    summary: '菜单与按钮的授权树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    tags: TAGS,
    response: { 200: envelopeOf(permissionTreeSchema) },
  };
  app.get('/api/sys/permission/queryTreeList', { config: perm.list, schema: treeDoc }, async () =>
    ok(await permissionTree(ctx.db), '查询成功'),
  );

  const addSchema = {
    summary: '新增菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    tags: TAGS,
    body: menuBody,
    response: { 200: oneMenu },
  };
  app.post(
    '/api/sys/permission/add',
    { config: perm.add, schema: addSchema, preHandler: platformAdminOnly },
    async (req) => ok(await menus.add(req.auth!.username, req.body), '添加成功！'),
  );

  const edit = async (req: { auth: { username: string } | null; body: z.infer<typeof editMenuBody> }) =>
    ok(await menus.edit(req.auth!.username, req.body.id, req.body), '编辑成功！');
  const editSchema = {
    summary: '编辑菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    tags: TAGS,
    body: editMenuBody,
    response: { 200: oneMenu },
  };
  app.put(
    '/api/sys/permission/edit',
    { config: perm.edit, schema: editSchema, preHandler: platformAdminOnly },
    edit,
  );
  app.post(
    '/api/sys/permission/edit',
    { config: perm.edit, schema: editSchema, preHandler: platformAdminOnly },
    edit,
  );

  app.delete(
    '/api/sys/permission/delete',
    {
      config: perm.delete,
      preHandler: platformAdminOnly,
      schema: {
        summary: '删除菜单或按钮；有下级时拒绝删除',
        tags: TAGS,
        querystring: permissionIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(menus.remove(req.auth!.username, req.query.id), '删除成功！'),
  );
}
