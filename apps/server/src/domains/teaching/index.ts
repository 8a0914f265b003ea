import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { certificateRoutes } from './certificates/cert-routes.ts';
import { classRoutes } from './classes/class-routes.ts';
import { courseRoutes } from './courses/course-routes.ts';
import { learningRoutes } from './learning/learning-routes.ts';
import { teachingMenus } from './menus.ts';
import { teachingResources } from './resources.ts';

function teachingRoutes(app: FastifyInstance, ctx: AppContext) {
  courseRoutes(app, ctx);
  learningRoutes(app, ctx);
  classRoutes(app, ctx);
  certificateRoutes(app, ctx);
}

export const teaching: Domain = {
  name: 'teaching',
  register: teachingRoutes,
  resources: teachingResources,
  menus: teachingMenus,
};

export { type AwardHolder, issueAwardCertificates } from './certificates/cert-award.ts';
export { copyCertTemplate } from './certificates/cert-template-copy.ts';
export { provideExamAttendance } from './classes/exam-attendance.ts';
export { readableCourse, readableUnit } from './courses/readable-courses.ts';
export {
  type CourseGrant,
  courseGrantsOf,
  grantCourse,
  revokeOrderGrants,
} from './learning/course-grants.ts';
export { learningClassIds, learningCourses, learnsCourses, openLinksOf } from './learning/learning-policy.ts';
export { type HomeworkState, recordHomework } from './learning/unit-progress.ts';
export * from './tables.ts';
export type { UnitProgressChanged } from './teaching-events.ts';
export { type ClassRef, managedClasses, memberClasses } from './teaching-scope.ts';
