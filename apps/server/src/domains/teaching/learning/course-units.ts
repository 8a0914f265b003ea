import { COURSE_WORK_TYPES, type CourseDetail, type LearnerUnit, type UnitWorkInfo } from '@ck/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUnit } from '../courses/course-tables.ts';
import {
  accessOf,
  assertCourseVisible,
  assertMayLearn,
  type CourseAccess,
  type CourseRow,
  findCourse,
  findUnit,
} from './learning-policy.ts';
import { teachingUnitProgress } from './learning-tables.ts';
import { courseCard, learnerUnit, type ProgressRow, percent, stateOf, unitCard } from './learning-view.ts';

async function unitsOf(db: Db, course: CourseRow) {
  return db
    .select()
    .from(teachingCourseUnit)
    .where(
      and(
        tenantScope(teachingCourseUnit, course.tenantId),
        eq(teachingCourseUnit.courseId, course.id),
        eq(teachingCourseUnit.delFlag, 0),
      ),
    )
    .orderBy(
      asc(teachingCourseUnit.orderNum),
      asc(teachingCourseUnit.createTime),
      asc(teachingCourseUnit.id),
    );
}

/** The caller's progress rows in a course, by unit; none for visitors or locked courses. */
async function progressOf(
  db: Db,
  auth: AuthContext | null,
  courseId: string,
  access: CourseAccess,
): Promise<Map<string, ProgressRow>> {
  if (!auth || access === 'locked') return new Map();
  const p = teachingUnitProgress;
  const rows = await db
    .select()
    .from(p)
    .where(and(tenantScope(p, auth), eq(p.courseId, courseId), eq(p.userId, auth.userId)));
  return new Map(rows.map((r) => [r.unitId, r]));
}

/** A course's page: the card, the map image and the units' positions and states, no unit content. */
export async function courseDetail(
  db: Db,
  auth: AuthContext | null,
  courseId: string,
): Promise<CourseDetail> {
  const course = await findCourse(db, auth, courseId);
  const access = await accessOf(db, auth, course);
  assertCourseVisible(auth, course, access);
  const [units, progress] = await Promise.all([unitsOf(db, course), progressOf(db, auth, course.id, access)]);
  const cards = units.map((u) => unitCard(u, access, progress.get(u.id)));
  const doneUnits = cards.filter((c) => c.state !== 'open' && c.state !== 'locked').length;
  return {
    ...courseCard(course, units.length),
    courseMap: course.courseMap,
    access,
    doneUnits,
    progress: percent(doneUnits, units.length),
    units: cards,
  };
}

/** The units of a course with their content, as a learner or a visitor of a trial course sees them. */
export async function learnerUnits(
  db: Db,
  auth: AuthContext | null,
  courseId: string,
): Promise<LearnerUnit[]> {
  const course = await findCourse(db, auth, courseId);
  const access = await accessOf(db, auth, course);
  assertMayLearn(auth, access);
  const [units, progress] = await Promise.all([unitsOf(db, course), progressOf(db, auth, course.id, access)]);
  return units.map((u) => learnerUnit(u, course.courseName, access, progress.get(u.id)));
}

/** The homework of a unit for the signed-in learner: type, starter file, their state and score. */
export async function unitWorkInfo(db: Db, auth: AuthContext, unitId: string): Promise<UnitWorkInfo> {
  const unit = await findUnit(db, auth, unitId);
  const course = await findCourse(db, auth, unit.courseId);
  const access = await accessOf(db, auth, course);
  assertMayLearn(auth, access);
  const p = teachingUnitProgress;
  const [progress] = await db
    .select()
    .from(p)
    .where(and(tenantScope(p, auth), eq(p.userId, auth.userId), eq(p.unitId, unit.id)));
  return {
    unitId: unit.id,
    unitName: unit.unitName,
    courseId: unit.courseId,
    courseWorkType: unit.courseWorkType,
    courseWorkType_dictText:
      unit.courseWorkType === null
        ? ''
        : (COURSE_WORK_TYPES[unit.courseWorkType as keyof typeof COURSE_WORK_TYPES] ?? ''),
    courseWork: unit.courseWork,
    courseWorkProblemId: unit.courseWorkProblemId,
    homeworkState: progress?.homeworkState ?? 0,
    state: stateOf(access, progress),
    score: progress?.score ?? null,
  };
}
