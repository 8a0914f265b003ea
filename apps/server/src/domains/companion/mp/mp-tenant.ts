import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { tenantBlockOf } from '../../../platform/tenancy/tenant-state.ts';

/** The organisation a companion call is about, as its header shows it. */
export interface MpOrg {
  tenantId: string;
  name: string;
  logo: string | null;
}

/**
 * Whose content a public companion call reads: a signed-in caller's own organisation, else the
 * `orgId` of the companion's QR code, else the platform's. A deleted, disabled or expired
 * organisation answers 404, the same as one that never existed. The platform's own organisation is
 * shown under the site's brand (系统配置), not its tenant record's name.
 */
export async function mpTenantOf(
  db: Db,
  auth: { tenantId: string } | null | undefined,
  orgId: string | undefined,
): Promise<MpOrg> {
  const tenantId = auth?.tenantId ?? (orgId || DEFAULT_TENANT_ID);
  const [row] = await db
    .select({
      name: sysTenant.name,
      brandName: sysTenant.brandName,
      logo: sysTenant.logo,
      brandLogo: sysTenant.brandLogo,
      status: sysTenant.status,
      expireTime: sysTenant.expireTime,
    })
    .from(sysTenant)
    .where(and(eq(sysTenant.id, tenantId), eq(sysTenant.delFlag, 0)));
  if (!row || tenantBlockOf(tenantId, row)) throw notFound('机构不存在或已停用');
  const own = { tenantId, name: row.brandName || row.name, logo: row.brandLogo || row.logo };
  if (tenantId !== DEFAULT_TENANT_ID) return own;
  const site = await publicConfig(db, DEFAULT_TENANT_ID);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return { tenantId, name: text(site.brandName) ?? own.name, logo: own.logo ?? text(site.logo) };
}
