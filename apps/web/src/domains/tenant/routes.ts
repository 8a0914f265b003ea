import type { RouteFragment } from '../../app/route-fragment.ts';

export const tenantRoutes: RouteFragment = { pages: {} };
