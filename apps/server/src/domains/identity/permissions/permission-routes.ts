import {
  editMenuBody,
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
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { platformAdminOnly } from '../../../platform/tenancy/tenancy.ts';
import { MenuAdmin } from './menu-service.ts';
import { permissionTree } from './permission-tree.ts';

const TAGS = ['identity'];

export function permissionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const menus = new MenuAdmin(ctx);
  const crud = crudRoutes(app, '/api/sys/permission', TAGS);

  crud.read('list', {
    perm: PERMS.permission.list,
    summary: '菜单树（全部字段）',
    result: z.array(permissionNodeSchema),
    message: '查询成功',
    find: () => menus.tree(),
  });
  crud.read('queryTreeList', {
    perm: PERMS.permission.list,
    summary: '菜单与按钮的授权树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    result: permissionTreeSchema,
    message: '查询成功',
    find: () => permissionTree(ctx.db),
  });

  crud.add({
    perm: PERMS.permission.add,
    summary: '新增菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    preHandler: platformAdminOnly,
    body: menuBody,
    result: permissionSchema,
    message: '添加成功！',
    save: (auth, body) => menus.add(auth.username, body),
  });
  crud.edit({
    perm: PERMS.permission.edit,
    summary: '编辑菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    preHandler: platformAdminOnly,
    body: editMenuBody,
    result: permissionSchema,
    message: '编辑成功！',
    alsoPost: true,
    save: (auth, body) => menus.edit(auth.username, body.id, body),
  });
  crud.delete({
    perm: PERMS.permission.delete,
    summary: '删除菜单或按钮；有下级时拒绝删除',
    preHandler: platformAdminOnly,
    query: permissionIdQuery,
    message: '删除成功！',
    remove: (auth, q) => menus.remove(auth.username, q.id),
  });
}
