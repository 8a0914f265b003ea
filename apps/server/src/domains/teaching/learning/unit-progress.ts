import type { UnitProgress } from '@ck/shared';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { teachingCourseUnit } from '../courses/course-tables.ts';
import { readableUnit } from '../courses/readable-courses.ts';
import type { UnitProgressChanged } from '../teaching-events.ts';
import { accessOf, assertMayLearn, findCourse, findUnit, type UnitRow } from './learning-policy.ts';
import { teachingUnitProgress, teachingUnitViewLog } from './learning-tables.ts';
import { type ProgressRow, stateOf } from './learning-view.ts';

const p = teachingUnitProgress;

/** A unit the signed-in user may learn (their class opened the course, or a public trial course). */
async function learnableUnit(db: Db, auth: AuthContext, unitId: string): Promise<UnitRow> {
  const unit = await findUnit(db, auth, unitId);
  const course = await findCourse(db, auth, unit.courseId);
  assertMayLearn(auth, await accessOf(db, auth, course));
  return unit;
}

/** Which learner and unit a progress or view-log row is about; also the progress event's payload. */
const learnerUnit = (
  tenantId: string,
  userId: string,
  unit: { id: string; courseId: string },
): UnitProgressChanged => ({
  tenantId,
  userId,
  courseId: unit.courseId,
  unitId: unit.id,
});

const progressJson = (row: ProgressRow): UnitProgress => ({
  unitId: row.unitId,
  viewCount: row.viewCount,
  videoPosition: row.videoPosition,
  state: stateOf('learner', row),
});

/**
 * The learner opened a unit: one view-log row for the reports, and the progress row counts the view.
 * Both in one transaction; the caller publishes `teaching.unitProgress` after it.
 */
export async function recordView(
  db: Db,
  auth: AuthContext,
  unitId: string,
): Promise<{ progress: UnitProgress; event: UnitProgressChanged }> {
  const unit = await learnableUnit(db, auth, unitId);
  const key = learnerUnit(auth.tenantId, auth.userId, unit);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx.insert(teachingUnitViewLog).values({ id: uuidv7(), ...key, viewTime: now });
    const [saved] = await tx
      .insert(p)
      .values({
        id: uuidv7(),
        ...key,
        viewCount: 1,
        firstViewTime: now,
        lastViewTime: now,
        updateTime: now,
      })
      .onConflictDoUpdate({
        target: [p.userId, p.unitId],
        set: {
          viewCount: sql`${p.viewCount} + 1`,
          firstViewTime: sql`coalesce(${p.firstViewTime}, ${now})`,
          lastViewTime: now,
          courseId: unit.courseId,
          updateTime: now,
        },
      })
      .returning();
    return saved;
  });
  return { progress: progressJson(row), event: key };
}

/** Where the learner stopped in the unit video, to resume there next time. */
export async function saveVideoPosition(
  db: Db,
  auth: AuthContext,
  unitId: string,
  position: number,
): Promise<UnitProgress> {
  const unit = await learnableUnit(db, auth, unitId);
  const now = new Date();
  const [row] = await db
    .insert(p)
    .values({
      id: uuidv7(),
      ...learnerUnit(auth.tenantId, auth.userId, unit),
      videoPosition: position,
      updateTime: now,
    })
    .onConflictDoUpdate({ target: [p.userId, p.unitId], set: { videoPosition: position, updateTime: now } })
    .returning();
  return progressJson(row);
}

/** Homework states a works domain reports: 0 not submitted, 1 submitted, 2 graded. */
export type HomeworkState = 0 | 1 | 2;

/**
 * Records a learner's homework state (and the grade once graded) for a unit of their tenant. For the
 * works domain: it checks the unit, not the caller's rights. Returns the event to publish after the
 * caller's commit, or null when the unit does not exist.
 */
export async function recordHomework(
  db: Db,
  tenantId: string,
  userId: string,
  unitId: string,
  state: HomeworkState,
  score?: number | null,
): Promise<UnitProgressChanged | null> {
  if (![0, 1, 2].includes(state)) throw badRequest('作业状态只能是 0（未提交）、1（已提交）或 2（已批改）');
  if (score !== undefined && score !== null && (!Number.isInteger(score) || score < 0 || score > 100))
    throw badRequest('作业成绩必须是 0 到 100 之间的整数');
  const [unit] = await db
    .select({ id: teachingCourseUnit.id, courseId: teachingCourseUnit.courseId })
    .from(teachingCourseUnit)
    .where(and(readableUnit(tenantId), eq(teachingCourseUnit.id, unitId)));
  if (!unit) return null;
  const now = new Date();
  // A grade only belongs to a graded homework; resubmitting clears the old one.
  const grade = state === 2 ? (score ?? null) : null;
  const key = learnerUnit(tenantId, userId, unit);
  await db
    .insert(p)
    .values({
      id: uuidv7(),
      ...key,
      homeworkState: state,
      score: grade,
      updateTime: now,
    })
    .onConflictDoUpdate({
      target: [p.userId, p.unitId],
      set: { homeworkState: state, score: grade, updateTime: now },
    });
  return key;
}
