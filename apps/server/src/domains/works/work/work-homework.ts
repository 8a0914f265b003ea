import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import {
  learningClassIds,
  learningCourses,
  memberClasses,
  openLinksOf,
  teachingCourseDept,
  teachingCourseUnit,
} from '../../teaching/index.ts';
import { teachingAdditionalWork } from '../homework/homework-tables.ts';

/** Where a homework work belongs once checked. */
export interface HomeworkTarget {
  scene: 'course' | 'additional';
  unitId: string | null;
  courseId: string | null;
  additionalId: string | null;
  /** The class it was handed in for; null for a course granted to the learner alone and no class of theirs. */
  departId: string | null;
}

const NOT_IN_CLASS = '你不在该班级，不能提交这份作业';

/**
 * The caller's classes a homework may be handed in for: their own classes when handing in; for saving
 * a draft, the classes they manage count too (a teacher trying the homework out).
 */
async function classIdsOf(db: Db, auth: AuthContext, submitting: boolean): Promise<string[]> {
  if (submitting) return (await memberClasses(db, auth)).map((c) => c.id);
  return learningClassIds(db, auth);
}

/** Picks the class: the one asked for must be the caller's; else the first that qualifies. */
function pickClass(candidates: string[], asked: string | null): string {
  if (asked) {
    if (!candidates.includes(asked)) throw forbidden(NOT_IN_CLASS);
    return asked;
  }
  if (!candidates.length) throw forbidden(NOT_IN_CLASS);
  return candidates[0];
}

/**
 * A course granted to the learner alone (bought in the shop) takes homework without a class link: it
 * goes with the class asked for if it is theirs, else their first class, else none.
 */
function grantedClass(mine: string[], asked: string | null): string | null {
  if (asked) {
    if (!mine.includes(asked)) throw forbidden(NOT_IN_CLASS);
    return asked;
  }
  return mine[0] ?? null;
}

/** Unit homework: the unit's course must be open to one of the caller's classes, or granted to them. */
export async function unitHomework(
  db: Db,
  auth: AuthContext,
  unitId: string,
  departId: string | null,
  submitting: boolean,
): Promise<HomeworkTarget> {
  const [unit] = await db
    .select({ id: teachingCourseUnit.id, courseId: teachingCourseUnit.courseId })
    .from(teachingCourseUnit)
    .where(
      and(
        // Units of the platform's courses licensed to the tenant take homework like its own.
        ownOrLicensed(teachingCourseUnit, teachingCourseUnit.courseId, auth.tenantId, 'course'),
        eq(teachingCourseUnit.id, unitId),
        eq(teachingCourseUnit.delFlag, 0),
      ),
    );
  if (!unit) throw notFound('单元不存在');
  const classIds = await classIdsOf(db, auth, submitting);
  const links = classIds.length
    ? await db
        .select({ deptId: teachingCourseDept.deptId })
        .from(teachingCourseDept)
        .where(and(openLinksOf(auth, classIds), eq(teachingCourseDept.courseId, unit.courseId)))
    : [];
  const open = [...new Set(links.map((l) => l.deptId))];
  const granted =
    !open.length && (await learningCourses(db, auth, new Date(), [unit.courseId])).has(unit.courseId);
  return {
    scene: 'course',
    unitId: unit.id,
    courseId: unit.courseId,
    additionalId: null,
    departId: granted ? grantedClass(classIds, departId) : pickClass(open, departId),
  };
}

/** Extra homework: published, inside its window, and set for one of the caller's classes. */
export async function additionalHomework(
  db: Db,
  auth: AuthContext,
  additionalId: string,
  departId: string | null,
  submitting: boolean,
  now = new Date(),
): Promise<HomeworkTarget> {
  const [hw] = await db
    .select()
    .from(teachingAdditionalWork)
    .where(and(liveScope(teachingAdditionalWork, auth), eq(teachingAdditionalWork.id, additionalId)));
  if (!hw) throw notFound('额外作业不存在');
  if (hw.status !== 1) throw badRequest(hw.status === 2 ? '该额外作业已关闭' : '该额外作业尚未发布');
  if (hw.startTime && hw.startTime > now) throw badRequest('该额外作业还没有开始');
  if (hw.endTime && hw.endTime < now) throw badRequest('该额外作业已截止');
  const set = (hw.workDept ?? '').split(',').map((s) => s.trim());
  const mine = await classIdsOf(db, auth, submitting);
  return {
    scene: 'additional',
    unitId: null,
    courseId: null,
    additionalId: hw.id,
    departId: pickClass(
      mine.filter((id) => set.includes(id)),
      departId,
    ),
  };
}
