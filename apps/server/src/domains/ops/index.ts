import type { Domain } from '../domain.ts';
import { opsMenus } from './menus.ts';
import { opsRoutes } from './ops-routes.ts';
import { opsResources } from './resources.ts';

export const ops: Domain = { name: 'ops', register: opsRoutes, resources: opsResources, menus: opsMenus };

export { publicUrlOf, STATIC_PREFIX } from '../../platform/storage/file-links.ts';
export { assertStorageRoom, storageUsedBytes } from './files/storage-quota.ts';
export * from './resources.ts';
export * from './tables.ts';
