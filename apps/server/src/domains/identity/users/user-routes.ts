import {
  addUserBody,
  adminUserSchema,
  changeUserPasswordBody,
  checkOnlyUserQuery,
  departMembersQuery,
  editUserBody,
  envelopeOf,
  frozenUsersBody,
  PERMS,
  pageResultOf,
  resetPasswordResultSchema,
  resetUserPasswordBody,
  userIdQuery,
  userIdsQuery,
  userListQuery,
  userRoleIdsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { tooMany } from '../../../platform/http/errors.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { UserAdmin } from './user-service.ts';

const TAGS = ['identity'];

/** Anonymous uniqueness checks per address and minute: enough for a form, too few to harvest accounts. */
const anonymousChecks = new FailureLimiter(30, 60_000);
function limitAnonymousCheck(ip: string) {
  if (anonymousChecks.blocked(ip)) throw tooMany('检查过于频繁，请稍后再试');
  anonymousChecks.fail(ip);
}

export function userRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const users = new UserAdmin(ctx);

  const crud = crudRoutes(app, '/api/sys/user', TAGS);
  crud.list({
    perm: PERMS.user.list,
    summary:
      '用户分页；筛选 `username` `realname` `phone`（`*x*` 模糊）、`status`、`departId`、`roleId`；排序 `column` 只接受 createTime/username/realname',
    query: userListQuery,
    row: adminUserSchema,
    message: '查询成功',
    find: (auth, q, req) => users.list(auth, q, (m) => req.log.warn(m)),
  });
  crud.queryById({
    perm: PERMS.user.list,
    summary: '单个用户，含 `roleIds`、`roleNames`、`selecteddeparts`、`orgCodeTxt`',
    query: userIdQuery,
    result: adminUserSchema,
    message: '查询成功',
    find: (auth, q, req) => users.detail(auth, q.id, (m) => req.log.warn(m)),
  });
  crud.add({
    perm: PERMS.user.add,
    summary:
      '新增用户：用户字段 + `password`、`confirmpassword`、`selectedroles`、`selecteddeparts`、`departIds`（逗号分隔 id）、`userIdentity`；`tenantId`、`status`、`passwordHash` 等字段被忽略',
    body: addUserBody,
    result: adminUserSchema,
    message: '添加成功！',
    save: (auth, body) => users.add(auth, body),
  });
  crud.edit({
    perm: PERMS.user.edit,
    summary: '编辑用户：同新增（不改账号与密码）；角色与部门变更即时生效',
    body: editUserBody,
    result: adminUserSchema,
    message: '编辑成功！',
    alsoPost: true,
    save: (auth, body) => users.edit(auth, body),
  });

  crud.command('PUT', 'frozenBatch', {
    perm: PERMS.user.frozen,
    summary: '冻结或解冻 `{ids, status}`，2 冻结（立即下线）、1 解冻',
    input: frozenUsersBody,
    message: (body) => (body.status === 2 ? '冻结成功！' : '解冻成功！'),
    run: (auth, body) => users.setStatus(auth, body.ids, body.status as 1 | 2),
  });
  crud.command('PUT', 'changePassword', {
    perm: PERMS.user.changePassword,
    summary: '管理员改密码 `{id 或 username, password, confirmpassword}`，该用户所有会话失效',
    input: changeUserPasswordBody,
    message: '密码修改成功！',
    run: (auth, body) => users.changePassword(auth, body),
  });
  // The new random password is shown once to the caller, never stored in clear.
  crud.write('PUT', 'resetPassword', {
    perm: PERMS.user.resetPassword,
    summary: '重置密码 `{id}` → `{newPassword}`（只返回这一次）',
    input: resetUserPasswordBody,
    result: resetPasswordResultSchema,
    message: '密码已重置，请将新密码告知用户',
    run: async (auth, body) => ({ newPassword: await users.resetPassword(auth, body.id) }),
  });

  crud.delete({
    perm: PERMS.user.delete,
    summary: '删除用户（逻辑删除）并结束其会话',
    query: userIdQuery,
    message: '删除用户成功',
    remove: (auth, q) => users.remove(auth, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.user.delete,
    summary: '批量删除用户（逻辑删除）并结束其会话',
    query: userIdsQuery,
    message: '批量删除用户成功',
    remove: (auth, q) => users.remove(auth, q.ids),
  });

  app.get(
    '/api/sys/user/checkOnlyUser',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '账号或手机号是否可用（`username` 或 `phone`）。公开（注册表单用），同一 IP 每分钟 30 次；只回答可用或已被占用，`id`（编辑中的用户）仅对有用户查询权限者生效',
      { querystring: checkOnlyUserQuery, response: { 200: envelopeOf(z.boolean()) } },
    ),
    async (req) => {
      const manager = !!req.auth?.perms.has(PERMS.user.list);
      if (!manager) limitAnonymousCheck(req.ip);
      const exceptId = manager ? req.query.id : undefined;
      const { username, phone } = req.query;
      if (username && !(await users.isUsernameFree(username, exceptId)))
        return refused(false, '用户账号已存在');
      if (phone && !(await users.isPhoneFree(phone, exceptId))) return refused(false, '该手机号已被使用');
      return ok(true, username ? '该用户账号可用' : '该手机号可用');
    },
  );

  crud.read('queryUserRole', {
    perm: PERMS.user.list,
    summary: '用户的角色 id 列表',
    query: userRoleIdsQuery,
    result: z.array(z.string()),
    message: '查询成功',
    find: (auth, q) => users.roleIds(auth, q.userid),
  });
  crud.read('queryUserByDepId', {
    perm: PERMS.user.list,
    summary: '部门成员',
    query: departMembersQuery,
    result: z.array(adminUserSchema),
    message: '查询成功',
    find: (auth, q) => users.departMembers(auth, q.id ?? q.depId, q.realname),
  });
  crud.read('departUserList', {
    perm: PERMS.user.list,
    summary: '部门成员（分页）',
    query: departMembersQuery,
    result: pageResultOf(adminUserSchema),
    message: '查询成功',
    find: async (auth, q) => pageFrom(await users.departMembersPage(auth, q.depId ?? q.id, q), q),
  });
}
