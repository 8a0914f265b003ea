import type { PointsRankRow } from '@ck/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { classOfTenant, managedClasses, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingJifenBalance as b } from '../tables.ts';

const STUDENT = 1;

/**
 * The students of a class by balance, highest first; equal balances share a rank (1, 2, 2, 4).
 * Administrators rank any class of the tenant, teachers the classes they manage.
 */
export async function classRank(db: Db, auth: AuthContext, classId: string): Promise<PointsRankRow[]> {
  const klass = await classOfTenant(db, auth, classId);
  if (!isAdmin(auth) && !(await managedClasses(db, auth)).some((c) => c.id === klass.id))
    throw forbidden('只能查看你所管理班级的积分排行');
  const balance = sql<number>`coalesce(${b.balance}, 0)::int`;
  const rows = await db
    .select({ userId: sysUser.id, username: sysUser.username, realname: sysUser.realname, balance })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .leftJoin(b, and(eq(b.tenantId, sysUser.tenantId), eq(b.userId, sysUser.id)))
    .where(
      and(
        eq(sysUserDepart.departId, klass.id),
        liveScope(sysUser, auth.tenantId),
        eq(sysUser.userIdentity, STUDENT),
      ),
    )
    .orderBy(desc(balance), asc(sysUser.username));
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || r.balance !== rows[i - 1].balance) rank = i + 1;
    return { rank, ...r, balance: Number(r.balance) };
  });
}
