import { TOKEN_TTL_MS } from '@ck/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { grantedPermissionIds } from '../access/grants.ts';
import { sysPermission, sysRole, sysSession, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';

// Resolved sessions are cached briefly so a hot path does not hit the database per request.
// Revocation on this node clears the cache at once; other nodes see it within CACHE_MS.
const CACHE_MS = 5_000;

interface Cached {
  ctx: AuthContext;
  until: number;
}

/** Sessions that have just ended (null: every session of the user). */
export interface EndedSessions {
  tenantId: string;
  userId: string;
  sessionIds: string[] | null;
}

type EndedListener = (ended: EndedSessions) => Promise<void>;

export class SessionStore {
  private cache = new Map<string, Cached>();
  private readonly endedListeners: EndedListener[] = [];

  constructor(private readonly db: Db) {}

  async create(
    user: { id: string; tenantId: string; orgCode: string | null },
    meta: { ip?: string; userAgent?: string },
  ) {
    const token = newToken();
    await this.db.insert(sysSession).values({
      id: uuidv7(),
      tokenHash: hashToken(token),
      userId: user.id,
      tenantId: user.tenantId,
      orgCode: user.orgCode,
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 500),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    });
    return token;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const key = hashToken(token);
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.ctx;
    const ctx = await this.load(key);
    if (ctx) {
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(key, { ctx, until: Date.now() + CACHE_MS });
    } else {
      this.cache.delete(key);
    }
    return ctx;
  }

  private async load(tokenHash: string): Promise<AuthContext | null> {
    const [row] = await this.db
      .select({
        sessionId: sysSession.id,
        orgCode: sysSession.orgCode,
        userId: sysUser.id,
        username: sysUser.username,
        tenantId: sysUser.tenantId,
        userIdentity: sysUser.userIdentity,
        managed: sysUser.departIds,
        tenantStatus: sysTenant.status,
        tenantExpireTime: sysTenant.expireTime,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .leftJoin(sysTenant, eq(sysTenant.id, sysUser.tenantId))
      .where(
        and(
          eq(sysSession.tokenHash, tokenHash),
          isNull(sysSession.revokedAt),
          gt(sysSession.expiresAt, new Date()),
          eq(sysUser.status, 1),
          eq(sysUser.delFlag, 0),
        ),
      )
      .limit(1);
    if (!row) return null;
    // Independent reads at once: a whole school signing in together waits on fewer round trips.
    const [grants, members] = await Promise.all([
      this.grantsOf(row.userId),
      this.db
        .select({ departId: sysUserDepart.departId })
        .from(sysUserDepart)
        .where(eq(sysUserDepart.userId, row.userId)),
    ]);
    const departIds = new Set(members.map((m) => m.departId));
    for (const id of (row.managed ?? '').split(',')) if (id) departIds.add(id);
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      username: row.username,
      tenantId: row.tenantId,
      orgCode: row.orgCode,
      userIdentity: row.userIdentity,
      roles: grants.roles,
      level: grants.level,
      perms: grants.perms,
      departIds: [...departIds],
      tenant: { status: row.tenantStatus ?? 1, expireTime: row.tenantExpireTime ?? null },
    };
  }

  /** Role codes, highest role level and permission codes of a user. */
  async grantsOf(userId: string) {
    const [roles, ids] = await Promise.all([
      this.db
        .select({ id: sysRole.id, code: sysRole.roleCode, level: sysRole.level })
        .from(sysUserRole)
        .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.delFlag, 0)))
        .where(eq(sysUserRole.userId, userId)),
      grantedPermissionIds(this.db, userId),
    ]);
    const perms = new Set<string>();
    if (ids.length) {
      const rows = await this.db
        .select({ perms: sysPermission.perms })
        .from(sysPermission)
        .where(
          and(
            inArray(sysPermission.id, ids),
            eq(sysPermission.delFlag, 0),
            sql`${sysPermission.perms} is not null`,
          ),
        );
      for (const r of rows) if (r.perms) for (const p of r.perms.split(',')) perms.add(p.trim());
    }
    return { roles: roles.map((r) => r.code), level: Math.max(0, ...roles.map((r) => r.level)), perms };
  }

  async setOrgCode(sessionId: string, orgCode: string) {
    await this.db.update(sysSession).set({ orgCode }).where(eq(sysSession.id, sessionId));
    this.forgetAll();
  }

  /** Called after sessions end (their open sockets close on every node). */
  onEnded(listener: EndedListener) {
    this.endedListeners.push(listener);
  }

  private async ended(ended: EndedSessions) {
    for (const listener of this.endedListeners) await listener(ended);
  }

  async revoke(token: string) {
    const key = hashToken(token);
    const rows = await this.db
      .update(sysSession)
      .set({ revokedAt: new Date() })
      .where(eq(sysSession.tokenHash, key))
      .returning({ id: sysSession.id, userId: sysSession.userId, tenantId: sysSession.tenantId });
    this.cache.delete(key);
    for (const row of rows)
      await this.ended({ tenantId: row.tenantId, userId: row.userId, sessionIds: [row.id] });
  }

  /** Ends every session of a user: password change, freeze, deletion. */
  async revokeUser(userId: string) {
    const rows = await this.db
      .update(sysSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(sysSession.userId, userId), isNull(sysSession.revokedAt)))
      .returning({ tenantId: sysSession.tenantId });
    this.forgetAll();
    const [row] = rows;
    if (row) await this.ended({ tenantId: row.tenantId, userId, sessionIds: null });
  }

  /** Drops cached sessions, e.g. after role or permission changes. */
  forgetAll() {
    this.cache.clear();
  }
}
