import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Paper distribution: push, pull and clone. */
export const distributionRoutes: RouteFragment = {
  pages: {},
};
