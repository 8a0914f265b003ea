import {
  addressListQuery,
  adminUserSchema,
  departUserQuery,
  departUsersQuery,
  departWithUsersBody,
  envelopeOf,
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
import { permGuards } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { departsOfUser, linkUsersToDepart, unlinkUsersFromDepart } from './depart-links.ts';
import { addressList, lookupUser, usersByIds } from './user-lookups.ts';

const TAGS = ['identity'];
const perm = permGuards(PERMS.user);

const addressRecord = adminUserSchema.extend({
  departName: z.string().nullable(),
  post: z.string().nullable(),
  telephone: z.string().nullable(),
  workNo: z.string(),
});

/** Users and departments (`editSysDepartWithUser`, `deleteUserInDepart(Batch)`, `userDepartList`) and look-ups. */
export function userLinkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sys/user/userDepartList',
    routeDoc(perm.list, TAGS, '用户所在部门 `[{key, value, title}]`（key 与 value 为部门 id）', {
      querystring: userDepartListQuery,
      response: { 200: envelopeOf(z.array(userDepartItemSchema)) },
    }),
    async (req) => ok(await departsOfUser(ctx, req.auth!, req.query.userId), '查询成功'),
  );

  app.get(
    '/api/sys/user/generateUserId',
    routeDoc(perm.add, TAGS, '为新用户预先生成一个 id（新增时不必使用）', {
      response: { 200: envelopeOf(z.string()) },
    }),
    async () => ok(uuidv7(), '查询成功'),
  );

  const crud = crudRoutes(app, '/api/sys/user', TAGS);
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

  app.get(
    '/api/sys/user/queryByIds',
    routeDoc(perm.list, TAGS, '按 id 取多个用户 `?userIds=a,b`（只含调用者可见的用户，按请求顺序）', {
      querystring: usersByIdsQuery,
      response: { 200: envelopeOf(z.array(adminUserSchema)) },
    }),
    async (req) =>
      ok(await usersByIds(ctx, req.auth!, req.query.userIds, (m) => req.log.warn(m)), '查询成功'),
  );

  app.get(
    '/api/sys/user/querySysUser',
    routeDoc(
      perm.list,
      TAGS,
      '按账号或手机号查一个用户 `{id, username, realname, phone}`（本租户、调用者可见范围内）',
      { querystring: querySysUserQuery, response: { 200: envelopeOf(sysUserBriefSchema) } },
    ),
    async (req) => ok(await lookupUser(ctx, req.auth!, req.query), '查询成功'),
  );

  app.get(
    '/api/sys/user/queryByOrgCodeForAddressList',
    routeDoc(
      perm.list,
      TAGS,
      '通讯录：部门（`orgCode`，含下级）中的用户分页，附 `departName`、`workNo`（账号）；不传 `orgCode` 为全部',
      { querystring: addressListQuery, response: { 200: envelopeOf(pageResultOf(addressRecord)) } },
    ),
    async (req) => ok(pageFrom(await addressList(ctx, req.auth!, req.query), req.query), '查询成功'),
  );
}
