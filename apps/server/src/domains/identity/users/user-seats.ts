import { and, count, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { tenantLimits } from '../../../platform/tenancy/tenant-state.ts';
import { sysRole, sysUser, sysUserRole } from '../tables.ts';

/** Accounts a tenant's quotas count: students (identity 1) and teachers (identity 2, administrators aside). */
export interface SeatUsage {
  students: number;
  teachers: number;
}

export type SeatKind = keyof SeatUsage;

/** Users holding a live `admin` role: administrators take no teacher seat. */
const adminHolders = (db: Db) =>
  db
    .select({ id: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(
      sysRole,
      and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.roleCode, 'admin'), eq(sysRole.delFlag, 0)),
    );

/** Live student and teacher accounts of a tenant. */
export async function seatUsage(db: Db, tenantId: string): Promise<SeatUsage> {
  const rows = await db
    .select({ identity: sysUser.userIdentity, n: count() })
    .from(sysUser)
    .where(
      and(
        liveScope(sysUser, tenantId),
        or(eq(sysUser.userIdentity, 1), notInArray(sysUser.id, adminHolders(db))),
      ),
    )
    .groupBy(sysUser.userIdentity);
  const of = (identity: number) => Number(rows.find((r) => r.identity === identity)?.n ?? 0);
  return { students: of(1), teachers: of(2) };
}

/** The seat a new or edited account takes: by identity, none for an administrator. */
export async function seatKindOf(db: Db, identity: number, roleIds: string[]): Promise<SeatKind | null> {
  if (identity === 1) return 'students';
  if (!roleIds.length) return 'teachers';
  const [admin] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inArray(sysRole.id, roleIds), eq(sysRole.roleCode, 'admin'), eq(sysRole.delFlag, 0)))
    .limit(1);
  return admin ? null : 'teachers';
}

const LABEL: Record<SeatKind, string> = { students: '学生', teachers: '教师' };

/**
 * Refuses when adding `wanted` accounts would pass the tenant's quotas (0: no limit). Call it inside
 * the transaction that writes the accounts: the tenant row is locked until it ends, so concurrent
 * creations are counted one after the other.
 */
export async function assertSeats(tx: Db, tenantId: string, wanted: Partial<SeatUsage>) {
  const add = { students: wanted.students ?? 0, teachers: wanted.teachers ?? 0 };
  if (!add.students && !add.teachers) return;
  const limits = await tenantLimits(tx, tenantId, true);
  const max: SeatUsage = { students: limits.maxStudents, teachers: limits.maxTeachers };
  if (!(Object.keys(add) as SeatKind[]).some((k) => add[k] > 0 && max[k] > 0)) return;
  const used = await seatUsage(tx, tenantId);
  for (const kind of ['students', 'teachers'] as const) {
    if (!add[kind] || !max[kind] || used[kind] + add[kind] <= max[kind]) continue;
    const left = Math.max(0, max[kind] - used[kind]);
    throw badRequest(
      `${LABEL[kind]}账号数量已达机构上限：上限 ${max[kind]} 个，已有 ${used[kind]} 个，` +
        `本次新增 ${add[kind]} 个${left ? `（最多还能新增 ${left} 个）` : ''}，请联系平台管理员扩容`,
    );
  }
}
