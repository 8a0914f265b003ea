import {
  courseDetailSchema,
  envelopeOf,
  homeCourseSchema,
  learnerCourseSchema,
  learnerUnitSchema,
  myCourseSchema,
  pageResultOf,
  unitProgressSchema,
  unitWorkInfoSchema,
} from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { COURSE, UNIT } from './course-fixtures.ts';
import { addCourse, addUnit, classIdOf, HOUR, linkCourse } from './learning-fixtures.ts';

// The test app serialises declared answers with fast-json-stringify and compares them with
// JSON.stringify, so a 200 proves the schema declares every field; parsing proves the values fit it.

let full: string;
let bare: string;
let fullUnit: string;
let bareUnit: string;

const s = signedInSuite({ student: 'student1' });

beforeAll(async () => {
  const classId = await classIdOf(s.t, 'A01A01');
  full = await addCourse(s.t, {
    courseName: '全字段',
    courseDesc: '简介',
    courseIcon: 'teaching/icon.png',
    courseCover: 'teaching/cover.png',
    showHome: 1,
    departIds: classId,
    classificationId: 'c1',
    sysOrgCode: 'A01',
    updateTime: new Date(),
  });
  fullUnit = await addUnit(s.t, full, { unitIntro: '介绍', unitCover: 'teaching/u.png', showCoursePlan: 1 });
  bare = await addCourse(s.t, { courseName: '空字段', courseMap: null, courseType: 1, showHome: 1 });
  bareUnit = await addUnit(s.t, bare, {
    courseVideo: null,
    courseCase: null,
    coursePpt: null,
    courseWork: null,
    courseWorkType: null,
    courseWorkAnswer: null,
    coursePlan: null,
    mediaContent: null,
    mapX: null,
    mapY: null,
  });
  await linkCourse(s.t, classId, full, new Date(Date.now() - HOUR));
  await linkCourse(s.t, classId, bare, null);
});

describe('learning answers match their shared schemas', () => {
  it('for courses', async () => {
    const mine = await s.student.get(`${COURSE}/mineCourse`);
    expectAnswer(mine, envelopeOf(z.array(myCourseSchema)));
    expect(mine.body.result).toHaveLength(2);
    expectAnswer(
      await call(s.t, 'GET', `${COURSE}/getHomeCourse`),
      envelopeOf(pageResultOf(homeCourseSchema)),
    );
    for (const id of [full, bare]) {
      expectAnswer(await s.student.get(`${COURSE}/queryById?id=${id}`), envelopeOf(learnerCourseSchema));
      expectAnswer(await s.student.get(`${COURSE}/courseDetail?id=${id}`), envelopeOf(courseDetailSchema));
      expectAnswer(await call(s.t, 'GET', `${COURSE}/courseDetail?id=${id}`), envelopeOf(courseDetailSchema));
    }
  });

  it('for units, homework and progress', async () => {
    for (const id of [full, bare])
      expectAnswer(
        await s.student.get(`${UNIT}/mineUnit?courseId=${id}`),
        envelopeOf(pageResultOf(learnerUnitSchema)),
      );
    expectAnswer(
      await call(s.t, 'GET', `${UNIT}/mineUnit?courseId=${bare}`),
      envelopeOf(pageResultOf(learnerUnitSchema)),
    );
    for (const id of [fullUnit, bareUnit]) {
      expectAnswer(
        await s.student.get(`${UNIT}/getUnitWorkInfo?unitId=${id}`),
        envelopeOf(unitWorkInfoSchema),
      );
      expectAnswer(
        await s.student.post(`${UNIT}/unitViewLog`, { unitId: id }),
        envelopeOf(unitProgressSchema),
      );
      expectAnswer(
        await s.student.get(`/api/teaching/teachingDepartDayLog/unitViewLog?unitId=${id}`),
        envelopeOf(unitProgressSchema),
      );
      expectAnswer(
        await s.student.post(`${UNIT}/videoProgress`, { unitId: id, position: 3.25 }),
        envelopeOf(unitProgressSchema),
      );
    }
  });

  it('for refusals: the usual envelope with a Chinese message', async () => {
    const res = await call(s.t, 'GET', `${UNIT}/mineUnit?courseId=${full}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 403, result: null });
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
