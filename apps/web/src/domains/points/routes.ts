import type { RouteFragment } from '../../app/route-fragment.ts';

export const pointsRoutes: RouteFragment = { pages: {} };
