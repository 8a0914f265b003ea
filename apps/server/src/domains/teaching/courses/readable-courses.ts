import { and, eq, type SQL } from 'drizzle-orm';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { teachingCourse, teachingCourseUnit } from './course-tables.ts';

/** Live courses a tenant may read: its own, and the platform's licensed to it. */
export const readableCourse = (tenantId: string): SQL =>
  and(ownOrLicensed(teachingCourse, teachingCourse.id, tenantId, 'course'), eq(teachingCourse.delFlag, 0))!;

/** Live units of the courses a tenant may read (a unit is licensed with its course). */
export const readableUnit = (tenantId: string): SQL =>
  and(
    ownOrLicensed(teachingCourseUnit, teachingCourseUnit.courseId, tenantId, 'course'),
    eq(teachingCourseUnit.delFlag, 0),
  )!;
