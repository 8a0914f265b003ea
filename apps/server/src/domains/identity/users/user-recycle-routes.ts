import { adminUserSchema, PERMS, recycleBinQuery, recycleUserIds } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { UserRecycleBin } from './user-recycle.ts';

const TAGS = ['identity'];

/** The users' recycle bin (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
export function userRecycleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bin = new UserRecycleBin(ctx);
  const crud = crudRoutes(app, '/api/sys/user', TAGS);

  crud.read('recycleBin', {
    perm: PERMS.user.recycle,
    summary: '回收站：已删除的用户（最近删除的在前，最多 1000 个），可按 `username` `realname` 筛选',
    query: recycleBinQuery,
    result: z.array(adminUserSchema),
    message: '查询成功',
    find: (auth, q) => bin.list(auth, q),
  });
  crud.command('PUT', 'putRecycleBin', {
    perm: PERMS.user.recycle,
    summary: '还原回收站中的用户 `{userIds: "a,b"}`；账号已被其他用户占用时拒绝',
    input: recycleUserIds,
    message: '还原成功',
    run: (auth, body) => bin.restore(auth, body.userIds),
  });
  crud.command('DELETE', 'deleteRecycleBin', {
    perm: PERMS.user.recycle,
    summary: '彻底删除回收站中的用户 `?userIds=a,b`（连同其角色、部门与第三方登录绑定），不可恢复',
    input: recycleUserIds,
    message: '删除成功',
    run: (auth, q) => bin.erase(auth, q.userIds),
  });
}
