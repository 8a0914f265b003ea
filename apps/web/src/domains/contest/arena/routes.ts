import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The contest arena for contestants and the jury desk. */
export const arenaRoutes: RouteFragment = {
  pages: {},
};
