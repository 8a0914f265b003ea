import {
  addRoleUsersBody,
  adminUserSchema,
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
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
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

  const crud = crudRoutes(app, '/api/sys/user', TAGS);
  crud.command('POST', 'addSysUserRole', {
    perm: PERMS.role.users,
    summary: '为角色添加用户 `{roleId, userIdList}`',
    input: addRoleUsersBody,
    message: '添加成功！',
    run: (auth, body) => roles.addUsers(auth, body.roleId, body.userIdList),
  });
  crud.command('DELETE', 'deleteUserRole', {
    perm: PERMS.role.users,
    summary: '从角色移除用户 `?roleId=&userId=`',
    input: removeRoleUsersQuery,
    message: '移除成功！',
    run: (auth, q) => roles.removeUsers(auth, q.roleId, q.userId),
  });
  crud.command('DELETE', 'deleteUserRoleBatch', {
    perm: PERMS.role.users,
    summary: '从角色移除多个用户 `?roleId=&userIds=a,b`',
    input: roleUsersBatchQuery,
    message: '移除成功！',
    run: (auth, q) => roles.removeUsers(auth, q.roleId, q.userIds),
  });
}
