import { PERMS } from '@ck/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { pagingFields } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysSession, sysUser } from '../../identity/index.ts';
import type { RequestStats } from './request-stats.ts';
import { serverInfo } from './server-info.ts';

const TAGS = ['ops'];

const paging = z.object({
  ...pagingFields({ maxSize: 200, defaultSize: 20 }),
  username: z.string().trim().max(64).optional(),
});
const idQuery = z.object({ id: z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36) });

/** `/api/sys/monitor/*`: server facts, request rates and online sessions with force sign-out. */
export function monitorRoutes(fastify: FastifyInstance, ctx: AppContext, stats: RequestStats) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const view = requirePerm(PERMS.monitor.list);

  const serverDoc = { summary: 'CPU、内存、运行时间、Node 与数据库版本、数据库大小', tags: TAGS };
  app.get('/api/sys/monitor/server', { config: view, schema: serverDoc }, async () =>
    ok(await serverInfo(ctx.database), '查询成功'),
  );

  app.get(
    '/api/sys/monitor/requests',
    {
      config: view,
      schema: { summary: '近一小时每分钟请求数与 5xx 错误数、错误率', tags: TAGS },
    },
    async () => ok(stats.lastHour(), '查询成功'),
  );

  const online = (tenantId: string) =>
    and(
      tenantScope(sysSession, tenantId),
      isNull(sysSession.revokedAt),
      gt(sysSession.expiresAt, new Date()),
    );

  const sessionsSchema = { summary: '在线会话（未撤销、未过期）', tags: TAGS, querystring: paging };
  app.get('/api/sys/monitor/sessions', { config: view, schema: sessionsSchema }, async (req) => {
    const { pageNo, pageSize, username } = req.query;
    const where = and(online(req.auth!.tenantId), username ? eq(sysUser.username, username) : undefined);
    const [{ total }] = await db
      .select({ total: count() })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(where);
    const rows = await db
      .select({
        id: sysSession.id,
        userId: sysSession.userId,
        username: sysUser.username,
        realname: sysUser.realname,
        ip: sysSession.ip,
        userAgent: sysSession.userAgent,
        createTime: sysSession.createTime,
        lastSeen: sysSession.lastSeen,
        expiresAt: sysSession.expiresAt,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(where)
      .orderBy(desc(sysSession.createTime))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return ok({
      records: rows.map((r) => ({
        ...r,
        current: r.id === req.auth!.sessionId,
        createTime: formatDateTime(r.createTime),
        lastSeen: formatDateTime(r.lastSeen),
        expiresAt: formatDateTime(r.expiresAt),
      })),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  });

  const forceLogout = async (req: { auth: AuthContext | null; query: z.infer<typeof idQuery> }) => {
    const auth = req.auth!;
    if (req.query.id === auth.sessionId) throw badRequest('不能强制退出自己当前的会话，请使用退出登录');
    const revoked = await db
      .update(sysSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(sysSession.id, req.query.id), online(auth.tenantId)))
      .returning({ id: sysSession.id });
    if (!revoked.length) throw notFound('会话不存在或已失效');
    ctx.sessions.forgetAll();
    return ok(null, '已强制退出');
  };
  app.post(
    '/api/sys/monitor/forceLogout',
    {
      config: requirePerm(PERMS.monitor.forceLogout),
      schema: {
        summary: '强制下线 `?id=`：撤销该会话；不能撤销自己当前的会话',
        tags: TAGS,
        querystring: idQuery,
      },
    },
    forceLogout,
  );
  app.delete(
    '/api/sys/monitor/forceLogout',
    {
      config: requirePerm(PERMS.monitor.forceLogout),
      schema: {
        summary: '强制下线 `?id=`：撤销该会话；不能撤销自己当前的会话',
        tags: TAGS,
        querystring: idQuery,
      },
    },
    forceLogout,
  );
}
