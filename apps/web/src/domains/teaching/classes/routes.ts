import type { RouteFragment } from '../../../app/route-fragment.ts';

export const classRoutes: RouteFragment = { pages: {} };
