import { and, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../tables.ts';

export const COURSE = '/api/teaching/teachingCourse';
export const UNIT = '/api/teaching/teachingCourseUnit';
export const LINK = '/api/teaching/teachingCourseDept';

async function depart(
  t: TestApp,
  orgCode: string,
  departName: string,
  orgCategory: string,
  parentId: string | null,
) {
  const id = uuidv7();
  await t.db.insert(sysDepart).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    parentId,
    departName,
    orgCode,
    orgCategory,
    createBy: 'test',
  });
  return id;
}

async function departIdOf(t: TestApp, orgCode: string) {
  const [d] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(
        eq(sysDepart.tenantId, DEFAULT_TENANT_ID),
        eq(sysDepart.orgCode, orgCode),
        eq(sysDepart.delFlag, 0),
      ),
    );
  return d.id;
}

/**
 * The demo school A01 (class A01A01 of `teacher`) plus a second class A01A02 nobody teaches, and a
 * second school B01 with class B01A01 taught by `teacher_b`.
 */
export async function courseWorld(t: TestApp) {
  const schoolA = await departIdOf(t, 'A01');
  const classA = await departIdOf(t, 'A01A01');
  const classA2 = await depart(t, 'A01A02', '三年级2班', '3', schoolA);
  const schoolB = await depart(t, 'B01', '第二实验学校', '1', null);
  const classB = await depart(t, 'B01A01', '四年级1班', '3', schoolB);
  const [role] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, 'teacher')));
  const { id } = await ensureUser(
    t.db,
    { teacher: role.id },
    {
      username: 'teacher_b',
      realname: '赵老师',
      userIdentity: 2,
      roles: ['teacher'],
      password: DEMO_PASSWORD,
      orgCode: 'B01A01',
      departIds: classB,
    },
  );
  await t.db.insert(sysUserDepart).values({ userId: id, departId: classB }).onConflictDoNothing();
  return {
    schoolA,
    classA,
    classA2,
    schoolB,
    classB,
    admin: clientOf(t, await t.login('admin')),
    teacher: clientOf(t, await t.login('teacher')),
    teacherB: clientOf(t, await t.login('teacher_b')),
    student: clientOf(t, await t.login('student1')),
    outsider: clientOf(t, await t.login('other_admin')),
  };
}

export type CourseWorld = Awaited<ReturnType<typeof courseWorld>>;

let n = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;

/** Adds a course and returns its id; fails the test on refusal. */
export async function addCourse(c: Client, body: Json = {}): Promise<string> {
  const res = await c.post(`${COURSE}/add`, { courseName: uniqueName('课程'), ...body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

export async function addUnit(c: Client, courseId: string, body: Json = {}): Promise<string> {
  const res = await c.post(`${UNIT}/add`, { courseId, unitName: uniqueName('单元'), ...body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

/** Row counts of the three tables, to show that a refused request wrote nothing. */
export async function tableCounts(t: TestApp) {
  const one = async (table: typeof teachingCourse | typeof teachingCourseUnit | typeof teachingCourseDept) =>
    Number((await t.db.select({ n: count() }).from(table))[0].n);
  return {
    courses: await one(teachingCourse),
    units: await one(teachingCourseUnit),
    links: await one(teachingCourseDept),
  };
}

/** Expects a refusal with the given status and a Chinese message. */
export function expectRefused(
  res: { status: number; body: { message: string; success: boolean } },
  status = 400,
) {
  expect(res.status, res.body.message).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
}
