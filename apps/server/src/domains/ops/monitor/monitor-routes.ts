import {
  emptyEnvelope,
  envelopeOf,
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
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { OnlineSessions } from './online-sessions.ts';
import type { RequestStats } from './request-stats.ts';
import { serverInfo } from './server-info.ts';

const TAGS = ['ops'];

/** `/api/sys/monitor/*`: server facts, request rates and online sessions with force sign-out. */
export function monitorRoutes(fastify: FastifyInstance, ctx: AppContext, stats: RequestStats) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = new OnlineSessions(ctx.db, () => ctx.sessions.forgetAll());
  const view = requirePerm(PERMS.monitor.list);

  const serverDoc = {
    summary: 'CPU、内存、运行时间、Node 与数据库版本、数据库大小',
    tags: TAGS,
    response: { 200: envelopeOf(serverFactsSchema) },
  };
  app.get('/api/sys/monitor/server', { config: view, schema: serverDoc }, async () =>
    ok(await serverInfo(ctx.database), '查询成功'),
  );

  app.get(
    '/api/sys/monitor/requests',
    routeDoc(view, TAGS, '近一小时每分钟请求数与 5xx 错误数、错误率', {
      response: { 200: envelopeOf(requestHourSchema) },
    }),
    async () => ok(stats.lastHour(), '查询成功'),
  );

  const sessionsSchema = {
    summary: '在线会话（未撤销、未过期）',
    tags: TAGS,
    querystring: sessionListQuery,
    response: { 200: envelopeOf(pageResultOf(onlineSessionSchema)) },
  };
  app.get('/api/sys/monitor/sessions', { config: view, schema: sessionsSchema }, async (req) =>
    ok(await sessions.page(req.auth!, req.query)),
  );

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
