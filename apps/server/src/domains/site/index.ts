import type { Domain } from '../domain.ts';
import { siteMenus } from './menus.ts';
import { siteResources } from './resources.ts';
import { siteRoutes } from './site-routes.ts';

export const site: Domain = {
  name: 'site',
  register: siteRoutes,
  resources: siteResources,
  menus: siteMenus,
};

export * from './resources.ts';
export * from './tables.ts';
