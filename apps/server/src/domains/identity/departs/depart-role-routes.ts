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
import { ok } from '../../../platform/http/envelope.ts';
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
    {
      config: guard,
      schema: {
        summary: '部门角色列表 `?deptId=`',
        tags: TAGS,
        querystring: departRoleListQuery,
        response: { 200: envelopeOf(pageResultOf(departRoleSchema)) },
      },
    },
    async (req) => {
      const records = await roles.list(req.auth!, req.query.deptId);
      // Every role on one page.
      return ok({ records, total: records.length, size: records.length, current: 1, pages: 1 }, '查询成功');
    },
  );

  app.post(
    '/api/sys/sysDepartRole/add',
    {
      config: guard,
      schema: {
        summary: '新增部门角色 `{departId, roleName, roleCode, description?}`',
        tags: TAGS,
        body: addDepartRoleBody,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok({ id: await roles.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    '/api/sys/sysDepartRole/edit',
    {
      config: guard,
      schema: {
        summary: '编辑部门角色 `{id, roleName, roleCode, description?}`',
        tags: TAGS,
        body: editDepartRoleBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.edit(req.auth!, req.body);
      return ok(null, '编辑成功！');
    },
  );

  app.delete(
    '/api/sys/sysDepartRole/delete',
    {
      config: guard,
      schema: {
        summary: '删除部门角色',
        tags: TAGS,
        querystring: departIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.remove(req.auth!, req.query.id);
      return ok(null, '删除成功！');
    },
  );

  app.get(
    '/api/sys/permission/queryDepartPermission',
    {
      config: guard,
      schema: {
        summary: '部门已授权的菜单与按钮 id',
        tags: TAGS,
        querystring: departRefQuery,
        response: { 200: idList },
      },
    },
    async (req) => ok(await roles.departMenuIds(req.auth!, req.query.departId), '查询成功'),
  );

  app.post(
    '/api/sys/permission/saveDepartPermission',
    {
      config: guard,
      schema: {
        summary: '保存部门权限 `{departId, permissionIds, lastpermissionIds}`；部门角色只保留部门仍有的菜单',
        tags: TAGS,
        body: saveDepartPermissionBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.saveDepartMenus(req.auth!, req.body.departId, req.body.permissionIds);
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/api/sys/sysDepartPermission/queryDeptRolePermission',
    {
      config: guard,
      schema: {
        summary: '部门角色已授权的菜单与按钮 id',
        tags: TAGS,
        querystring: departRoleRefQuery,
        response: { 200: idList },
      },
    },
    async (req) => ok(await roles.roleMenuIds(req.auth!, req.query.roleId), '查询成功'),
  );

  app.post(
    '/api/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: guard,
      schema: {
        summary: '保存部门角色权限 `{roleId, permissionIds, lastpermissionIds}`，只能选择该部门已授权的菜单',
        tags: TAGS,
        body: saveDepartRolePermissionBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.saveRoleMenus(req.auth!, req.body.roleId, req.body.permissionIds);
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/api/sys/sysDepartRole/userList',
    {
      config: guard,
      schema: {
        summary: '部门角色的成员',
        tags: TAGS,
        querystring: departRoleRefQuery,
        response: { 200: envelopeOf(z.array(adminUserSchema)) },
      },
    },
    async (req) => ok(await roles.users(req.auth!, req.query.roleId), '查询成功'),
  );

  app.post(
    '/api/sys/sysDepartRole/addUsers',
    {
      config: guard,
      schema: {
        summary: '为部门角色添加成员 `{roleId, userIds}`，只能添加该部门的成员',
        tags: TAGS,
        body: addDepartRoleUsersBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.addUsers(req.auth!, req.body.roleId, req.body.userIds);
      return ok(null, '添加成功！');
    },
  );

  app.delete(
    '/api/sys/sysDepartRole/removeUser',
    {
      config: guard,
      schema: {
        summary: '从部门角色移除成员 `?roleId=&userId=`',
        tags: TAGS,
        querystring: removeDepartRoleUserQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.removeUser(req.auth!, req.query.roleId, req.query.userId);
      return ok(null, '移除成功！');
    },
  );
}
