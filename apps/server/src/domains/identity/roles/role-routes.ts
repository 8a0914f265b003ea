import {
  addRoleBody,
  editRoleBody,
  emptyEnvelope,
  envelopeOf,
  idList,
  idSchema,
  PERMS,
  pageResultOf,
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
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { RoleAdmin } from './role-service.ts';

const TAGS = ['identity'];
const perm = permGuards(PERMS.role);
const oneRole = envelopeOf(roleSchema);
const roleList = envelopeOf(z.array(roleSchema));
const idsAnswer = envelopeOf(z.array(z.string()));

export function roleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new RoleAdmin(ctx);

  const listSchema = {
    summary: '角色分页列表',
    tags: TAGS,
    querystring: roleListQuery,
    response: { 200: envelopeOf(pageResultOf(roleSchema)) },
  };
  app.get('/api/sys/role/list', { config: perm.list, schema: listSchema }, async (req) =>
    ok(pageFrom(await roles.list(req.auth!, req.query), req.query), '查询成功'),
  );

  const queryAllDoc = { summary: '全部角色', tags: TAGS, response: { 200: roleList } };
  app.get('/api/sys/role/queryall', { config: perm.list, schema: queryAllDoc }, async (req) =>
    ok(await roles.all(req.auth!), '查询成功'),
  );

  const subRoleDoc = { summary: '当前用户可以分配的角色', tags: TAGS, response: { 200: roleList } };
  // The roles the caller may hand out: what user forms offer.
  app.get('/api/sys/role/queryMySubRole', { config: { guard: 'login' }, schema: subRoleDoc }, async (req) =>
    ok(await roles.grantable(req.auth!), '查询成功'),
  );

  const addSchema = {
    summary: '新增角色 `{roleName, roleCode, level, description}`；不能创建级别高于自己的角色',
    tags: TAGS,
    body: addRoleBody,
    response: { 200: oneRole },
  };
  app.post('/api/sys/role/add', { config: perm.add, schema: addSchema }, async (req) =>
    ok(await roles.add(req.auth!, req.body), '添加成功！'),
  );

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editRoleBody> }) =>
    ok(await roles.edit(req.auth!, req.body), '编辑成功！');
  const editSchema = {
    summary: '编辑角色 `{id, roleName, roleCode, level, description}`；级别不能高于自己，内置角色编码不可改',
    tags: TAGS,
    body: editRoleBody,
    response: { 200: oneRole },
  };
  app.put('/api/sys/role/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/role/edit', { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    '/api/sys/role/delete',
    routeDoc(perm.delete, TAGS, '删除角色；内置角色不可删', {
      querystring: roleIdQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(roles.remove(req.auth!, req.query.id), '删除角色成功'),
  );

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
      return free ? ok(true, '该角色编码可用') : { ...ok(false, '角色编码已存在'), success: false };
    },
  );

  app.delete(
    '/api/sys/role/deleteBatch',
    routeDoc(perm.delete, TAGS, '批量删除角色 `?ids=a,b`；含内置角色或仍有用户的角色时全部不删', {
      querystring: z.object({ ids: idList('角色', 200) }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(roles.removeMany(req.auth!, req.query.ids), '批量删除角色成功'),
  );

  const treeDoc = {
    summary: '角色授权用的菜单树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    tags: TAGS,
    response: { 200: envelopeOf(permissionTreeSchema) },
  };
  app.get('/api/sys/role/queryTreeList', { config: perm.list, schema: treeDoc }, async () =>
    ok(await permissionTree(ctx.db), '查询成功'),
  );

  app.get(
    '/api/sys/permission/queryRolePermission',
    routeDoc(perm.list, TAGS, '角色已授权的菜单与按钮 id', {
      querystring: roleRefQuery,
      response: { 200: idsAnswer },
    }),
    async (req) => ok(await roles.menuIds(req.auth!, req.query.roleId), '查询成功'),
  );

  app.post(
    '/api/sys/permission/saveRolePermission',
    routeDoc(
      perm.permission,
      TAGS,
      '保存角色权限 `{roleId, permissionIds, lastpermissionIds}`（逗号分隔，含半选的上级）',
      { body: saveRolePermissionBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(roles.saveMenus(req.auth!, req.body.roleId, req.body.permissionIds), '保存成功！'),
  );

  app.get(
    '/api/sys/role/datarule/:permissionId/:roleId',
    routeDoc(perm.permission, TAGS, '角色在某菜单上的数据规则 `{datarule, drChecked}`', {
      params: roleMenuParams,
      response: { 200: envelopeOf(roleDataRulesSchema) },
    }),
    async (req) =>
      ok(await roles.dataRules(req.auth!, req.params.permissionId, req.params.roleId), '查询成功'),
  );

  app.post(
    '/api/sys/role/datarule',
    routeDoc(
      perm.permission,
      TAGS,
      '保存角色在某菜单上勾选的数据规则 `{permissionId, roleId, dataRuleIds}`',
      { body: saveRoleDataRuleBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(roles.saveDataRules(req.auth!, req.body), '数据权限保存成功！'),
  );
}
