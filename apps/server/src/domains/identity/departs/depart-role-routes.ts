import {
  addDepartRoleBody,
  addDepartRoleUsersBody,
  adminUserSchema,
  departIdQuery,
  departRefQuery,
  departRoleListQuery,
  departRoleRefQuery,
  departRoleSchema,
  editDepartRoleBody,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  pageResultOf,
  removeDepartRoleUserQuery,
  saveDepartPermissionBody,
  saveDepartRolePermissionBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { DepartRoleAdmin } from './depart-role-service.ts';

const TAGS = ['identity'];
const idList = envelopeOf(z.array(z.string()));

/** Department roles, their menus, their members, and the menus a department may use. */
export function departRoleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new DepartRoleAdmin(ctx);
  const guard = requirePerm(PERMS.depart.role);

  app.get(
    '/api/sys/sysDepartRole/list',
    routeDoc(guard, TAGS, '部门角色列表 `?deptId=`', {
      querystring: departRoleListQuery,
      response: { 200: envelopeOf(pageResultOf(departRoleSchema)) },
    }),
    async (req) => {
      const records = await roles.list(req.auth!, req.query.deptId);
      // Every role on one page.
      return ok({ records, total: records.length, size: records.length, current: 1, pages: 1 }, '查询成功');
    },
  );

  const crud = crudRoutes(app, '/api/sys/sysDepartRole', TAGS);
  crud.add({
    perm: PERMS.depart.role,
    summary: '新增部门角色 `{departId, roleName, roleCode, description?}`',
    body: addDepartRoleBody,
    message: '添加成功！',
    save: (auth, body) => roles.add(auth, body),
  });
  crud.edit({
    perm: PERMS.depart.role,
    summary: '编辑部门角色 `{id, roleName, roleCode, description?}`',
    body: editDepartRoleBody,
    message: '编辑成功！',
    save: (auth, body) => roles.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.depart.role,
    summary: '删除部门角色',
    query: departIdQuery,
    message: '删除成功！',
    remove: (auth, q) => roles.remove(auth, q.id),
  });

  app.get(
    '/api/sys/permission/queryDepartPermission',
    routeDoc(guard, TAGS, '部门已授权的菜单与按钮 id', {
      querystring: departRefQuery,
      response: { 200: idList },
    }),
    async (req) => ok(await roles.departMenuIds(req.auth!, req.query.departId), '查询成功'),
  );

  app.post(
    '/api/sys/permission/saveDepartPermission',
    routeDoc(
      guard,
      TAGS,
      '保存部门权限 `{departId, permissionIds, lastpermissionIds}`；部门角色只保留部门仍有的菜单',
      { body: saveDepartPermissionBody, response: { 200: emptyEnvelope } },
    ),
    async (req) =>
      okAfter(roles.saveDepartMenus(req.auth!, req.body.departId, req.body.permissionIds), '保存成功！'),
  );

  app.get(
    '/api/sys/sysDepartPermission/queryDeptRolePermission',
    routeDoc(guard, TAGS, '部门角色已授权的菜单与按钮 id', {
      querystring: departRoleRefQuery,
      response: { 200: idList },
    }),
    async (req) => ok(await roles.roleMenuIds(req.auth!, req.query.roleId), '查询成功'),
  );

  app.post(
    '/api/sys/sysDepartPermission/saveDeptRolePermission',
    routeDoc(
      guard,
      TAGS,
      '保存部门角色权限 `{roleId, permissionIds, lastpermissionIds}`，只能选择该部门已授权的菜单',
      { body: saveDepartRolePermissionBody, response: { 200: emptyEnvelope } },
    ),
    async (req) =>
      okAfter(roles.saveRoleMenus(req.auth!, req.body.roleId, req.body.permissionIds), '保存成功！'),
  );

  app.get(
    '/api/sys/sysDepartRole/userList',
    routeDoc(guard, TAGS, '部门角色的成员', {
      querystring: departRoleRefQuery,
      response: { 200: envelopeOf(z.array(adminUserSchema)) },
    }),
    async (req) => ok(await roles.users(req.auth!, req.query.roleId), '查询成功'),
  );

  crud.command('POST', 'addUsers', {
    perm: PERMS.depart.role,
    summary: '为部门角色添加成员 `{roleId, userIds}`，只能添加该部门的成员',
    input: addDepartRoleUsersBody,
    message: '添加成功！',
    run: (auth, body) => roles.addUsers(auth, body.roleId, body.userIds),
  });
  crud.command('DELETE', 'removeUser', {
    perm: PERMS.depart.role,
    summary: '从部门角色移除成员 `?roleId=&userId=`',
    input: removeDepartRoleUserQuery,
    message: '移除成功！',
    run: (auth, q) => roles.removeUser(auth, q.roleId, q.userId),
  });
}
