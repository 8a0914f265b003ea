import type { RouteFragment } from '../../../app/route-fragment.ts';

export const certificateRoutes: RouteFragment = { pages: {} };
