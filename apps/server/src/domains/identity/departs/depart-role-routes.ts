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
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { DepartRoleAdmin } from './depart-role-service.ts';

const TAGS = ['identity'];
const menuIds = z.array(z.string());

/** Department roles, their menus, their members, and the menus a department may use. */
export function departRoleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new DepartRoleAdmin(ctx);

  const crud = crudRoutes(app, '/api/sys/sysDepartRole', TAGS);
  crud.read('list', {
    perm: PERMS.depart.role,
    summary: '部门角色列表 `?deptId=`',
    query: departRoleListQuery,
    result: pageResultOf(departRoleSchema),
    message: '查询成功',
    find: async (auth, q) => {
      const records = await roles.list(auth, q.deptId);
      // Every role on one page.
      return { records, total: records.length, size: records.length, current: 1, pages: 1 };
    },
  });
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

  const departMenus = crudRoutes(app, '/api/sys/permission', TAGS);
  departMenus.read('queryDepartPermission', {
    perm: PERMS.depart.role,
    summary: '部门已授权的菜单与按钮 id',
    query: departRefQuery,
    result: menuIds,
    message: '查询成功',
    find: (auth, q) => roles.departMenuIds(auth, q.departId),
  });
  departMenus.command('POST', 'saveDepartPermission', {
    perm: PERMS.depart.role,
    summary: '保存部门权限 `{departId, permissionIds, lastpermissionIds}`；部门角色只保留部门仍有的菜单',
    input: saveDepartPermissionBody,
    message: '保存成功！',
    run: (auth, body) => roles.saveDepartMenus(auth, body.departId, body.permissionIds),
  });

  const roleMenus = crudRoutes(app, '/api/sys/sysDepartPermission', TAGS);
  roleMenus.read('queryDeptRolePermission', {
    perm: PERMS.depart.role,
    summary: '部门角色已授权的菜单与按钮 id',
    query: departRoleRefQuery,
    result: menuIds,
    message: '查询成功',
    find: (auth, q) => roles.roleMenuIds(auth, q.roleId),
  });
  roleMenus.command('POST', 'saveDeptRolePermission', {
    perm: PERMS.depart.role,
    summary: '保存部门角色权限 `{roleId, permissionIds, lastpermissionIds}`，只能选择该部门已授权的菜单',
    input: saveDepartRolePermissionBody,
    message: '保存成功！',
    run: (auth, body) => roles.saveRoleMenus(auth, body.roleId, body.permissionIds),
  });

  crud.read('userList', {
    perm: PERMS.depart.role,
    summary: '部门角色的成员',
    query: departRoleRefQuery,
    result: z.array(adminUserSchema),
    message: '查询成功',
    find: (auth, q) => roles.users(auth, q.roleId),
  });
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
