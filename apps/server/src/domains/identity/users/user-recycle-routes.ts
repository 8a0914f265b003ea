import {
  adminUserSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  recycleBinQuery,
  recycleUserIds,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { UserRecycleBin } from './user-recycle.ts';

const TAGS = ['identity'];

/** The users' recycle bin (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
export function userRecycleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bin = new UserRecycleBin(ctx);
  const guard = requirePerm(PERMS.user.recycle);

  app.get(
    '/api/sys/user/recycleBin',
    routeDoc(
      guard,
      TAGS,
      '回收站：已删除的用户（最近删除的在前，最多 1000 个），可按 `username` `realname` 筛选',
      { querystring: recycleBinQuery, response: { 200: envelopeOf(z.array(adminUserSchema)) } },
    ),
    async (req) => ok(await bin.list(req.auth!, req.query), '查询成功'),
  );

  app.put(
    '/api/sys/user/putRecycleBin',
    routeDoc(guard, TAGS, '还原回收站中的用户 `{userIds: "a,b"}`；账号已被其他用户占用时拒绝', {
      body: recycleUserIds,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(bin.restore(req.auth!, req.body.userIds), '还原成功'),
  );

  app.delete(
    '/api/sys/user/deleteRecycleBin',
    routeDoc(
      guard,
      TAGS,
      '彻底删除回收站中的用户 `?userIds=a,b`（连同其角色、部门与第三方登录绑定），不可恢复',
      { querystring: recycleUserIds, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(bin.erase(req.auth!, req.query.userIds), '删除成功'),
  );
}
