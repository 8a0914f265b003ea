import { envelopeOf, type Unit, unitSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { teachingCourseUnit } from '../tables.ts';
import { addCourse, addUnit, expectRefused, UNIT } from './course-fixtures.ts';

let course: string;
const ownProblem = uuidv7();
const foreignProblem = uuidv7();

const s = appSuite(schoolApp);

beforeAll(async () => {
  course = await addCourse(s.w.admin, { courseName: uniqueName('判题作业课') });
  await s.t.db.insert(judgeProblem).values([
    { id: ownProblem, tenantId: DEFAULT_TENANT_ID, title: 'A+B' },
    { id: foreignProblem, tenantId: OTHER_TENANT_ID, title: '别家的题' },
  ]);
});

const stored = async (id: string) =>
  (await s.t.db.select().from(teachingCourseUnit).where(eq(teachingCourseUnit.id, id)))[0];

describe('units: the homework judge problem', () => {
  it('stores a judge problem of the tenant and answers it in the unit', async () => {
    const id = await addUnit(s.w.admin, course, {
      unitName: '第一课 A+B',
      courseWorkType: 4,
      courseWorkProblemId: ownProblem,
    });
    expect((await stored(id)).courseWorkProblemId).toBe(ownProblem);
    const res = await s.w.admin.get(`${UNIT}/queryById?id=${id}`);
    expectAnswer(res, envelopeOf(unitSchema));
    expect((res.body.result as Unit).courseWorkProblemId).toBe(ownProblem);

    const cleared = await s.w.admin.put(`${UNIT}/edit`, { id, courseWorkProblemId: '' });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect((await stored(id)).courseWorkProblemId).toBeNull();
  });

  it('refuses a problem of another tenant or an unknown one, changing nothing', async () => {
    const before = (await s.t.db.select().from(teachingCourseUnit)).length;
    for (const problemId of [foreignProblem, uuidv7(), 'x'.repeat(37)]) {
      const res = await s.w.admin.post(`${UNIT}/add`, {
        courseId: course,
        unitName: uniqueName('坏题目'),
        courseWorkType: 4,
        courseWorkProblemId: problemId,
      });
      expectRefused(res);
    }
    expect((await s.t.db.select().from(teachingCourseUnit)).length).toBe(before);

    const id = await addUnit(s.w.admin, course, { unitName: '第二课', courseWorkType: 5 });
    const res = await s.w.admin.put(`${UNIT}/edit`, { id, courseWorkProblemId: foreignProblem });
    expectRefused(res);
    expect(res.body.message).toBe('判题题目不存在');
    expect((await stored(id)).courseWorkProblemId).toBeNull();
  });
});
