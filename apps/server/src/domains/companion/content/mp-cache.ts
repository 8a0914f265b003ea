import type { ResourceHooks } from '../../../crud/hooks.ts';
import { TtlCache } from './ttl-cache.ts';

/** How long a public companion answer is reused, in this process and (for visitors) in caches. */
export const MP_CACHE_SECONDS = 30;

/** Answers of the public content API per tenant and query. */
export const mpContentCache = new TtlCache<unknown>(MP_CACHE_SECONDS * 1000, 2000);

/**
 * A write to the companion's content clears the tenant's cached answers. The hook runs before the
 * write commits, so a read in between could cache the old rows again: the answers are cleared once
 * more a moment later.
 */
export function forgetTenantContent(tenantId: string) {
  mpContentCache.clearTenant(tenantId);
  setTimeout(() => mpContentCache.clearTenant(tenantId), 1000).unref();
}

/** Adds the clearing to a resource's hooks (saves and deletes). */
export function clearingCache(hooks: ResourceHooks = {}): ResourceHooks {
  return {
    ...hooks,
    async beforeSave(hc, rows) {
      const issues = (await hooks.beforeSave?.(hc, rows)) ?? [];
      forgetTenantContent(hc.auth.tenantId);
      return issues;
    },
    async beforeDelete(hc, ids) {
      await hooks.beforeDelete?.(hc, ids);
      forgetTenantContent(hc.auth.tenantId);
    },
  };
}
