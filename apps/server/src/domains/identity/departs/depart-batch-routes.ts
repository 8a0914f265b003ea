import {
  departNodeSchema,
  departRoleSchema,
  emptyEnvelope,
  envelopeOf,
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
import { permGuards, requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
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
  const perm = permGuards(PERMS.depart);
  const roleGuard = requirePerm(PERMS.depart.role);

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

  app.get(
    '/api/sys/sysDepart/queryParentName',
    routeDoc(perm.list, TAGS, '部门的上级 `?parentId=部门id`（顶级部门答其自身），读 `departName`', {
      querystring: z.object({ parentId: idSchema }),
      response: { 200: envelopeOf(flatNode) },
    }),
    async (req) => {
      const { children: _c, ...parent } = await departs.parentOf(req.auth!, req.query.parentId);
      return ok(parent, '查询成功');
    },
  );

  crud.deleteBatch({
    perm: PERMS.depart.delete,
    summary: '批量删除部门 `?ids=a,b`：全部检查通过才删除（无未选中的下级、无成员、无负责老师）',
    query: z.object({ ids: idList('部门', 500) }),
    message: '删除成功!',
    remove: (auth, q) => departs.removeMany(auth, q.ids),
  });

  app.get(
    '/api/sys/sysDepartRole/getDeptRoleList',
    routeDoc(roleGuard, TAGS, '部门的部门角色 `?departId=`（`userId` 可带可不带）', {
      querystring: z.object({ departId: idSchema, userId: idSchema.optional() }),
      response: { 200: envelopeOf(z.array(departRoleSchema)) },
    }),
    async (req) => ok(await departRoles.list(req.auth!, req.query.departId), '查询成功'),
  );

  app.get(
    '/api/sys/sysDepartRole/getDeptRoleByUserId',
    routeDoc(roleGuard, TAGS, '用户在部门中拥有的部门角色 `?userId=&departId=` → `[{id, userId, droleId}]`', {
      querystring: z.object({ userId: idSchema, departId: idSchema }),
      response: { 200: envelopeOf(z.array(heldRole)) },
    }),
    async (req) =>
      ok(await departRoles.rolesOfUser(req.auth!, req.query.departId, req.query.userId), '查询成功'),
  );

  app.post(
    '/api/sys/sysDepartRole/deptRoleUserAdd',
    routeDoc(
      roleGuard,
      TAGS,
      '设置成员的部门角色 `{userId, newRoleId: "a,b", oldRoleId: "c"}`：之后拥有 newRoleId，oldRoleId 中未保留的被移除',
      {
        body: z.object({
          userId: idSchema,
          newRoleId: idList('部门角色', 100),
          oldRoleId: idList('部门角色', 100),
        }),
        response: { 200: emptyEnvelope },
      },
    ),
    async (req) => {
      const b = req.body;
      await departRoles.setUserRoles(req.auth!, {
        userId: b.userId,
        newRoleIds: b.newRoleId,
        oldRoleIds: b.oldRoleId,
      });
      return ok(null, '添加成功!');
    },
  );

  app.delete(
    '/api/sys/sysDepartRole/deleteBatch',
    routeDoc(roleGuard, TAGS, '批量删除部门角色 `?ids=a,b`', {
      querystring: z.object({ ids: idList('部门角色', 200) }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(departRoles.removeMany(req.auth!, req.query.ids), '删除成功!'),
  );
}
