import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserDepart } from '../tables.ts';
import { SessionStore } from './session-store.ts';

/**
 * Who a live user of a tenant is, as a session of theirs would say, for work done on their behalf
 * without a request (e.g. delivering an order paid through a payment notification). Null when the
 * user is gone or frozen.
 */
export async function actorOf(db: Db, tenantId: string, userId: string): Promise<AuthContext | null> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.id, userId), liveScope(sysUser, tenantId), eq(sysUser.status, 1)));
  if (!user) return null;
  const [grants, members] = await Promise.all([
    new SessionStore(db).grantsOf(user.id),
    db
      .select({ departId: sysUserDepart.departId })
      .from(sysUserDepart)
      .where(eq(sysUserDepart.userId, user.id)),
  ]);
  const departIds = new Set(members.map((m) => m.departId));
  for (const id of (user.departIds ?? '').split(',')) if (id) departIds.add(id);
  return {
    sessionId: '',
    userId: user.id,
    username: user.username,
    tenantId: user.tenantId,
    orgCode: user.orgCode,
    userIdentity: user.userIdentity,
    roles: grants.roles,
    level: grants.level,
    perms: grants.perms,
    departIds: [...departIds],
  };
}
