import type { Domain } from '../domain.ts';
import { tenantMenus } from './menus.ts';
import { tenantRoutes } from './tenant-routes.ts';

/** Tenants (租户): schools and training organisations, their first administrator, quotas and licences. */
export const tenant: Domain = { name: 'tenant', register: tenantRoutes, menus: tenantMenus };

export { licensedIds } from './licenses/license-service.ts';
export { seedDemoTenant } from './seed/demo-tenant.ts';
