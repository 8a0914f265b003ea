import {
  addRoleUsersBody,
  adminUserSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  pageResultOf,
  removeRoleUsersQuery,
  roleUsersBatchQuery,
  roleUsersQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { RoleAdmin } from './role-service.ts';

const TAGS = ['identity'];

/** Users of a role: list, add, remove (`/sys/user/userRoleList`, `addSysUserRole`, `deleteUserRole`). */
export function roleUserRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new RoleAdmin(ctx);
  const guard = requirePerm(PERMS.role.users);

  app.get(
    '/api/sys/user/userRoleList',
    {
      config: guard,
      schema: {
        summary: '角色下的用户（分页）',
        tags: TAGS,
        querystring: roleUsersQuery,
        response: { 200: envelopeOf(pageResultOf(adminUserSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await roles.users(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize), '查询成功');
    },
  );

  app.post(
    '/api/sys/user/addSysUserRole',
    {
      config: guard,
      schema: {
        summary: '为角色添加用户 `{roleId, userIdList}`',
        tags: TAGS,
        body: addRoleUsersBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.addUsers(req.auth!, req.body.roleId, req.body.userIdList);
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
        querystring: removeRoleUsersQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.removeUsers(req.auth!, req.query.roleId, req.query.userId);
      return ok(null, '移除成功！');
    },
  );

  app.delete(
    '/api/sys/user/deleteUserRoleBatch',
    {
      config: guard,
      schema: {
        summary: '从角色移除多个用户 `?roleId=&userIds=a,b`',
        tags: TAGS,
        querystring: roleUsersBatchQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await roles.removeUsers(req.auth!, req.query.roleId, req.query.userIds);
      return ok(null, '移除成功！');
    },
  );
}
