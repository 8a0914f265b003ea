import { TOKEN_TTL_MS } from '@ck/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { batched } from '../../../db/batched.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { grantedPermissionIds, grantedPermissionIdsSql } from '../access/grants.ts';
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

/** Permission codes from the permissions' `perms` columns (each a comma-separated list). */
function permissionCodes(columns: (string | null)[]): Set<string> {
  const codes = new Set<string>();
  for (const column of columns) if (column) for (const p of column.split(',')) codes.add(p.trim());
  return codes;
}

export class SessionStore {
  private cache = new Map<string, Cached>();
  private readonly endedListeners: EndedListener[] = [];
  private readonly loadOne = batched(
    (tokenHash: string) => tokenHash,
    (hashes) => this.load(hashes),
  );

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
    const ctx = (await this.loadOne(key)) ?? null;
    if (ctx) {
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(key, { ctx, until: Date.now() + CACHE_MS });
    } else {
      this.cache.delete(key);
    }
    return ctx;
  }

  /**
   * Sessions by token hash with their user and tenant, the user's roles, departments and permission
   * codes: one statement for every cold session asked for at the same moment (a whole school starting
   * an exam at once), not three round trips each.
   */
  private async load(tokenHashes: string[]): Promise<Map<string, AuthContext>> {
    const rows = await this.db
      .select({
        tokenHash: sysSession.tokenHash,
        sessionId: sysSession.id,
        orgCode: sysSession.orgCode,
        userId: sysUser.id,
        username: sysUser.username,
        tenantId: sysUser.tenantId,
        userIdentity: sysUser.userIdentity,
        managed: sysUser.departIds,
        tenantStatus: sysTenant.status,
        tenantExpireTime: sysTenant.expireTime,
        roles: sql<{ code: string; level: number }[]>`coalesce((
          select json_agg(json_build_object('code', ${sysRole.roleCode}, 'level', ${sysRole.level}))
            from ${sysUserRole} join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} and ${sysRole.delFlag} = 0
           where ${sysUserRole.userId} = ${sysUser.id}), '[]'::json)`,
        members: sql<string[]>`coalesce((
          select json_agg(${sysUserDepart.departId}) from ${sysUserDepart}
           where ${sysUserDepart.userId} = ${sysUser.id}), '[]'::json)`,
        perms: sql<string[]>`coalesce((
          select json_agg(${sysPermission.perms}) from ${sysPermission}
           where ${sysPermission.delFlag} = 0 and ${sysPermission.perms} is not null
             and ${sysPermission.id} in (${grantedPermissionIdsSql(sql`${sysUser.id}`)})), '[]'::json)`,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .leftJoin(sysTenant, eq(sysTenant.id, sysUser.tenantId))
      .where(
        and(
          inArray(sysSession.tokenHash, tokenHashes),
          isNull(sysSession.revokedAt),
          gt(sysSession.expiresAt, new Date()),
          eq(sysUser.status, 1),
          eq(sysUser.delFlag, 0),
        ),
      );
    const sessions = new Map<string, AuthContext>();
    for (const row of rows) {
      const departIds = new Set(row.members);
      for (const id of (row.managed ?? '').split(',')) if (id) departIds.add(id);
      sessions.set(row.tokenHash, {
        sessionId: row.sessionId,
        userId: row.userId,
        username: row.username,
        tenantId: row.tenantId,
        orgCode: row.orgCode,
        userIdentity: row.userIdentity,
        roles: row.roles.map((r) => r.code),
        level: Math.max(0, ...row.roles.map((r) => r.level)),
        perms: permissionCodes(row.perms),
        departIds: [...departIds],
        tenant: { status: row.tenantStatus ?? 1, expireTime: row.tenantExpireTime ?? null },
      });
    }
    return sessions;
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
    const rows = ids.length
      ? await this.db
          .select({ perms: sysPermission.perms })
          .from(sysPermission)
          .where(
            and(
              inArray(sysPermission.id, ids),
              eq(sysPermission.delFlag, 0),
              sql`${sysPermission.perms} is not null`,
            ),
          )
      : [];
    const perms = permissionCodes(rows.map((r) => r.perms));
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
