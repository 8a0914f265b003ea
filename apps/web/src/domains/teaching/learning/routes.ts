import type { RouteFragment } from '../../../app/route-fragment.ts';

export const learningRoutes: RouteFragment = { pages: {} };
