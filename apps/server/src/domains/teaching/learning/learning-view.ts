import {
  COURSE_CATEGORIES,
  COURSE_TYPES,
  COURSE_WORK_TYPES,
  type HomeCourse,
  isAllowedEmbedUrl,
  type LearnerUnit,
  type UnitCard,
  type UnitState,
} from '@ck/shared';
import type { CourseAccess, CourseRow, UnitRow } from './learning-policy.ts';
import type { teachingUnitProgress } from './learning-tables.ts';

export type ProgressRow = typeof teachingUnitProgress.$inferSelect;

const labelOf = (labels: Record<number, string>, code: number | null) =>
  code === null ? '' : (labels[code] ?? '');

/** The public card of a course. */
export function courseCard(c: CourseRow, unitCount: number): HomeCourse {
  return {
    id: c.id,
    courseName: c.courseName,
    courseDesc: c.courseDesc,
    courseIcon: c.courseIcon,
    courseCover: c.courseCover,
    showType: c.showType,
    orderNum: c.orderNum,
    courseType: c.courseType,
    courseType_dictText: labelOf(COURSE_TYPES, c.courseType),
    courseCategory: c.courseCategory,
    courseCategory_dictText: labelOf(COURSE_CATEGORIES, c.courseCategory),
    unitCount,
  };
}

/** A learner's state in a unit from their progress row; `locked` when the course is locked to them. */
export function stateOf(access: CourseAccess, p: ProgressRow | undefined): UnitState {
  if (access === 'locked') return 'locked';
  if (!p) return 'open';
  if (p.homeworkState >= 2) return 'graded';
  if (p.homeworkState === 1) return 'submitted';
  return p.viewCount > 0 ? 'viewed' : 'open';
}

export function unitCard(u: UnitRow, access: CourseAccess, p: ProgressRow | undefined): UnitCard {
  return {
    id: u.id,
    unitName: u.unitName,
    unitIntro: u.unitIntro,
    unitCover: u.unitCover,
    mapX: u.mapX,
    mapY: u.mapY,
    orderNum: u.orderNum,
    state: stateOf(access, p),
    score: access === 'locked' ? null : (p?.score ?? null),
  };
}

/** An embed is only kept when its URL is an allow-listed player; anything else is dropped. */
function videoOf(u: UnitRow): string | null {
  if (!u.showCourseVideo || !u.courseVideo) return null;
  if (u.courseVideoSource === 3 && !isAllowedEmbedUrl(u.courseVideo)) return null;
  return u.courseVideo;
}

/**
 * A unit for a learner: hidden items removed, the answer file never, the lesson plan only when shown.
 * The course's teachers (`asTeacher`) also get the lesson plan and the answer file, switches aside.
 */
export function learnerUnit(
  u: UnitRow,
  courseName: string,
  access: CourseAccess,
  p: ProgressRow | undefined,
  asTeacher = false,
): LearnerUnit {
  const unit: LearnerUnit = {
    id: u.id,
    courseId: u.courseId,
    courseName,
    unitName: u.unitName,
    unitIntro: u.unitIntro,
    unitCover: u.unitCover,
    courseVideo: videoOf(u),
    courseVideoSource: u.courseVideoSource,
    showCourseVideo: u.showCourseVideo,
    courseCase: u.showCourseCase ? u.courseCase : null,
    showCourseCase: u.showCourseCase,
    coursePpt: u.showCoursePpt ? u.coursePpt : null,
    showCoursePpt: u.showCoursePpt,
    courseWorkType: u.courseWorkType,
    courseWorkType_dictText: labelOf(COURSE_WORK_TYPES, u.courseWorkType),
    courseWorkProblemId: u.courseWorkProblemId,
    courseWork: u.courseWork,
    coursePlan: u.showCoursePlan || asTeacher ? u.coursePlan : null,
    showCoursePlan: u.showCoursePlan,
    mapX: u.mapX,
    mapY: u.mapY,
    mediaContent: u.mediaContent,
    orderNum: u.orderNum,
    state: stateOf(access, p),
    videoPosition: p?.videoPosition ?? 0,
    score: p?.score ?? null,
  };
  // Students' answers carry no answer-file key at all, not even a null one.
  return asTeacher ? { ...unit, courseWorkAnswer: u.courseWorkAnswer } : unit;
}

/** Share of units viewed, 0..100. */
export const percent = (done: number, total: number) =>
  total ? Math.min(100, Math.round((done / total) * 100)) : 0;
