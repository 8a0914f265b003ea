import { COURSE_CATEGORIES, COURSE_TYPES, COURSE_WORK_TYPES, type Course, type Unit } from '@ck/shared';
import { and, count, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { departNames } from '../../identity/index.ts';
import { type teachingCourse, teachingCourseUnit } from './course-tables.ts';
import { readableUnit } from './readable-courses.ts';

export type CourseRow = typeof teachingCourse.$inferSelect;
export type UnitRow = typeof teachingCourseUnit.$inferSelect;

const label = (map: Record<number, string>, key: number | null) => (key === null ? '' : (map[key] ?? ''));
export const splitIds = (ids: string | null) => (ids ?? '').split(',').filter(Boolean);

/** Live units per course. */
export async function unitCounts(
  db: Db,
  tenantId: string,
  courseIds: string[],
): Promise<Map<string, number>> {
  if (!courseIds.length) return new Map();
  const rows = await db
    .select({ courseId: teachingCourseUnit.courseId, n: count() })
    .from(teachingCourseUnit)
    .where(and(readableUnit(tenantId), inArray(teachingCourseUnit.courseId, courseIds)))
    .groupBy(teachingCourseUnit.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

export function courseJson(
  row: CourseRow,
  names: Map<string, string>,
  units: number,
  tenantId: string,
): Course {
  const ids = splitIds(row.departIds);
  return {
    id: row.id,
    courseName: row.courseName,
    courseDesc: row.courseDesc,
    courseIcon: row.courseIcon,
    courseCover: row.courseCover,
    courseMap: row.courseMap,
    showType: row.showType,
    isShared: row.isShared,
    showHome: row.showHome,
    orderNum: row.orderNum,
    courseType: row.courseType,
    courseType_dictText: label(COURSE_TYPES, row.courseType),
    courseCategory: row.courseCategory,
    courseCategory_dictText: label(COURSE_CATEGORIES, row.courseCategory),
    classificationId: row.classificationId,
    departIds: ids.join(','),
    departIds_dictText: ids
      .map((id) => names.get(id))
      .filter(Boolean)
      .join(','),
    sysOrgCode: row.sysOrgCode,
    unitCount: units,
    licensed: row.tenantId !== tenantId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

/** Courses as answers: licensed department names and unit counts looked up in two queries. */
export async function coursesJson(db: Db, tenantId: string, rows: CourseRow[]): Promise<Course[]> {
  const [names, units] = await Promise.all([
    departNames(
      db,
      tenantId,
      rows.flatMap((r) => splitIds(r.departIds)),
      true,
    ),
    unitCounts(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => courseJson(r, names, units.get(r.id) ?? 0, tenantId));
}

export function unitJson(row: UnitRow, courseName: string): Unit {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName,
    unitName: row.unitName,
    unitIntro: row.unitIntro,
    unitCover: row.unitCover,
    courseVideo: row.courseVideo,
    courseVideoSource: row.courseVideoSource,
    showCourseVideo: row.showCourseVideo,
    courseCase: row.courseCase,
    showCourseCase: row.showCourseCase,
    coursePpt: row.coursePpt,
    showCoursePpt: row.showCoursePpt,
    courseWorkType: row.courseWorkType,
    courseWorkType_dictText: label(COURSE_WORK_TYPES, row.courseWorkType),
    courseWorkProblemId: row.courseWorkProblemId,
    courseWork: row.courseWork,
    courseWorkAnswer: row.courseWorkAnswer,
    coursePlan: row.coursePlan,
    showCoursePlan: row.showCoursePlan,
    mapX: row.mapX,
    mapY: row.mapY,
    mediaContent: row.mediaContent,
    orderNum: row.orderNum,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}
