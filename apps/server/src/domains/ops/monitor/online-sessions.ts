import type { OnlineSession, PageResult } from '@ck/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysSession, sysUser } from '../../identity/index.ts';

/** Sessions of the tenant that are neither revoked nor expired. */
const online = (tenantId: string) =>
  and(tenantScope(sysSession, tenantId), isNull(sysSession.revokedAt), gt(sysSession.expiresAt, new Date()));

/** The monitor's view of signed-in users, and force sign-out. */
export class OnlineSessions {
  /** `forgetCached` drops the session cache, so a revoked token stops working on the next request. */
  constructor(
    private readonly db: Db,
    private readonly forgetCached: () => void,
  ) {}

  async page(
    auth: AuthContext,
    q: { pageNo: number; pageSize: number; username?: string },
  ): Promise<PageResult<OnlineSession>> {
    const { pageNo, pageSize, username } = q;
    const where = and(online(auth.tenantId), username ? eq(sysUser.username, username) : undefined);
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(where);
    const rows = await this.db
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
    const records = rows.map((r) => ({
      ...r,
      current: r.id === auth.sessionId,
      createTime: formatDateTime(r.createTime),
      lastSeen: formatDateTime(r.lastSeen),
      expiresAt: formatDateTime(r.expiresAt),
    }));
    return pageOf(records, total, pageNo, pageSize);
  }

  /** Revokes another live session of the tenant; the caller's own is refused (that is 退出登录). */
  async forceLogout(auth: AuthContext, id: string) {
    if (id === auth.sessionId) throw badRequest('不能强制退出自己当前的会话，请使用退出登录');
    const revoked = await this.db
      .update(sysSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(sysSession.id, id), online(auth.tenantId)))
      .returning({ id: sysSession.id });
    if (!revoked.length) throw notFound('会话不存在或已失效');
    this.forgetCached();
  }
}
