import {
  addressListQuery,
  adminUserSchema,
  departUserQuery,
  departUsersQuery,
  departWithUsersBody,
  PERMS,
  pageResultOf,
  querySysUserQuery,
  sysUserBriefSchema,
  userDepartItemSchema,
  userDepartListQuery,
  usersByIdsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { departsOfUser, linkUsersToDepart, unlinkUsersFromDepart } from './depart-links.ts';
import { addressList, lookupUser, usersByIds } from './user-lookups.ts';

const TAGS = ['identity'];

const addressRecord = adminUserSchema.extend({
  departName: z.string().nullable(),
  post: z.string().nullable(),
  telephone: z.string().nullable(),
  workNo: z.string(),
});

/** Users and departments (`editSysDepartWithUser`, `deleteUserInDepart(Batch)`, `userDepartList`) and look-ups. */
export function userLinkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const crud = crudRoutes(app, '/api/sys/user', TAGS);
  crud.read('userDepartList', {
    perm: PERMS.user.list,
    summary: '用户所在部门 `[{key, value, title}]`（key 与 value 为部门 id）',
    query: userDepartListQuery,
    result: z.array(userDepartItemSchema),
    message: '查询成功',
    find: (auth, q) => departsOfUser(ctx, auth, q.userId),
  });
  crud.read('generateUserId', {
    perm: PERMS.user.add,
    summary: '为新用户预先生成一个 id（新增时不必使用）',
    result: z.string(),
    message: '查询成功',
    find: async () => uuidv7(),
  });

  crud.command('POST', 'editSysDepartWithUser', {
    perm: PERMS.user.edit,
    summary: '把已有用户加入部门 `{depId, userIdList}`；已在其中的不变',
    input: departWithUsersBody,
    message: '添加成功!',
    run: (auth, body) => linkUsersToDepart(ctx, auth, body.depId, body.userIdList),
  });
  crud.command('DELETE', 'deleteUserInDepart', {
    perm: PERMS.user.edit,
    summary: '把用户移出部门 `?depId=&userId=`（账号保留）',
    input: departUserQuery,
    message: '删除成功!',
    run: (auth, q) => unlinkUsersFromDepart(ctx, auth, q.depId, [q.userId]),
  });
  crud.command('DELETE', 'deleteUserInDepartBatch', {
    perm: PERMS.user.edit,
    summary: '把多个用户移出部门 `?depId=&userIds=a,b`（账号保留）',
    input: departUsersQuery,
    message: '删除成功!',
    run: (auth, q) => unlinkUsersFromDepart(ctx, auth, q.depId, q.userIds),
  });

  crud.read('queryByIds', {
    perm: PERMS.user.list,
    summary: '按 id 取多个用户 `?userIds=a,b`（只含调用者可见的用户，按请求顺序）',
    query: usersByIdsQuery,
    result: z.array(adminUserSchema),
    message: '查询成功',
    find: (auth, q, req) => usersByIds(ctx, auth, q.userIds, (m) => req.log.warn(m)),
  });
  crud.read('querySysUser', {
    perm: PERMS.user.list,
    summary: '按账号或手机号查一个用户 `{id, username, realname, phone}`（本租户、调用者可见范围内）',
    query: querySysUserQuery,
    result: sysUserBriefSchema,
    message: '查询成功',
    find: (auth, q) => lookupUser(ctx, auth, q),
  });
  crud.read('queryByOrgCodeForAddressList', {
    perm: PERMS.user.list,
    summary:
      '通讯录：部门（`orgCode`，含下级）中的用户分页，附 `departName`、`workNo`（账号）；不传 `orgCode` 为全部',
    query: addressListQuery,
    result: pageResultOf(addressRecord),
    message: '查询成功',
    find: async (auth, q) => pageFrom(await addressList(ctx, auth, q), q),
  });
}
