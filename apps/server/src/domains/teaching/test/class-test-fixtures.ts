import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { clients } from '../../../../test/helpers/admin-clients.ts';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';

export const MY_CLASS = '/api/teaching/myClass';

export async function idOf(t: TestApp, username: string) {
  const [u] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return u.id;
}

export async function classIdOf(t: TestApp, orgCode: string, tenantId = DEFAULT_TENANT_ID) {
  const [d] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.orgCode, orgCode), eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
  return d.id;
}

export async function addClass(t: TestApp, name: string, orgCode: string, tenantId = DEFAULT_TENANT_ID) {
  const [school] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.orgCode, 'A01'), eq(sysDepart.tenantId, DEFAULT_TENANT_ID)));
  return insertDepart(t, {
    tenantId,
    parentId: tenantId === DEFAULT_TENANT_ID ? school.id : null,
    departName: name,
    orgCode,
  });
}

/** Makes the demo teacher manage exactly these classes. */
export async function setManaged(t: TestApp, username: string, classIds: string[]) {
  await t.db
    .update(sysUser)
    .set({ departIds: classIds.join(',') })
    .where(eq(sysUser.username, username));
  t.ctx.sessions.forgetAll();
}

export async function putInClass(t: TestApp, userId: string, classId: string) {
  await t.db.insert(sysUserDepart).values({ userId, departId: classId }).onConflictDoNothing();
  t.ctx.sessions.forgetAll();
}

export interface CourseFixture {
  courseId: string;
  unitIds: string[];
}

/** A course with `units` units, opened to the class. */
export async function addCourse(
  t: TestApp,
  classId: string,
  name: string,
  units = 3,
  tenantId = DEFAULT_TENANT_ID,
): Promise<CourseFixture> {
  const courseId = uuidv7();
  await t.db.insert(teachingCourse).values({ id: courseId, tenantId, courseName: name });
  const unitIds = Array.from({ length: units }, () => uuidv7());
  await t.db
    .insert(teachingCourseUnit)
    .values(
      unitIds.map((id, i) => ({ id, tenantId, courseId, unitName: `第${units - i}课`, orderNum: units - i })),
    );
  await t.db.insert(teachingCourseDept).values({ id: uuidv7(), tenantId, deptId: classId, courseId });
  // Units are ordered by orderNum: the last inserted comes first.
  return { courseId, unitIds: [...unitIds].reverse() };
}

export async function addProgress(
  t: TestApp,
  row: {
    userId: string;
    courseId: string;
    unitId: string;
    viewCount?: number;
    homeworkState?: number;
    score?: number | null;
    at?: Date;
    /** When the homework state last changed; `at` by default. */
    updatedAt?: Date;
    tenantId?: string;
  },
) {
  const at = row.at ?? new Date();
  await t.db.insert(teachingUnitProgress).values({
    id: uuidv7(),
    tenantId: row.tenantId ?? DEFAULT_TENANT_ID,
    userId: row.userId,
    courseId: row.courseId,
    unitId: row.unitId,
    viewCount: row.viewCount ?? 1,
    firstViewTime: (row.viewCount ?? 1) > 0 ? at : null,
    lastViewTime: at,
    homeworkState: row.homeworkState ?? 0,
    score: row.score ?? null,
    updateTime: row.updatedAt ?? at,
  });
}

export async function addViews(
  t: TestApp,
  row: { userId: string; courseId: string; unitId: string; at: Date; times?: number; tenantId?: string },
) {
  await t.db.insert(teachingUnitViewLog).values(
    Array.from({ length: row.times ?? 1 }, () => ({
      id: uuidv7(),
      tenantId: row.tenantId ?? DEFAULT_TENANT_ID,
      userId: row.userId,
      courseId: row.courseId,
      unitId: row.unitId,
      viewTime: row.at,
    })),
  );
}

/** Noon China time of a day, so the day never slips across midnight. */
export const chinaNoon = (day: string) => new Date(`${day}T12:00:00+08:00`);

/** The seeded users' clients: admin, teacher, student (student1) and outsider (other_admin). */
export const actors = clients;
export type Actors = Awaited<ReturnType<typeof clients>>;

export { OTHER_TENANT_ID };
