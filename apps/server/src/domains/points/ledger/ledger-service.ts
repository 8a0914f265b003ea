import {
  type PageResult,
  POINTS_KINDS,
  type PointsAdminFilter,
  type PointsAdminListQuery,
  type PointsAdminRow,
  type PointsLedgerItem,
  type PointsLedgerQuery,
} from '@ck/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { managedUsersCondition } from '../manage/managed-students.ts';
import { teachingJifen as j } from '../tables.ts';
import { ledgerFilters } from './ledger-filters.ts';

/** The most rows one export writes; a narrower search exports the rest. */
export const EXPORT_MAX_ROWS = 10_000;

const kindText = (kind: string) => POINTS_KINDS[kind as keyof typeof POINTS_KINDS] ?? kind;

const itemOf = (r: typeof j.$inferSelect): PointsLedgerItem => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  kind: r.kind,
  kind_dictText: kindText(r.kind),
  createTime: formatDateTime(r.createTime),
});

/** A page of one user's ledger, newest first, with the kind and time filters. */
export async function myLedger(
  db: Db,
  tenantId: string,
  userId: string,
  q: PointsLedgerQuery,
): Promise<PageResult<PointsLedgerItem>> {
  const where = and(tenantScope(j, tenantId), eq(j.userId, userId), ...ledgerFilters(q));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(j)
      .where(where)
      .orderBy(desc(j.createTime), desc(j.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ total: count() }).from(j).where(where),
  ]);
  return pageOf(rows.map(itemOf), total, q.pageNo, q.pageSize);
}

async function adminWhere(db: Db, auth: AuthContext, q: PointsAdminFilter): Promise<SQL | undefined> {
  const conds: (SQL | undefined)[] = [
    tenantScope(j, auth),
    await managedUsersCondition(db, auth, j.userId),
    ...ledgerFilters(q),
  ];
  if (q.userId) conds.push(eq(j.userId, q.userId));
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    conds.push(or(ilike(sysUser.username, pattern), ilike(sysUser.realname, pattern)));
  }
  return and(...conds);
}

const adminColumns = { row: j, username: sysUser.username, realname: sysUser.realname };

const adminRowOf = (r: { row: typeof j.$inferSelect; username: string | null; realname: string | null }) => ({
  ...itemOf(r.row),
  userId: r.row.userId,
  username: r.username,
  realname: r.realname,
  createBy: r.row.createBy,
});

/** The back office's ledger: administrators the tenant, teachers the students of their classes. */
export async function ledgerPage(
  db: Db,
  auth: AuthContext,
  q: PointsAdminListQuery,
): Promise<PageResult<PointsAdminRow>> {
  const where = await adminWhere(db, auth, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminColumns)
      .from(j)
      .leftJoin(sysUser, eq(sysUser.id, j.userId))
      .where(where)
      .orderBy(desc(j.createTime), desc(j.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ total: count() }).from(j).leftJoin(sysUser, eq(sysUser.id, j.userId)).where(where),
  ]);
  return pageOf(rows.map(adminRowOf), total, q.pageNo, q.pageSize);
}

/** Every matching row for the export (up to {@link EXPORT_MAX_ROWS}), newest first. */
export async function ledgerRows(db: Db, auth: AuthContext, q: PointsAdminFilter): Promise<PointsAdminRow[]> {
  const rows = await db
    .select(adminColumns)
    .from(j)
    .leftJoin(sysUser, eq(sysUser.id, j.userId))
    .where(await adminWhere(db, auth, q))
    .orderBy(desc(j.createTime), desc(j.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(adminRowOf);
}
