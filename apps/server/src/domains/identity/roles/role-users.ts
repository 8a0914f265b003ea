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
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { RoleAdmin } from './role-service.ts';

const TAGS = ['identity'];

/** Users of a role: list, add, remove (`/sys/user/userRoleList`, `addSysUserRole`, `deleteUserRole`). */
export function roleUserRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = new RoleAdmin(ctx);
  const guard = requirePerm(PERMS.role.users);

  app.get(
    '/api/sys/user/userRoleList',
    routeDoc(guard, TAGS, '角色下的用户（分页）', {
      querystring: roleUsersQuery,
      response: { 200: envelopeOf(pageResultOf(adminUserSchema)) },
    }),
    async (req) => ok(pageFrom(await roles.users(req.auth!, req.query), req.query), '查询成功'),
  );

  app.post(
    '/api/sys/user/addSysUserRole',
    routeDoc(guard, TAGS, '为角色添加用户 `{roleId, userIdList}`', {
      body: addRoleUsersBody,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(roles.addUsers(req.auth!, req.body.roleId, req.body.userIdList), '添加成功！'),
  );

  app.delete(
    '/api/sys/user/deleteUserRole',
    routeDoc(guard, TAGS, '从角色移除用户 `?roleId=&userId=`', {
      querystring: removeRoleUsersQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(roles.removeUsers(req.auth!, req.query.roleId, req.query.userId), '移除成功！'),
  );

  app.delete(
    '/api/sys/user/deleteUserRoleBatch',
    routeDoc(guard, TAGS, '从角色移除多个用户 `?roleId=&userIds=a,b`', {
      querystring: roleUsersBatchQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(roles.removeUsers(req.auth!, req.query.roleId, req.query.userIds), '移除成功！'),
  );
}
