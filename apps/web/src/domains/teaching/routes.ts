import { joinFragments, type RouteFragment } from '../../app/route-fragment.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { classRoutes } from './classes/routes.ts';
import { courseAdminRoutes } from './course-admin/routes.ts';
import { learningRoutes } from './learning/routes.ts';

const parts = [courseAdminRoutes, learningRoutes, classRoutes, certificateRoutes];

/** Teaching: course administration, learning, classes and reports, certificates. */
export const teachingRoutes: RouteFragment = joinFragments(parts);
