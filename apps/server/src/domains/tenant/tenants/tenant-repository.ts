import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { seatUsage } from '../../identity/index.ts';
import { storageUsedBytes } from '../../ops/index.ts';
import type { TenantRow, TenantUsage } from './tenant-view.ts';

const live = eq(sysTenant.delFlag, 0);

export async function findTenant(db: Db, id: string): Promise<TenantRow> {
  const [row] = await db
    .select()
    .from(sysTenant)
    .where(and(eq(sysTenant.id, id), live));
  if (!row) throw notFound('机构不存在');
  return row;
}

export interface TenantFilter {
  /** Only this tenant (a tenant administrator's own). */
  onlyId?: string;
  zuhuName?: string;
  status?: number;
}

export async function listTenants(db: Db, f: TenantFilter, pageNo: number, pageSize: number) {
  const conds: SQL[] = [live];
  if (f.onlyId) conds.push(eq(sysTenant.id, f.onlyId));
  if (f.zuhuName) conds.push(ilike(sysTenant.name, likePattern(f.zuhuName)));
  if (f.status !== undefined) conds.push(eq(sysTenant.status, f.status));
  const where = and(...conds);
  const [{ total }] = await db.select({ total: count() }).from(sysTenant).where(where);
  const rows = await db
    .select()
    .from(sysTenant)
    .where(where)
    .orderBy(desc(sysTenant.createTime), desc(sysTenant.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total: Number(total) };
}

/** True when another live tenant already has this name. */
export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const conds: SQL[] = [live, eq(sysTenant.name, name)];
  if (exceptId) conds.push(ne(sysTenant.id, exceptId));
  const [row] = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

/** Seats and storage a tenant uses now. */
export async function usageOf(db: Db, tenantId: string): Promise<TenantUsage> {
  const [seats, bytes] = await Promise.all([seatUsage(db, tenantId), storageUsedBytes(db, tenantId)]);
  return {
    studentCount: seats.students,
    teacherCount: seats.teachers,
    storageUsedMb: Math.round((bytes / 1024 / 1024) * 100) / 100,
  };
}
