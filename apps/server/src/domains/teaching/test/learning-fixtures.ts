import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { userIdOf } from '../../../../test/helpers/users.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';

// Courses, units and class links written straight into the tables: the learning API only reads them.

type CourseValues = Partial<typeof teachingCourse.$inferInsert>;
type UnitValues = Partial<typeof teachingCourseUnit.$inferInsert>;

export async function addCourse(t: TestApp, values: CourseValues = {}) {
  const id = uuidv7();
  await t.db.insert(teachingCourse).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    courseName: `课程${id.slice(-6)}`,
    courseType: 2,
    courseCategory: 1,
    showType: 1,
    courseMap: 'teaching/map.png',
    ...values,
  });
  return id;
}

export async function addUnit(t: TestApp, courseId: string, values: UnitValues = {}) {
  const id = uuidv7();
  await t.db.insert(teachingCourseUnit).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    courseId,
    unitName: `单元${id.slice(-6)}`,
    courseVideo: 'teaching/video.mp4',
    courseCase: 'teaching/case.sb3',
    coursePpt: 'teaching/slides.pdf',
    courseWorkType: 2,
    courseWork: 'teaching/starter.sb3',
    courseWorkAnswer: 'teaching/SECRET-answer.sb3',
    coursePlan: 'teaching/plan.docx',
    mediaContent: '<p>内容</p>',
    mapX: 20,
    mapY: 40,
    ...values,
  });
  return id;
}

/** Opens a course to a class from `openTime` (null: at once). */
export async function linkCourse(t: TestApp, deptId: string, courseId: string, openTime: Date | null = null) {
  const id = uuidv7();
  await t.db
    .insert(teachingCourseDept)
    .values({ id, tenantId: DEFAULT_TENANT_ID, deptId, courseId, openTime });
  return id;
}

export const addClass = (t: TestApp, name: string, orgCode: string, parentId: string | null) =>
  insertDepart(t, { departName: name, orgCode, parentId });

export async function classIdOf(t: TestApp, orgCode: string) {
  const [d] = await t.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.orgCode, orgCode));
  return d.id;
}

export { userIdOf };

export async function addMember(t: TestApp, username: string, departId: string) {
  await t.db.insert(sysUserDepart).values({ userId: await userIdOf(t, username), departId });
}

/** The demo class A01A01 and a new class 三年级2班 (A01A02) that student2 moves into from class A. */
export async function classesWithStudent2Moved(t: TestApp) {
  const classA = await classIdOf(t, 'A01A01');
  const classB = await addClass(t, '三年级2班', 'A01A02', null);
  await t.db.delete(sysUserDepart).where(eq(sysUserDepart.userId, await userIdOf(t, 'student2')));
  await addMember(t, 'student2', classB);
  return { classA, classB };
}

export const HOUR = 3_600_000;

/** The signed-in users of the learner tests: two students of the demo class, their teacher and another tenant's admin. */
export const LEARNING_USERS = {
  student: 'student1',
  student2: 'student2',
  teacher: 'teacher',
  outsider: 'other_admin',
} as const;
