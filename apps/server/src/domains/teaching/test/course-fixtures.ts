import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import { COURSE, UNIT } from '../../../../test/helpers/course-paths.ts';
import { uniqueName } from '../../../../test/helpers/school-world.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../tables.ts';

export { COURSE, UNIT };
export const LINK = '/api/teaching/teachingCourseDept';

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

export { expectRefused } from '../../../../test/helpers/refusals.ts';
