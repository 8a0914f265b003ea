import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Public contest pages: the list, a contest's home, race login, the practice contest and the scoreboard. */
export const raceRoutes: RouteFragment = {
  pages: {},
};
