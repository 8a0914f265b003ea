import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Contest back office: contests, groups, schools, teams, participants, history, verification codes. */
export const contestAdminRoutes: RouteFragment = {
  pages: {},
};
