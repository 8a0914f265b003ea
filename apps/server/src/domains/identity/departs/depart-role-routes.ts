import { PERMS } from '@ck/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { idList, idSchema } from '../../../platform/http/query-params.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
} from '../access-tables.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { sysUserDepart } from '../tables.ts';
import { findTenantUser, toUserJson } from '../users/user-repository.ts';
import { tenantDepart } from './depart-routes.ts';

const TAGS = ['identity'];

const roleFields = {
  roleName: z
    .string({ error: '请输入角色名称' })
    .trim()
    .min(1, '请输入角色名称')
    .max(100, '角色名称不能超过 100 个字符'),
  roleCode: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '角色编码只能包含字母、数字和下划线，且以字母开头'),
  description: z
    .string()
    .trim()
    .max(500, '描述不能超过 500 个字符')
    .nullish()
    .transform((v) => v || null),
};

/** Department roles, their menus, their members, and the menus a department may use. */
export function departRoleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = requirePerm(PERMS.depart.role);

  const departRole = async (auth: AuthContext, id: string) => {
    const [r] = await db
      .select()
      .from(sysDepartRole)
      .where(and(eq(sysDepartRole.id, id), tenantScope(sysDepartRole, auth), eq(sysDepartRole.delFlag, 0)));
    if (!r) throw notFound('部门角色不存在');
    return r;
  };
  const codeFree = async (departId: string, code: string, exceptId?: string) => {
    const where = [
      eq(sysDepartRole.departId, departId),
      eq(sysDepartRole.roleCode, code),
      eq(sysDepartRole.delFlag, 0),
    ];
    if (exceptId) where.push(ne(sysDepartRole.id, exceptId));
    const [found] = await db
      .select({ id: sysDepartRole.id })
      .from(sysDepartRole)
      .where(and(...where));
    if (found) throw conflict(`角色编码“${code}”已存在`);
  };
  const idsText = idList('权限', 5000);

  app.get(
    '/api/sys/sysDepartRole/list',
    {
      config: guard,
      schema: { summary: '部门角色列表 `?deptId=`', tags: TAGS, querystring: z.object({ deptId: idSchema }) },
    },
    async (req) => {
      await tenantDepart(db, req.auth!, req.query.deptId);
      const rows = await db
        .select()
        .from(sysDepartRole)
        .where(and(eq(sysDepartRole.departId, req.query.deptId), eq(sysDepartRole.delFlag, 0)))
        .orderBy(asc(sysDepartRole.sortNo), asc(sysDepartRole.createTime));
      const records = rows.map(({ tenantId: _t, delFlag: _d, ...r }) => r);
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
        body: z.object({ departId: idSchema, ...roleFields }),
      },
    },
    async (req) => {
      await tenantDepart(db, req.auth!, req.body.departId);
      await codeFree(req.body.departId, req.body.roleCode);
      const id = uuidv7();
      await db
        .insert(sysDepartRole)
        .values({ id, tenantId: req.auth!.tenantId, ...req.body, createBy: req.auth!.username });
      return ok({ id }, '添加成功！');
    },
  );

  app.put(
    '/api/sys/sysDepartRole/edit',
    {
      config: guard,
      schema: {
        summary: '编辑部门角色 `{id, roleName, roleCode, description?}`',
        tags: TAGS,
        body: z.object({ id: idSchema, ...roleFields }),
      },
    },
    async (req) => {
      const { id, ...values } = req.body;
      const role = await departRole(req.auth!, id);
      await codeFree(role.departId, values.roleCode, id);
      await db
        .update(sysDepartRole)
        .set({ ...values, updateBy: req.auth!.username, updateTime: new Date() })
        .where(eq(sysDepartRole.id, id));
      return ok(null, '编辑成功！');
    },
  );

  app.delete(
    '/api/sys/sysDepartRole/delete',
    {
      config: guard,
      schema: { summary: '删除部门角色', tags: TAGS, querystring: z.object({ id: idSchema }) },
    },
    async (req) => {
      const role = await departRole(req.auth!, req.query.id);
      await db.transaction(async (tx) => {
        await tx.update(sysDepartRole).set({ delFlag: 1 }).where(eq(sysDepartRole.id, role.id));
        await tx.delete(sysDepartRoleUser).where(eq(sysDepartRoleUser.roleId, role.id));
        await tx.delete(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, role.id));
      });
      permissionsChanged(ctx);
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
        querystring: z.object({ departId: idSchema }),
      },
    },
    async (req) => {
      await tenantDepart(db, req.auth!, req.query.departId);
      const rows = await db
        .select()
        .from(sysDepartPermission)
        .where(eq(sysDepartPermission.departId, req.query.departId));
      return ok(
        rows.map((r) => r.permissionId),
        '查询成功',
      );
    },
  );

  app.post(
    '/api/sys/permission/saveDepartPermission',
    {
      config: guard,
      schema: {
        summary: '保存部门权限 `{departId, permissionIds, lastpermissionIds}`；部门角色只保留部门仍有的菜单',
        tags: TAGS,
        body: z.object({ departId: idSchema, permissionIds: idsText, lastpermissionIds: idsText }),
      },
    },
    async (req) => {
      const { departId, permissionIds } = req.body;
      await tenantDepart(db, req.auth!, departId);
      const known = new Set((await permissionTree(db)).ids);
      if (permissionIds.some((id) => !known.has(id))) throw badRequest('所选权限不存在');
      await db.transaction(async (tx) => {
        await tx.delete(sysDepartPermission).where(eq(sysDepartPermission.departId, departId));
        if (permissionIds.length)
          await tx
            .insert(sysDepartPermission)
            .values(permissionIds.map((permissionId) => ({ departId, permissionId })));
        // Department roles keep only menus the department still has.
        const roles = await tx
          .select({ id: sysDepartRole.id })
          .from(sysDepartRole)
          .where(eq(sysDepartRole.departId, departId));
        if (roles.length) {
          const roleIds = roles.map((r) => r.id);
          const granted = await tx
            .select()
            .from(sysDepartRolePermission)
            .where(inArray(sysDepartRolePermission.roleId, roleIds));
          const allowed = new Set(permissionIds);
          for (const g of granted.filter((g) => !allowed.has(g.permissionId)))
            await tx
              .delete(sysDepartRolePermission)
              .where(
                and(
                  eq(sysDepartRolePermission.roleId, g.roleId),
                  eq(sysDepartRolePermission.permissionId, g.permissionId),
                ),
              );
        }
      });
      permissionsChanged(ctx);
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
        querystring: z.object({ roleId: idSchema }),
      },
    },
    async (req) => {
      await departRole(req.auth!, req.query.roleId);
      const rows = await db
        .select()
        .from(sysDepartRolePermission)
        .where(eq(sysDepartRolePermission.roleId, req.query.roleId));
      return ok(
        rows.map((r) => r.permissionId),
        '查询成功',
      );
    },
  );

  app.post(
    '/api/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: guard,
      schema: {
        summary: '保存部门角色权限 `{roleId, permissionIds, lastpermissionIds}`，只能选择该部门已授权的菜单',
        tags: TAGS,
        body: z.object({ roleId: idSchema, permissionIds: idsText, lastpermissionIds: idsText }),
      },
    },
    async (req) => {
      const role = await departRole(req.auth!, req.body.roleId);
      const allowed = new Set(
        (
          await db.select().from(sysDepartPermission).where(eq(sysDepartPermission.departId, role.departId))
        ).map((r) => r.permissionId),
      );
      if (req.body.permissionIds.some((id) => !allowed.has(id)))
        throw badRequest('只能选择该部门已授权的菜单');
      await db.transaction(async (tx) => {
        await tx.delete(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, role.id));
        if (req.body.permissionIds.length)
          await tx
            .insert(sysDepartRolePermission)
            .values(req.body.permissionIds.map((permissionId) => ({ roleId: role.id, permissionId })));
      });
      permissionsChanged(ctx);
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/api/sys/sysDepartRole/userList',
    {
      config: guard,
      schema: { summary: '部门角色的成员', tags: TAGS, querystring: z.object({ roleId: idSchema }) },
    },
    async (req) => {
      await departRole(req.auth!, req.query.roleId);
      const links = await db
        .select()
        .from(sysDepartRoleUser)
        .where(eq(sysDepartRoleUser.roleId, req.query.roleId));
      const users = [];
      for (const l of links) {
        const u = await findTenantUser(db, req.auth!.tenantId, l.userId);
        if (u) users.push(toUserJson(u));
      }
      return ok(users, '查询成功');
    },
  );

  app.post(
    '/api/sys/sysDepartRole/addUsers',
    {
      config: guard,
      schema: {
        summary: '为部门角色添加成员 `{roleId, userIds}`，只能添加该部门的成员',
        tags: TAGS,
        body: z.object({ roleId: idSchema, userIds: idList('用户', 500) }),
      },
    },
    async (req) => {
      const role = await departRole(req.auth!, req.body.roleId);
      const ids = req.body.userIds;
      if (!ids.length) throw badRequest('请选择用户');
      const members = await db
        .select({ id: sysUserDepart.userId })
        .from(sysUserDepart)
        .where(and(eq(sysUserDepart.departId, role.departId), inArray(sysUserDepart.userId, ids)));
      if (members.length !== ids.length) throw badRequest('只能添加该部门的成员');
      await db
        .insert(sysDepartRoleUser)
        .values(ids.map((userId) => ({ roleId: role.id, userId })))
        .onConflictDoNothing();
      permissionsChanged(ctx);
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
        querystring: z.object({ roleId: idSchema, userId: idSchema }),
      },
    },
    async (req) => {
      await departRole(req.auth!, req.query.roleId);
      await db
        .delete(sysDepartRoleUser)
        .where(
          and(eq(sysDepartRoleUser.roleId, req.query.roleId), eq(sysDepartRoleUser.userId, req.query.userId)),
        );
      permissionsChanged(ctx);
      return ok(null, '移除成功！');
    },
  );
}
