import { PERMS } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { pageOf, pagingSchema } from '../../../platform/http/paging.ts';
import { idList, idSchema, keyword } from '../../../platform/http/query-params.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserRole } from '../tables.ts';
import { grantableLevel, manageableUser } from '../users/user-policy.ts';
import { listUsers, userConditions, withLinks } from '../users/user-repository.ts';
import { manageableRole, permissionsChanged } from './role-policy.ts';

const TAGS = ['identity'];

/** Users of a role: list, add, remove (`/sys/user/userRoleList`, `addSysUserRole`, `deleteUserRole`). */
export function roleUserRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = requirePerm(PERMS.role.users);

  app.get(
    '/api/sys/user/userRoleList',
    {
      config: guard,
      schema: {
        summary: '角色下的用户（分页）',
        tags: TAGS,
        querystring: z.object({ ...pagingSchema, roleId: idSchema, username: keyword('用户账号') }),
      },
    },
    async (req) => {
      const q = req.query;
      await manageableRole(ctx, req.auth!, q.roleId);
      const where = userConditions(req.auth!.tenantId, null, { roleId: q.roleId, username: q.username });
      const { rows, total } = await listUsers(db, where, { ...q, column: 'username', order: 'asc' });
      return ok(pageOf(await withLinks(db, rows), total, q.pageNo, q.pageSize), '查询成功');
    },
  );

  app.post(
    '/api/sys/user/addSysUserRole',
    {
      config: guard,
      schema: {
        summary: '为角色添加用户 `{roleId, userIdList}`',
        tags: TAGS,
        body: z.object({ roleId: idSchema, userIdList: z.array(idSchema).min(1, '请选择用户').max(500) }),
      },
    },
    async (req) => {
      const role = await manageableRole(ctx, req.auth!, req.body.roleId);
      if (role.level > grantableLevel(req.auth!)) throw forbidden(`无权分配角色“${role.roleName}”`);
      for (const id of req.body.userIdList) await manageableUser(db, req.auth!, id);
      await db
        .insert(sysUserRole)
        .values(req.body.userIdList.map((userId) => ({ userId, roleId: role.id })))
        .onConflictDoNothing();
      permissionsChanged(ctx);
      return ok(null, '添加成功！');
    },
  );

  app.delete(
    '/api/sys/user/deleteUserRole',
    {
      config: guard,
      schema: {
        summary: '从角色移除用户 `?roleId=&userId=`',
        tags: TAGS,
        querystring: z.object({ roleId: idSchema, userId: idList('用户', 500) }),
      },
    },
    async (req) => {
      const role = await manageableRole(ctx, req.auth!, req.query.roleId);
      const ids = req.query.userId;
      if (ids.includes(req.auth!.userId)) throw forbidden('不能移除自己的角色');
      for (const id of ids) await manageableUser(db, req.auth!, id);
      const tenantUsers = db.select({ id: sysUser.id }).from(sysUser).where(tenantScope(sysUser, req.auth!));
      await db
        .delete(sysUserRole)
        .where(
          and(
            eq(sysUserRole.roleId, role.id),
            inArray(sysUserRole.userId, ids),
            inArray(sysUserRole.userId, tenantUsers),
          ),
        );
      permissionsChanged(ctx);
      return ok(null, '移除成功！');
    },
  );
}
