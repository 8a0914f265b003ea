import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { grantCourse } from '../../teaching/index.ts';
import { teachingWork } from '../work/work-tables.ts';
import { type Actor, courseWithUnit, uploadSb3, userIdOf, WORK, worksApp } from './work-fixtures.ts';

const suite = appSuite(worksApp);

/** A course linked to no class, with one unit. */
const loneCourse = () => courseWithUnit(suite.t, '买来的课', '第一课', 2);

async function handIn(c: Actor, unitId: string, departId?: string) {
  const workFile = await uploadSb3(suite.t, c, String(Math.random()));
  return c.post(`${WORK}/submit`, {
    workName: '作业',
    workType: 2,
    workFile,
    workStatus: 1,
    unitId,
    departId,
  });
}

const grant = async (username: string, courseId: string) =>
  grantCourse(suite.t.db, {
    tenantId: DEFAULT_TENANT_ID,
    userId: await userIdOf(suite.t, username),
    courseId,
    orderId: null,
  });

describe('homework of a course granted to the learner alone', () => {
  it('is refused before the grant and handed in for the learner’s class after it', async () => {
    const { courseId, unitId } = await loneCourse();
    expect((await handIn(suite.w.student, unitId)).status).toBe(403);
    await grant('student1', courseId);
    const res = await handIn(suite.w.student, unitId);
    expect(res.status, res.body.message).toBe(200);
    const [row] = await suite.t.db
      .select()
      .from(teachingWork)
      .where(eq(teachingWork.id, (res.body.result as { id: string }).id));
    expect(row).toMatchObject({ workScene: 'course', courseId, departId: suite.w.classA, workStatus: 1 });
  });

  it('never goes with a class that is not the learner’s', async () => {
    const { courseId, unitId } = await loneCourse();
    await grant('student1', courseId);
    const res = await handIn(suite.w.student, unitId, suite.w.classB);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('你不在该班级，不能提交这份作业');
  });
});
