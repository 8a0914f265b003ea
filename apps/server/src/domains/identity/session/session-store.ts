import { TOKEN_TTL_MS } from '@ck/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { batched } from '../../../db/batched.ts';
import type { Db } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import { grantedPermissionIds } from '../access/grants.ts';
import { sysPermission, sysRole, sysSession, sysUserRole } from '../tables.ts';

// Resolved sessions are cached briefly so a hot path does not hit the database per request.
// Revocation on this node clears the cache at once; other nodes see it within CACHE_MS.
const CACHE_MS = 5_000;

/** A row of the session statement (the database's column names). */
interface SessionRow {
  token_hash: string;
  session_id: string;
  org_code: string | null;
  user_id: string;
  username: string;
  tenant_id: string;
  user_identity: number;
  depart_ids: string | null;
  tenant_status: number | null;
  tenant_expire_ms: number | null;
  roles: { code: string; level: number }[];
  members: string[];
  /** The `perms` columns of the user's permissions, one list per role. */
  perms: (string | null)[][];
}

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

/**
 * Sessions by token hash, with user, tenant, roles, departments and the permission codes of every
 * role in the batch gathered once per role rather than once per user.
 */
const SESSION_SQL = sql`
  with s as materialized (
    select s.token_hash, s.id as session_id, s.org_code, u.id as user_id, u.username, u.tenant_id,
           u.user_identity, u.depart_ids
      from sys_session s
     cross join lateral (select * from sys_user u
                          where u.id = s.user_id and u.status = 1 and u.del_flag = 0 limit 1) u
     where s.token_hash = any(${sql.placeholder('hashes')}::text[])
       and s.revoked_at is null and s.expires_at > ${sql.placeholder('now')}),
  r as materialized (
    select ur.user_id, ro.id as role_id, ro.role_code, ro.level
      from sys_user_role ur join sys_role ro on ro.id = ur.role_id and ro.del_flag = 0
     where ur.user_id = any(array(select user_id from s))
    union all
    select dru.user_id, dru.role_id, null, null
      from sys_depart_role_user dru join sys_depart_role dr on dr.id = dru.role_id and dr.del_flag = 0
     where dru.user_id = any(array(select user_id from s))),
  p as materialized (
    select rp.role_id, json_agg(pm.perms) as perms
      from sys_role_permission rp
      join sys_permission pm on pm.id = rp.permission_id and pm.del_flag = 0 and pm.perms is not null
     where rp.role_id = any(array(select role_id from r)) group by rp.role_id
    union all
    select drp.role_id, json_agg(pm.perms)
      from sys_depart_role_permission drp
      join sys_permission pm on pm.id = drp.permission_id and pm.del_flag = 0 and pm.perms is not null
     where drp.role_id = any(array(select role_id from r)) group by drp.role_id)
  select s.*, t.status as tenant_status,
         (extract(epoch from t.expire_time) * 1000)::float8 as tenant_expire_ms,
         coalesce((select json_agg(json_build_object('code', r.role_code, 'level', r.level)) from r
                    where r.user_id = s.user_id and r.role_code is not null), '[]'::json) as roles,
         coalesce((select json_agg(ud.depart_id) from sys_user_depart ud
                    where ud.user_id = s.user_id), '[]'::json) as members,
         coalesce((select json_agg(p.perms) from r join p on p.role_id = r.role_id
                    where r.user_id = s.user_id), '[]'::json) as perms
    from s left join sys_tenant t on t.id = s.tenant_id`;

export class SessionStore {
  private cache = new Map<string, Cached>();
  private readonly endedListeners: EndedListener[] = [];
  private readonly loadOne = batched(
    (tokenHash: string) => tokenHash,
    (hashes) => this.load(hashes),
  );

  private readonly loadSessions: (values: { hashes: string[]; now: Date }) => Promise<SessionRow[]>;

  constructor(private readonly db: Db) {
    this.loadSessions = preparedSql<SessionRow>(db, 'session_load', SESSION_SQL);
  }

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
   * an exam at once), not three round trips each. Permissions are gathered once per role of the batch,
   * not once per user, and the statement is prepared (parsed and planned once per connection).
   */
  private async load(tokenHashes: string[]): Promise<Map<string, AuthContext>> {
    const rows = await this.loadSessions({ hashes: tokenHashes, now: new Date() });
    const sessions = new Map<string, AuthContext>();
    for (const row of rows) {
      const departIds = new Set(row.members);
      for (const id of (row.depart_ids ?? '').split(',')) if (id) departIds.add(id);
      sessions.set(row.token_hash, {
        sessionId: row.session_id,
        userId: row.user_id,
        username: row.username,
        tenantId: row.tenant_id,
        orgCode: row.org_code,
        userIdentity: row.user_identity,
        roles: row.roles.map((r) => r.code),
        level: Math.max(0, ...row.roles.map((r) => r.level)),
        perms: permissionCodes(row.perms.flat()),
        departIds: [...departIds],
        tenant: {
          status: row.tenant_status ?? 1,
          expireTime: row.tenant_expire_ms == null ? null : new Date(row.tenant_expire_ms),
        },
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
