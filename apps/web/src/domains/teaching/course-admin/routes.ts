import type { RouteFragment } from '../../../app/route-fragment.ts';

export const courseAdminRoutes: RouteFragment = { pages: {} };
