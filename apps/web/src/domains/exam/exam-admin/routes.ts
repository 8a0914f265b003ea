import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Exams for teachers: scheduling, monitor, review, results. */
export const examAdminRoutes: RouteFragment = {
  pages: {},
};
