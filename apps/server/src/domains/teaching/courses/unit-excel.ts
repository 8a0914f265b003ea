import { COURSE_WORK_TYPES, defineResource, type Unit, unitAddBody, VIDEO_SOURCES } from '@ck/shared';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import { cellText, codeOf, RowProblems, sheetOutcome, YES_NO } from '../../../crud/sheet-import.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { mayEditCourse } from './course-policy.ts';
import type { CourseService } from './course-service.ts';
import { teachingCourseUnit } from './course-tables.ts';
import type { CourseRow } from './course-view.ts';
import { videoProblem } from './unit-rules.ts';
import type { UnitInput, UnitService } from './unit-service.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the unit sheet (export and import). */
export const unitSheet = defineResource({
  module: 'teaching',
  name: 'teachingCourseUnit',
  label: '课程单元',
  table: 'teaching_course_unit',
  permPrefix: 'teaching:unit',
  fields: {
    courseId: text('所属课程'),
    unitName: text('单元名称'),
    unitIntro: text('单元简介'),
    orderNum: text('排序'),
    unitCover: text('单元封面'),
    courseVideoSource: text('视频来源'),
    courseVideo: text('视频'),
    showCourseVideo: text('视频可见'),
    courseCase: text('案例工程'),
    showCourseCase: text('案例可见'),
    coursePpt: text('课件资料'),
    showCoursePpt: text('课件可见'),
    courseWorkType: text('作业类型'),
    courseWork: text('作业素材'),
    courseWorkAnswer: text('作业答案'),
    coursePlan: text('教案'),
    showCoursePlan: text('教案可见'),
    mapX: text('地图横坐标'),
    mapY: text('地图纵坐标'),
    mediaContent: text('图文内容'),
  },
});

/** Units as sheet rows: the course by name, codes as their Chinese labels. */
export function unitSheetRows(units: Unit[]) {
  return units.map((x) => ({
    ...x,
    courseId: x.courseName,
    courseVideoSource: VIDEO_SOURCES[x.courseVideoSource as 1 | 2 | 3] ?? String(x.courseVideoSource),
    showCourseVideo: YES_NO[x.showCourseVideo],
    showCourseCase: YES_NO[x.showCourseCase],
    showCoursePpt: YES_NO[x.showCoursePpt],
    showCoursePlan: YES_NO[x.showCoursePlan],
    courseWorkType: x.courseWorkType_dictText || null,
  }));
}

/**
 * Validates every row like `add` (the course: `courseId` of the query, else the row's course name or
 * id among the courses the caller may edit); inserts all rows in one transaction, or none.
 */
export async function importUnits(
  db: Db,
  courses: CourseService,
  units: UnitService,
  auth: AuthContext,
  rows: SheetRow[],
  courseId: string | undefined,
) {
  const scope = await courses.scope(auth);
  const fixed = courseId ? await units.targetCourse(scope, courseId) : null;
  const editable: CourseRow[] = fixed
    ? [fixed]
    : (await courses.visibleRows(scope)).filter((k) => mayEditCourse(scope, k));
  const problems = new RowProblems();
  const valid: UnitInput[] = [];
  for (const r of rows) {
    const cell = (name: string) => cellText(r, name);
    let target = fixed;
    if (!target) {
      const named = cell('courseId');
      const found = editable.filter((k) => k.id === named || k.courseName === named);
      if (!named) problems.add(r.rowNumber, '请填写所属课程');
      else if (found.length !== 1)
        problems.add(r.rowNumber, `所属课程“${named}”不存在、重名或不是您可以修改的课程`);
      else target = found[0];
    }
    const parsed = unitAddBody.safeParse({
      courseId: target?.id ?? 'unknown',
      unitName: cell('unitName'),
      unitIntro: cell('unitIntro'),
      orderNum: cell('orderNum'),
      unitCover: cell('unitCover'),
      courseVideoSource: codeOf(VIDEO_SOURCES, cell('courseVideoSource')),
      courseVideo: cell('courseVideo'),
      showCourseVideo: codeOf(YES_NO, cell('showCourseVideo')),
      courseCase: cell('courseCase'),
      showCourseCase: codeOf(YES_NO, cell('showCourseCase')),
      coursePpt: cell('coursePpt'),
      showCoursePpt: codeOf(YES_NO, cell('showCoursePpt')),
      courseWorkType: codeOf(COURSE_WORK_TYPES, cell('courseWorkType')),
      courseWork: cell('courseWork'),
      courseWorkAnswer: cell('courseWorkAnswer'),
      coursePlan: cell('coursePlan'),
      showCoursePlan: codeOf(YES_NO, cell('showCoursePlan')),
      mapX: cell('mapX'),
      mapY: cell('mapY'),
      mediaContent: cell('mediaContent'),
    });
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const video = videoProblem(parsed.data.courseVideoSource, parsed.data.courseVideo);
    if (video) problems.add(r.rowNumber, video);
    if (target && !video) valid.push(parsed.data);
  }
  if (!problems.size) {
    const now = new Date();
    const values = valid.map((input) => units.rowOf(scope, input, now));
    await db.transaction(async (tx) => {
      for (const part of chunks(values, 500)) await tx.insert(teachingCourseUnit).values(part);
    });
  }
  return sheetOutcome(rows.length, problems, '单元');
}
