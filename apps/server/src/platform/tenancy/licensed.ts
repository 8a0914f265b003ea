import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sysTenantLicense } from './tables.ts';
import { DEFAULT_TENANT_ID } from './tenancy.ts';

/** What the platform licenses to tenants (租户授权). */
export type LicenseKind = 'course' | 'paper';

/**
 * Rows of the platform's tenant that are licensed to `tenantId`: `ref` (the row's id, or the id of the
 * course a unit belongs to) is among the tenant's licences. Null for the platform itself.
 */
export function licensedToTenant(
  table: { tenantId: PgColumn },
  ref: PgColumn,
  tenantId: string,
  kind: LicenseKind,
): SQL | null {
  if (tenantId === DEFAULT_TENANT_ID) return null;
  const l = sysTenantLicense;
  return and(
    eq(table.tenantId, DEFAULT_TENANT_ID),
    sql`${ref} in (select ${l.refId} from ${l} where ${l.tenantId} = ${tenantId} and ${l.kind} = ${kind})`,
  ) as SQL;
}

/** The tenant's own rows, or the platform's rows licensed to it (read access only). */
export function ownOrLicensed(
  table: { tenantId: PgColumn },
  ref: PgColumn,
  tenantId: string,
  kind: LicenseKind,
): SQL {
  const own = eq(table.tenantId, tenantId);
  const licensed = licensedToTenant(table, ref, tenantId, kind);
  return licensed ? (or(own, licensed) as SQL) : own;
}
