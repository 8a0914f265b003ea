import {
  COURSE_CATEGORIES,
  COURSE_SHOW_TYPES,
  COURSE_TYPES,
  type Course,
  courseAddBody,
  defineResource,
} from '@ck/shared';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import { cellText, codeOf, RowProblems, sheetOutcome, YES_NO } from '../../../crud/sheet-import.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingCourseClassification } from '../resources.ts';
import { ownerCodeForNew } from './course-policy.ts';
import { type CourseInput, type CourseService, LICENCE_ADMIN_ONLY } from './course-service.ts';
import { teachingCourse } from './course-tables.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the course sheet (export and import); shaped like a resource so the engine's sheet code serves it. */
export const courseSheet = defineResource({
  module: 'teaching',
  name: 'teachingCourse',
  label: '课程列表',
  table: 'teaching_course',
  permPrefix: 'teaching:course',
  fields: {
    courseName: text('课程名称'),
    courseDesc: text('课程简介'),
    courseType: text('课程类型'),
    courseCategory: text('课程类别'),
    showType: text('展示方式'),
    isShared: text('是否共享'),
    showHome: text('首页展示'),
    orderNum: text('排序'),
    classificationId: text('课程分类'),
    departIds: text('授权学校/部门'),
    courseIcon: text('课程图标'),
    courseCover: text('课程封面'),
    courseMap: text('课程地图'),
  },
});

/** Names by id of the tenant's live classifications. */
async function classificationNames(db: Db, tenantId: string) {
  const rows = await db
    .select({ id: teachingCourseClassification.id, name: teachingCourseClassification.classificationName })
    .from(teachingCourseClassification)
    .where(liveScope(teachingCourseClassification, tenantId));
  return new Map(rows.map((r): [string, string] => [String(r.id), String(r.name)]));
}

/** Courses as sheet rows: codes as their Chinese labels, classification and departments by name. */
export async function courseSheetRows(db: Db, tenantId: string, courses: Course[]) {
  const classes = await classificationNames(db, tenantId);
  return courses.map((k) => ({
    ...k,
    courseType: k.courseType_dictText,
    courseCategory: k.courseCategory_dictText,
    showType: COURSE_SHOW_TYPES[k.showType as 1 | 2] ?? String(k.showType),
    isShared: YES_NO[k.isShared],
    showHome: YES_NO[k.showHome],
    classificationId: k.classificationId ? (classes.get(k.classificationId) ?? k.classificationId) : null,
    departIds: k.departIds_dictText,
  }));
}

/** Id of a name or id among `byId`; names must be unique. */
function resolve(byId: Map<string, string>, value: string): string | null {
  if (byId.has(value)) return value;
  const ids = [...byId.entries()].filter(([, name]) => name === value).map(([id]) => id);
  return ids.length === 1 ? ids[0] : null;
}

/** Validates every row like `add`; inserts all rows in one transaction, or none. */
export async function importCourses(db: Db, service: CourseService, auth: AuthContext, rows: SheetRow[]) {
  const scope = await service.scope(auth);
  const owner = ownerCodeForNew(scope);
  const problems = new RowProblems();
  const classes = await classificationNames(db, auth.tenantId);
  const departs = new Map<string, string>(
    (
      await db
        .select({ id: sysDepart.id, name: sysDepart.departName })
        .from(sysDepart)
        .where(liveScope(sysDepart, auth))
    ).map((d): [string, string] => [d.id, d.name]),
  );
  const valid: { rowNumber: number; input: CourseInput }[] = [];
  for (const r of rows) {
    const cell = (name: string) => cellText(r, name);
    const classText = cell('classificationId');
    const classificationId = classText ? resolve(classes, classText) : null;
    if (classText && !classificationId) problems.add(r.rowNumber, `课程分类“${classText}”不存在`);
    const departIds: string[] = [];
    for (const name of (cell('departIds') ?? '').split(/[,，]/).map((s) => s.trim())) {
      if (!name) continue;
      const id = resolve(departs, name);
      if (id) departIds.push(id);
      else problems.add(r.rowNumber, `授权学校或部门“${name}”不存在或重名`);
    }
    const parsed = courseAddBody.safeParse({
      courseName: cell('courseName'),
      courseDesc: cell('courseDesc'),
      courseIcon: cell('courseIcon'),
      courseCover: cell('courseCover'),
      courseMap: cell('courseMap'),
      showType: codeOf(COURSE_SHOW_TYPES, cell('showType')),
      isShared: codeOf(YES_NO, cell('isShared')),
      showHome: codeOf(YES_NO, cell('showHome')),
      orderNum: cell('orderNum'),
      courseType: codeOf(COURSE_TYPES, cell('courseType')),
      courseCategory: codeOf(COURSE_CATEGORIES, cell('courseCategory')),
      classificationId,
      departIds,
    });
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    // Classification and departments were resolved above; only the licence rule is left.
    if (!scope.admin && (parsed.data.departIds.length || parsed.data.isShared))
      problems.add(r.rowNumber, LICENCE_ADMIN_ONLY);
    else valid.push({ rowNumber: r.rowNumber, input: parsed.data });
  }
  if (!problems.size) {
    const now = new Date();
    const values = valid.map((v) => service.rowOf(scope, v.input, owner, now));
    await db.transaction(async (tx) => {
      for (const part of chunks(values, 500)) await tx.insert(teachingCourse).values(part);
    });
  }
  return sheetOutcome(rows.length, problems, '课程');
}
