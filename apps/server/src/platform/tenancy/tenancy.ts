import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '../http/errors.ts';

/** The tenant every installation starts with; visitors of the public site see its data. */
export const DEFAULT_TENANT_ID = '00000000-0000-7000-8000-000000000001';

/** The tenant of a request: the signed-in user's, or the default tenant for a visitor. */
export const tenantOf = (auth: { tenantId: string } | null | undefined): string =>
  auth?.tenantId ?? DEFAULT_TENANT_ID;

/**
 * `tenant_id = <the caller's tenant>`: the condition every read and write of a tenant-owned table
 * carries. Takes the caller (anything with a `tenantId`) or the tenant id itself.
 */
export function tenantScope(
  table: { tenantId: PgColumn } | Record<string, PgColumn>,
  tenant: string | { tenantId: string },
): SQL {
  const column = (table as Record<string, PgColumn>).tenantId;
  if (!column) throw new Error('该表没有 tenant_id 列');
  return eq(column, typeof tenant === 'string' ? tenant : tenant.tenantId);
}

/** The tenant's rows that are not deleted: `tenant_id = <tenant> AND del_flag = 0`, what most reads ask for. */
export function liveScope(
  table: { tenantId: PgColumn; delFlag: PgColumn } | Record<string, PgColumn>,
  tenant: string | { tenantId: string },
): SQL {
  const delFlag = (table as Record<string, PgColumn>).delFlag;
  if (!delFlag) throw new Error('该表没有 del_flag 列');
  return and(tenantScope(table, tenant), eq(delFlag, 0))!;
}

/** An administrator of the platform's own tenant: creates tenants and sets their expiry, quotas and licences. */
export const isPlatformAdmin = (auth: { tenantId: string; roles: string[] }): boolean =>
  auth.tenantId === DEFAULT_TENANT_ID && auth.roles.includes('admin');

export const PLATFORM_ADMIN_ONLY = '仅平台管理员可操作';

/**
 * A route's pre-handler for rows every tenant shares (the menu tree and its data rules): only the
 * platform's administrators change them, whatever permissions a tenant's own roles carry.
 */
export async function platformAdminOnly(request: { auth: { tenantId: string; roles: string[] } | null }) {
  if (!request.auth || !isPlatformAdmin(request.auth))
    throw forbidden(`菜单为全平台共用，${PLATFORM_ADMIN_ONLY}`);
}
