import type { RouteFragment } from '../../app/route-fragment.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { classRoutes } from './classes/routes.ts';
import { courseAdminRoutes } from './course-admin/routes.ts';
import { learningRoutes } from './learning/routes.ts';

const parts = [courseAdminRoutes, learningRoutes, classRoutes, certificateRoutes];

/** Teaching: course administration, learning, classes and reports, certificates. */
export const teachingRoutes: RouteFragment = {
  pages: Object.assign({}, ...parts.map((p) => p.pages)),
  staticRoutes: parts.flatMap((p) => p.staticRoutes ?? []),
  homePages: parts.flatMap((p) => p.homePages ?? []),
};
