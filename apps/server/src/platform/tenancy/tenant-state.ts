import { type TenantBlockReason, type TenantNotice, tenantBlockedMessage } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formatDateTime } from '../http/dates.ts';
import { sysTenant } from './tables.ts';
import { DEFAULT_TENANT_ID } from './tenancy.ts';

/** What decides whether a tenant's users may work: its status and expiry. */
export interface TenantState {
  status: number;
  expireTime: Date | null;
}

export interface TenantBlock {
  reason: TenantBlockReason;
  message: string;
}

/**
 * Why a tenant's users are refused now, or null. The platform's own tenant is never blocked, so a
 * mistaken edit can never lock the platform administrator out.
 */
export function tenantBlockOf(
  tenantId: string,
  state: TenantState | null | undefined,
  now = new Date(),
): TenantBlock | null {
  if (!state || tenantId === DEFAULT_TENANT_ID) return null;
  if (state.status !== 1) return { reason: 'disabled', message: tenantBlockedMessage('disabled', null) };
  if (state.expireTime && state.expireTime.getTime() <= now.getTime()) {
    const date = formatDateTime(state.expireTime)?.slice(0, 10) ?? null;
    return { reason: 'expired', message: tenantBlockedMessage('expired', date) };
  }
  return null;
}

/** The notice a blocked tenant's user reads after signing in; null when the tenant is fine. */
export async function tenantNoticeOf(
  db: Db,
  tenantId: string,
  now = new Date(),
): Promise<TenantNotice | null> {
  if (tenantId === DEFAULT_TENANT_ID) return null;
  const [row] = await db
    .select()
    .from(sysTenant)
    .where(and(eq(sysTenant.id, tenantId), eq(sysTenant.delFlag, 0)));
  const block = row && tenantBlockOf(tenantId, row, now);
  if (!row || !block) return null;
  return {
    ...block,
    zuhuName: row.brandName || row.name,
    expireTime: formatDateTime(row.expireTime),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
  };
}

export interface TenantLimits {
  maxStudents: number;
  maxTeachers: number;
  maxStorageMb: number;
}

/**
 * The quotas of a tenant (0: no limit). With `lock`, inside a transaction, the tenant row is locked
 * so two writers that each check a quota are serialised and cannot both take the last seat.
 */
export async function tenantLimits(db: Db, tenantId: string, lock = false): Promise<TenantLimits> {
  const query = db
    .select({
      maxStudents: sysTenant.maxStudents,
      maxTeachers: sysTenant.maxTeachers,
      maxStorageMb: sysTenant.maxStorageMb,
    })
    .from(sysTenant)
    .where(eq(sysTenant.id, tenantId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { maxStudents: 0, maxTeachers: 0, maxStorageMb: 0 };
}

/** Brand fields a tenant set for its signed-in users; empty fields keep the site's values. */
export async function tenantBrandOf(
  db: Db,
  tenantId: string,
): Promise<{ brandName: string | null; brandLogo: string | null; brandColor: string | null } | null> {
  if (tenantId === DEFAULT_TENANT_ID) return null;
  const [row] = await db
    .select({
      brandName: sysTenant.brandName,
      brandLogo: sysTenant.brandLogo,
      brandColor: sysTenant.brandColor,
    })
    .from(sysTenant)
    .where(and(eq(sysTenant.id, tenantId), eq(sysTenant.delFlag, 0)));
  return row ?? null;
}
