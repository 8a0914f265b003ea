import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse, teachingCourseUnit } from './course-tables.ts';
import type { CourseRow, UnitRow } from './course-view.ts';

// Reads the other parts of teaching (learning, classes, certificates) share. They decide who may see
// what themselves; these only keep to the tenant and live rows.

export { type CourseScope, courseScope, mayEditCourse, visibleCourses } from './course-policy.ts';
export type { CourseRow, UnitRow } from './course-view.ts';
export { courseJson, coursesJson, unitJson } from './course-view.ts';

/** A live course of the caller's tenant (visitors: pass `{ tenantId }`), or null. */
export async function findCourse(
  db: Db,
  auth: Pick<AuthContext, 'tenantId'>,
  id: string,
): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(teachingCourse)
    .where(and(liveScope(teachingCourse, auth), eq(teachingCourse.id, id)))
    .limit(1);
  return row ?? null;
}

/** The live units of a course in their order. */
export function unitsOfCourse(db: Db, tenantId: string, courseId: string): Promise<UnitRow[]> {
  return db
    .select()
    .from(teachingCourseUnit)
    .where(and(liveScope(teachingCourseUnit, tenantId), eq(teachingCourseUnit.courseId, courseId)))
    .orderBy(
      asc(teachingCourseUnit.orderNum),
      asc(teachingCourseUnit.createTime),
      asc(teachingCourseUnit.id),
    );
}
