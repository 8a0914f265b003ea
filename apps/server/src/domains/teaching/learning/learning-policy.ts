import type { COURSE_ACCESS } from '@ck/shared';
import { and, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';
import { readableCourse, readableUnit } from '../courses/readable-courses.ts';
import { managedClasses, memberClasses } from '../teaching-scope.ts';
import { courseGrantsOf } from './course-grants.ts';

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
    liveScope(teachingCourseDept, auth),
    inArray(teachingCourseDept.deptId, classIds),
    or(isNull(teachingCourseDept.openTime), lte(teachingCourseDept.openTime, now)),
  ) as SQL;
}

/**
 * The one answer to "which courses does this user learn now, and since when": courses linked to one of
 * their classes and open (the earliest open time of the links; null when a link has none), and courses
 * granted to them alone, e.g. bought in the shop (from the grant on, no open time to wait for).
 * `only` narrows the answer to some courses.
 */
export async function learningCourses(
  db: Db,
  auth: AuthContext,
  now = new Date(),
  only?: string[],
): Promise<Map<string, Date | null>> {
  if (only && !only.length) return new Map();
  const classIds = await learningClassIds(db, auth);
  const [links, grants] = await Promise.all([
    classIds.length
      ? db
          .select({ courseId: teachingCourseDept.courseId, since: teachingCourseDept.openTime })
          .from(teachingCourseDept)
          .where(
            and(
              openLinksOf(auth, classIds, now),
              only ? inArray(teachingCourseDept.courseId, only) : undefined,
            ),
          )
      : [],
    courseGrantsOf(db, auth, only),
  ]);
  const since = new Map<string, Date | null>();
  const add = (courseId: string, at: Date | null) => {
    const seen = since.get(courseId);
    if (seen === null) return;
    since.set(courseId, seen && at && seen < at ? seen : at);
  };
  for (const l of links) add(l.courseId, l.since);
  for (const g of grants) add(g.courseId, g.grantTime);
  return since;
}

/** Of `courseIds`, those the user may learn now as a learner (admins learn every course). */
export async function learnsCourses(db: Db, auth: AuthContext, courseIds: string[]): Promise<Set<string>> {
  if (isAdmin(auth)) return new Set(courseIds);
  return new Set((await learningCourses(db, auth, new Date(), courseIds)).keys());
}

/** True when the user learns the course now: opened to one of their classes, or granted to them. */
async function opensCourse(db: Db, auth: AuthContext, courseId: string): Promise<boolean> {
  return (await learnsCourses(db, auth, [courseId])).has(courseId);
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
    .where(and(readableCourse(tenantOf(auth)), eq(teachingCourse.id, courseId)));
  if (!course) throw notFound('课程不存在');
  return course;
}

/** A live unit of the caller's tenant or of a course licensed to it, or 404. */
export async function findUnit(db: Db, auth: AuthContext | null, unitId: string): Promise<UnitRow> {
  const [unit] = await db
    .select()
    .from(teachingCourseUnit)
    .where(and(readableUnit(tenantOf(auth)), eq(teachingCourseUnit.id, unitId)));
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
