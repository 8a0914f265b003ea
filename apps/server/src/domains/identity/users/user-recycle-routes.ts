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
import { ok } from '../../../platform/http/envelope.ts';
import { UserRecycleBin } from './user-recycle.ts';

const TAGS = ['identity'];

/** The users' recycle bin (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
export function userRecycleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bin = new UserRecycleBin(ctx);
  const guard = requirePerm(PERMS.user.recycle);

  app.get(
    '/api/sys/user/recycleBin',
    {
      config: guard,
      schema: {
        summary: '回收站：已删除的用户（最近删除的在前，最多 1000 个），可按 `username` `realname` 筛选',
        tags: TAGS,
        querystring: recycleBinQuery,
        response: { 200: envelopeOf(z.array(adminUserSchema)) },
      },
    },
    async (req) => ok(await bin.list(req.auth!, req.query), '查询成功'),
  );

  app.put(
    '/api/sys/user/putRecycleBin',
    {
      config: guard,
      schema: {
        summary: '还原回收站中的用户 `{userIds: "a,b"}`；账号已被其他用户占用时拒绝',
        tags: TAGS,
        body: recycleUserIds,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await bin.restore(req.auth!, req.body.userIds);
      return ok(null, '还原成功');
    },
  );

  app.delete(
    '/api/sys/user/deleteRecycleBin',
    {
      config: guard,
      schema: {
        summary: '彻底删除回收站中的用户 `?userIds=a,b`（连同其角色、部门与第三方登录绑定），不可恢复',
        tags: TAGS,
        querystring: recycleUserIds,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await bin.erase(req.auth!, req.query.userIds);
      return ok(null, '删除成功');
    },
  );
}
