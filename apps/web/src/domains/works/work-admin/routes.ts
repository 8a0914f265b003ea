import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Back office: works, grading, extra homework, the Scratch asset library; my extra homework. */
export const workAdminRoutes: RouteFragment = {
  pages: {},
};
