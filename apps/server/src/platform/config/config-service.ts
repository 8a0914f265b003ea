import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_TENANT_ID } from '../tenancy/tenancy.ts';
import { tenantBrandOf } from '../tenancy/tenant-state.ts';
import { sysConfig } from './tables.ts';

const JSON_KEYS = new Set(['indexConfig']);

/**
 * The tenant's system configuration without private (`_`-prefixed) keys; unset keys fall back to the
 * default tenant's, and the tenant's brand fields override name, logo and colour.
 */
export async function publicConfig(db: Db, tenantId = DEFAULT_TENANT_ID): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(sysConfig)
    .where(inArray(sysConfig.tenantId, [...new Set([DEFAULT_TENANT_ID, tenantId])]));
  // The tenant's own rows come last so they override the defaults.
  rows.sort((a, b) => Number(a.tenantId === tenantId) - Number(b.tenantId === tenantId));
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    if (r.configKey.startsWith('_')) continue;
    const value = r.configValue ?? '';
    if (JSON_KEYS.has(r.configKey)) {
      try {
        out[r.configKey] = JSON.parse(value || '{}');
      } catch {
        out[r.configKey] = {};
      }
    } else out[r.configKey] = value;
  }
  // A tenant's brand (set on its tenant record) overrides the site's name, logo and colour for its users.
  const brand = await tenantBrandOf(db, tenantId);
  if (brand?.brandName) out.brandName = brand.brandName;
  if (brand?.brandLogo) out.logo = brand.brandLogo;
  if (brand?.brandColor) out.brandColor = brand.brandColor;
  return out;
}
