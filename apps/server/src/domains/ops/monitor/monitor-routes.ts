import {
  emptyEnvelope,
  onlineSessionSchema,
  PERMS,
  pageResultOf,
  requestHourSchema,
  type SessionIdQuery,
  serverFactsSchema,
  sessionIdQuery,
  sessionListQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { OnlineSessions } from './online-sessions.ts';
import type { RequestStats } from './request-stats.ts';
import { serverInfo } from './server-info.ts';

const TAGS = ['ops'];

/** `/api/sys/monitor/*`: server facts, request rates and online sessions with force sign-out. */
export function monitorRoutes(fastify: FastifyInstance, ctx: AppContext, stats: RequestStats) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = new OnlineSessions(ctx.db, () => ctx.sessions.forgetAll());

  const crud = crudRoutes(app, '/api/sys/monitor', TAGS);

  crud.read('server', {
    perm: PERMS.monitor.list,
    summary: 'CPU、内存、运行时间、Node 与数据库版本、数据库大小',
    result: serverFactsSchema,
    message: '查询成功',
    find: () => serverInfo(ctx.database),
  });
  crud.read('requests', {
    perm: PERMS.monitor.list,
    summary: '近一小时每分钟请求数与 5xx 错误数、错误率',
    result: requestHourSchema,
    message: '查询成功',
    find: async () => stats.lastHour(),
  });
  crud.read('sessions', {
    perm: PERMS.monitor.list,
    summary: '在线会话（未撤销、未过期）',
    query: sessionListQuery,
    result: pageResultOf(onlineSessionSchema),
    find: (auth, q) => sessions.page(auth, q),
  });

  // Both methods take the session's id in the query string.
  const forceLogout = async (req: { auth: AuthContext | null; query: SessionIdQuery }) => {
    await sessions.forceLogout(req.auth!, req.query.id);
    return ok(null, '已强制退出');
  };
  const forceLogoutSchema = {
    summary: '强制下线 `?id=`：撤销该会话；不能撤销自己当前的会话',
    tags: TAGS,
    querystring: sessionIdQuery,
    response: { 200: emptyEnvelope },
  };
  const forceGuard = requirePerm(PERMS.monitor.forceLogout);
  app.post('/api/sys/monitor/forceLogout', { config: forceGuard, schema: forceLogoutSchema }, forceLogout);
  app.delete('/api/sys/monitor/forceLogout', { config: forceGuard, schema: forceLogoutSchema }, forceLogout);
}
