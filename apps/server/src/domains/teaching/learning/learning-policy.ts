import type { COURSE_ACCESS } from '@ck/shared';
import { and, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { tenantOf, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';
import { managedClasses, memberClasses } from '../teaching-scope.ts';

export type CourseAccess = (typeof COURSE_ACCESS)[number];
export type CourseRow = typeof teachingCourse.$inferSelect;
export type UnitRow = typeof teachingCourseUnit.$inferSelect;

/** The classes whose courses a user learns: those they belong to, and for teachers those they manage. */
export async function learningClassIds(db: Db, auth: AuthContext): Promise<string[]> {
  const [member, managed] = await Promise.all([memberClasses(db, auth), managedClasses(db, auth)]);
  return [...new Set([...member, ...managed].map((c) => c.id))];
}

/** Links of the given classes that are open now: a class never sees a course before its open time. */
export function openLinksOf(auth: AuthContext, classIds: string[], now = new Date()): SQL {
  return and(
    tenantScope(teachingCourseDept, auth),
    eq(teachingCourseDept.delFlag, 0),
    inArray(teachingCourseDept.deptId, classIds),
    or(isNull(teachingCourseDept.openTime), lte(teachingCourseDept.openTime, now)),
  ) as SQL;
}

/** True when one of the user's classes has the course open now (admins learn every course). */
async function opensCourse(db: Db, auth: AuthContext, courseId: string): Promise<boolean> {
  if (isAdmin(auth)) return true;
  const classIds = await learningClassIds(db, auth);
  if (!classIds.length) return false;
  const [link] = await db
    .select({ id: teachingCourseDept.id })
    .from(teachingCourseDept)
    .where(and(openLinksOf(auth, classIds), eq(teachingCourseDept.courseId, courseId)))
    .limit(1);
  return !!link;
}

/** A trial course shown on the public course page: anyone may study its units. */
const isPublicTrial = (course: CourseRow) => course.courseType === 1 && course.showHome === 1;

/** How the caller may use a course: as a learner of their class, as a trial, or not at all. */
export async function accessOf(db: Db, auth: AuthContext | null, course: CourseRow): Promise<CourseAccess> {
  if (auth && (await opensCourse(db, auth, course.id))) return 'learner';
  return isPublicTrial(course) ? 'trial' : 'locked';
}

/** A live course of the caller's tenant (the default tenant for visitors) or licensed to it, or 404. */
export async function findCourse(db: Db, auth: AuthContext | null, courseId: string): Promise<CourseRow> {
  const [course] = await db
    .select()
    .from(teachingCourse)
    .where(
      and(
        ownOrLicensed(teachingCourse, teachingCourse.id, tenantOf(auth), 'course'),
        eq(teachingCourse.id, courseId),
        eq(teachingCourse.delFlag, 0),
      ),
    );
  if (!course) throw notFound('课程不存在');
  return course;
}

/** A live unit of the caller's tenant or of a course licensed to it, or 404. */
export async function findUnit(db: Db, auth: AuthContext | null, unitId: string): Promise<UnitRow> {
  const [unit] = await db
    .select()
    .from(teachingCourseUnit)
    .where(
      and(
        ownOrLicensed(teachingCourseUnit, teachingCourseUnit.courseId, tenantOf(auth), 'course'),
        eq(teachingCourseUnit.id, unitId),
        eq(teachingCourseUnit.delFlag, 0),
      ),
    );
  if (!unit) throw notFound('单元不存在');
  return unit;
}

export const NO_ACCESS = '你还没有这门课程的学习权限，请加入班级或等老师开放课程后再来';
export const SIGN_IN_FIRST = '请先登录并加入班级后再学习这门课程';

/**
 * The course page: learners see their course, everybody sees courses shown on the public page.
 * Anything else is refused, so a course before its open time stays out of sight.
 */
export function assertCourseVisible(auth: AuthContext | null, course: CourseRow, access: CourseAccess) {
  if (access === 'learner' || course.showHome === 1) return;
  throw forbidden(auth ? NO_ACCESS : SIGN_IN_FIRST);
}

/** Unit content needs a learner or a public trial course. */
export function assertMayLearn(auth: AuthContext | null, access: CourseAccess) {
  if (access === 'locked') throw forbidden(auth ? NO_ACCESS : SIGN_IN_FIRST);
}
