import {
  departNodeSchema,
  departRoleSchema,
  idList,
  idSchema,
  keyword,
  PERMS,
  pagingSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { DepartRoleAdmin } from './depart-role-service.ts';
import { DepartAdmin } from './depart-service.ts';

const TAGS = ['identity'];

const flatNode = departNodeSchema.omit({ children: true });
const heldRole = z.object({ id: z.string(), userId: z.string(), droleId: z.string() });

/** The family's flat department list, batch deletes, parent look-up and members' department roles. */
export function departBatchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const departs = new DepartAdmin(ctx);
  const departRoles = new DepartRoleAdmin(ctx);

  const crud = crudRoutes(app, '/api/sys/sysDepart', TAGS);
  crud.list({
    perm: PERMS.depart.list,
    summary: '部门平铺分页（按编码顺序），筛选 `departName`（包含）、`orgCategory`（1 机构 2 部门 3 班级）',
    query: z.object({
      ...pagingSchema,
      departName: keyword('部门名称'),
      orgCategory: z.enum(['1', '2', '3'], { error: '机构类型只能是 1、2 或 3' }).optional(),
    }),
    row: flatNode,
    message: '查询成功',
    find: (auth, q) => departs.page(auth, q),
  });

  crud.read('queryParentName', {
    perm: PERMS.depart.list,
    summary: '部门的上级 `?parentId=部门id`（顶级部门答其自身），读 `departName`',
    query: z.object({ parentId: idSchema }),
    result: flatNode,
    message: '查询成功',
    find: async (auth, q) => {
      const { children: _c, ...parent } = await departs.parentOf(auth, q.parentId);
      return parent;
    },
  });

  crud.deleteBatch({
    perm: PERMS.depart.delete,
    summary: '批量删除部门 `?ids=a,b`：全部检查通过才删除（无未选中的下级、无成员、无负责老师）',
    query: z.object({ ids: idList('部门', 500) }),
    message: '删除成功!',
    remove: (auth, q) => departs.removeMany(auth, q.ids),
  });

  const roleCrud = crudRoutes(app, '/api/sys/sysDepartRole', TAGS);
  roleCrud.read('getDeptRoleList', {
    perm: PERMS.depart.role,
    summary: '部门的部门角色 `?departId=`（`userId` 可带可不带）',
    query: z.object({ departId: idSchema, userId: idSchema.optional() }),
    result: z.array(departRoleSchema),
    message: '查询成功',
    find: (auth, q) => departRoles.list(auth, q.departId),
  });
  roleCrud.read('getDeptRoleByUserId', {
    perm: PERMS.depart.role,
    summary: '用户在部门中拥有的部门角色 `?userId=&departId=` → `[{id, userId, droleId}]`',
    query: z.object({ userId: idSchema, departId: idSchema }),
    result: z.array(heldRole),
    message: '查询成功',
    find: (auth, q) => departRoles.rolesOfUser(auth, q.departId, q.userId),
  });
  roleCrud.command('POST', 'deptRoleUserAdd', {
    perm: PERMS.depart.role,
    summary:
      '设置成员的部门角色 `{userId, newRoleId: "a,b", oldRoleId: "c"}`：之后拥有 newRoleId，oldRoleId 中未保留的被移除',
    input: z.object({
      userId: idSchema,
      newRoleId: idList('部门角色', 100),
      oldRoleId: idList('部门角色', 100),
    }),
    message: '添加成功!',
    run: (auth, b) =>
      departRoles.setUserRoles(auth, { userId: b.userId, newRoleIds: b.newRoleId, oldRoleIds: b.oldRoleId }),
  });
  roleCrud.deleteBatch({
    perm: PERMS.depart.role,
    summary: '批量删除部门角色 `?ids=a,b`',
    query: z.object({ ids: idList('部门角色', 200) }),
    message: '删除成功!',
    remove: (auth, q) => departRoles.removeMany(auth, q.ids),
  });
}
