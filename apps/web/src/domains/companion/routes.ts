import type { RouteFragment } from '../../app/route-fragment.ts';

/**
 * 小程序管理: the companion's content pages, assessments and reports in the back office (also under
 * /home-page, SPEC.md §2), and the public assessment page of the site.
 */
export const companionRoutes: RouteFragment = {
  pages: {},
};
