import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Exams for students: my papers, the exam page, my exam records. */
export const examTakingRoutes: RouteFragment = {
  pages: {},
};
