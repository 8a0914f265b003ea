import {
  addRoleBody,
  editRoleBody,
  envelopeOf,
  idList,
  idSchema,
  PERMS,
  permissionTreeSchema,
  roleDataRulesSchema,
  roleIdQuery,
  roleListQuery,
  roleMenuParams,
  roleRefQuery,
  roleSchema,
  saveRoleDataRuleBody,
  saveRolePermissionBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { RoleAdmin } from './role-service.ts';

const TAGS = ['identity'];
const perm = permGuards(PERMS.role);
const roleList = z.array(roleSchema);

export function roleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new RoleAdmin(ctx);

  const crud = crudRoutes(app, '/api/sys/role', TAGS);
  crud.list({
    perm: PERMS.role.list,
    summary: '角色分页列表',
    query: roleListQuery,
    row: roleSchema,
    message: '查询成功',
    find: (auth, q) => roles.list(auth, q),
  });

  crud.read('queryall', {
    perm: PERMS.role.list,
    summary: '全部角色',
    result: roleList,
    message: '查询成功',
    find: (auth) => roles.all(auth),
  });
  // The roles the caller may hand out: what user forms offer.
  crud.read('queryMySubRole', {
    perm: 'login',
    summary: '当前用户可以分配的角色',
    result: roleList,
    message: '查询成功',
    find: (auth) => roles.grantable(auth),
  });

  crud.add({
    perm: PERMS.role.add,
    summary: '新增角色 `{roleName, roleCode, level, description}`；不能创建级别高于自己的角色',
    body: addRoleBody,
    result: roleSchema,
    message: '添加成功！',
    save: (auth, body) => roles.add(auth, body),
  });
  crud.edit({
    perm: PERMS.role.edit,
    summary: '编辑角色 `{id, roleName, roleCode, level, description}`；级别不能高于自己，内置角色编码不可改',
    body: editRoleBody,
    result: roleSchema,
    message: '编辑成功！',
    alsoPost: true,
    save: (auth, body) => roles.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.role.delete,
    summary: '删除角色；内置角色不可删',
    query: roleIdQuery,
    message: '删除角色成功',
    remove: (auth, q) => roles.remove(auth, q.id),
  });

  app.get(
    '/api/sys/role/checkRoleCode',
    routeDoc(
      perm.list,
      TAGS,
      '角色编码是否可用 `?roleCode=&id=`（`id` 为编辑中的角色）；已被占用时 success 为 false',
      {
        querystring: z.object({
          roleCode: z
            .string({ error: '请输入角色编码' })
            .trim()
            .min(1, '请输入角色编码')
            .max(64, '角色编码过长'),
          id: idSchema.optional(),
        }),
        response: { 200: envelopeOf(z.boolean()) },
      },
    ),
    async (req) => {
      const free = await roles.isCodeFree(req.auth!, req.query.roleCode, req.query.id);
      return free ? ok(true, '该角色编码可用') : refused(false, '角色编码已存在');
    },
  );

  crud.deleteBatch({
    perm: PERMS.role.delete,
    summary: '批量删除角色 `?ids=a,b`；含内置角色或仍有用户的角色时全部不删',
    query: z.object({ ids: idList('角色', 200) }),
    message: '批量删除角色成功',
    remove: (auth, q) => roles.removeMany(auth, q.ids),
  });

  crud.read('queryTreeList', {
    perm: PERMS.role.list,
    summary: '角色授权用的菜单树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    result: permissionTreeSchema,
    message: '查询成功',
    find: () => permissionTree(ctx.db),
  });

  const menus = crudRoutes(app, '/api/sys/permission', TAGS);
  menus.read('queryRolePermission', {
    perm: PERMS.role.list,
    summary: '角色已授权的菜单与按钮 id',
    query: roleRefQuery,
    result: z.array(z.string()),
    message: '查询成功',
    find: (auth, q) => roles.menuIds(auth, q.roleId),
  });
  menus.command('POST', 'saveRolePermission', {
    perm: PERMS.role.permission,
    summary: '保存角色权限 `{roleId, permissionIds, lastpermissionIds}`（逗号分隔，含半选的上级）',
    input: saveRolePermissionBody,
    message: '保存成功！',
    run: (auth, body) => roles.saveMenus(auth, body.roleId, body.permissionIds),
  });

  crud.read('datarule/:permissionId/:roleId', {
    perm: PERMS.role.permission,
    summary: '角色在某菜单上的数据规则 `{datarule, drChecked}`',
    params: roleMenuParams,
    result: roleDataRulesSchema,
    message: '查询成功',
    find: (auth, p) => roles.dataRules(auth, p.permissionId, p.roleId),
  });
  crud.command('POST', 'datarule', {
    perm: PERMS.role.permission,
    summary: '保存角色在某菜单上勾选的数据规则 `{permissionId, roleId, dataRuleIds}`',
    input: saveRoleDataRuleBody,
    message: '数据权限保存成功！',
    run: (auth, body) => roles.saveDataRules(auth, body),
  });
}
