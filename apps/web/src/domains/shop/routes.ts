import type { RouteFragment } from '../../app/route-fragment.ts';

export const shopRoutes: RouteFragment = { pages: {} };
