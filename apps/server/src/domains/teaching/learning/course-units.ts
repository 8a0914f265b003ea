import {
  COURSE_WORK_TYPES,
  type CourseDetail,
  type LearnerCourse,
  type LearnerUnit,
  type UnitWorkInfo,
} from '@ck/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUnit } from '../courses/course-tables.ts';
import { teachesCourse } from './course-teachers.ts';
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

const liveUnitsOf = (course: CourseRow) =>
  and(liveScope(teachingCourseUnit, course.tenantId), eq(teachingCourseUnit.courseId, course.id));
const unitOrder = [
  asc(teachingCourseUnit.orderNum),
  asc(teachingCourseUnit.createTime),
  asc(teachingCourseUnit.id),
];

async function unitsOf(db: Db, course: CourseRow) {
  return db
    .select()
    .from(teachingCourseUnit)
    .where(liveUnitsOf(course))
    .orderBy(...unitOrder);
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

/** The card, the map image and the units' positions and states of a course the caller may see. */
async function detailOf(
  db: Db,
  auth: AuthContext | null,
  course: CourseRow,
  access: CourseAccess,
): Promise<CourseDetail> {
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

/** A course's page: the card, the map image and the units' positions and states, no unit content. */
export async function courseDetail(
  db: Db,
  auth: AuthContext | null,
  courseId: string,
): Promise<CourseDetail> {
  const course = await findCourse(db, auth, courseId);
  const access = await accessOf(db, auth, course);
  assertCourseVisible(auth, course, access);
  return detailOf(db, auth, course, access);
}

/**
 * A course the caller may learn, as the family's map page reads it through `queryById`: the learner's
 * card and progress, never the back office's licensing fields. 403 when they may not learn it.
 */
export async function learnerCourse(db: Db, auth: AuthContext, courseId: string): Promise<LearnerCourse> {
  const course = await findCourse(db, auth, courseId);
  const access = await accessOf(db, auth, course);
  assertMayLearn(auth, access);
  const { units: _units, ...card } = await detailOf(db, auth, course, access);
  return card;
}

export interface UnitPageQuery {
  courseId: string;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of a course's units with their content, as a learner or a visitor of a trial course sees
 * them; the course's teachers and admins also get the lesson plan and the answer file.
 */
export async function learnerUnits(
  db: Db,
  auth: AuthContext | null,
  q: UnitPageQuery,
): Promise<{ records: LearnerUnit[]; total: number }> {
  const course = await findCourse(db, auth, q.courseId);
  const access = await accessOf(db, auth, course);
  assertMayLearn(auth, access);
  const [units, [{ n }], progress, asTeacher] = await Promise.all([
    db
      .select()
      .from(teachingCourseUnit)
      .where(liveUnitsOf(course))
      .orderBy(...unitOrder)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(teachingCourseUnit).where(liveUnitsOf(course)),
    progressOf(db, auth, course.id, access),
    teachesCourse(db, auth, course.id),
  ]);
  return {
    records: units.map((u) => learnerUnit(u, course.courseName, access, progress.get(u.id), asTeacher)),
    total: Number(n),
  };
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
