import { emptyEnvelope, envelopeOf, pageResultOf, unitSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, type Json, type Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { findCourse, unitsOfCourse } from '../courses/course-queries.ts';
import { teachingCourseUnit } from '../tables.ts';
import { addCourse, addUnit, expectRefused, tableCounts, UNIT } from './course-fixtures.ts';

const suite = appSuite(schoolApp);

let course: string;

beforeAll(async () => {
  course = await addCourse(suite.w.admin, {
    courseName: uniqueName('单元测试课'),
    departIds: suite.w.schoolA,
  });
});

const stored = async (id: string) =>
  (await suite.t.db.select().from(teachingCourseUnit).where(eq(teachingCourseUnit.id, id)))[0];
const unitsOf = async (courseId: string) => {
  const res = await suite.w.admin.get(`${UNIT}/list?courseId=${courseId}`);
  expectAnswer(res, envelopeOf(pageResultOf(unitSchema)));
  return (res.body.result as Page).records;
};

describe('units: round trip', () => {
  it('adds a unit with every field, lists it by course in order, edits and deletes it', async () => {
    const own = await addCourse(suite.w.admin, { courseName: uniqueName('完整单元课') });
    const second = await addUnit(suite.w.admin, own, { unitName: '第二课', orderNum: 2 });
    const res = await suite.w.admin.post(`${UNIT}/add`, {
      courseId: own,
      unitName: '第一课 认识舞台',
      unitIntro: '角色与舞台',
      unitCover: 'unit/20260101/ab_cover.png',
      courseVideo: 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
      courseVideoSource: 3,
      showCourseVideo: 1,
      courseCase: 'unit/20260101/cd_case.sb3',
      showCourseCase: 1,
      coursePpt: 'unit/20260101/ef_slides.pdf,https://cdn.example.com/a.pptx',
      showCoursePpt: 0,
      courseWorkType: 2,
      courseWork: 'unit/20260101/gh_start.sb3',
      courseWorkAnswer: 'unit/20260101/ij_answer.sb3',
      coursePlan: 'unit/20260101/kl_plan.docx',
      showCoursePlan: 0,
      mapX: 12.5,
      mapY: 80,
      mediaContent: '<p>欢迎<strong>来到</strong>第一课</p>',
      orderNum: 1,
    });
    expectAnswer(res, envelopeOf(unitSchema.pick({ id: true })));
    const id = (res.body.result as Json).id as string;
    const records = await unitsOf(own);
    expect(records.map((r) => r.id)).toEqual([id, second]);
    expect(records[0]).toMatchObject({
      courseId: own,
      unitName: '第一课 认识舞台',
      courseVideoSource: 3,
      courseWorkType: 2,
      courseWorkType_dictText: 'Scratch',
      courseWorkAnswer: 'unit/20260101/ij_answer.sb3',
      mapX: 12.5,
      mapY: 80,
      mediaContent: '<p>欢迎<strong>来到</strong>第一课</p>',
      showCoursePpt: 0,
    });

    expectAnswer(
      await suite.w.admin.put(`${UNIT}/edit`, { id, unitName: '第一课（新）', showCoursePpt: 1 }),
      emptyEnvelope,
    );
    const one = await suite.w.admin.get(`${UNIT}/queryById?id=${id}`);
    expectAnswer(one, envelopeOf(unitSchema));
    // Only the fields sent change.
    expect(one.body.result).toMatchObject({
      unitName: '第一课（新）',
      showCoursePpt: 1,
      showCourseVideo: 1,
      orderNum: 1,
      courseVideoSource: 3,
      mapX: 12.5,
    });

    expectAnswer(await suite.w.admin.del(`${UNIT}/delete?id=${id}`), emptyEnvelope);
    expect((await stored(id)).delFlag).toBe(1);
    expect((await unitsOf(own)).map((r) => r.id)).toEqual([second]);
    const course = await suite.w.admin.get(`/api/teaching/teachingCourse/queryById?id=${own}`);
    expect((course.body.result as Json).unitCount).toBe(1);
  });

  it('strips scripts and event handlers from the rich content', async () => {
    const id = await addUnit(suite.w.admin, course, {
      mediaContent:
        '<p onclick="alert(1)">好</p><script>alert(2)</script><img src="javascript:alert(3)"><iframe src="https://evil.example"></iframe><a href="javascript:alert(4)">链接</a>',
    });
    const html = (await stored(id)).mediaContent ?? '';
    expect(html).toContain('<p>好</p>');
    for (const bad of ['onclick', '<script', 'javascript:', '<iframe', 'alert(2)'])
      expect(html).not.toContain(bad);
    await suite.w.admin.put(`${UNIT}/edit`, {
      id,
      mediaContent: '<div style="x" onmouseover="steal()">改</div>',
    });
    expect((await stored(id)).mediaContent).toBe('<div>改</div>');
  });

  it('refuses every bad input with a Chinese message and writes nothing', async () => {
    const before = await tableCounts(suite.t);
    const bad: Json[] = [
      { courseId: course },
      { courseId: course, unitName: '' },
      { unitName: '无课程' },
      { courseId: 'no-such-course', unitName: '课' },
      {
        courseId: course,
        unitName: '课',
        courseVideoSource: 3,
        courseVideo: 'https://evil.example.com/player',
      },
      { courseId: course, unitName: '课', courseVideoSource: 3, courseVideo: 'http://player.bilibili.com/x' },
      {
        courseId: course,
        unitName: '课',
        courseVideoSource: 3,
        courseVideo: '<iframe src="https://player.bilibili.com/x"></iframe>',
      },
      { courseId: course, unitName: '课', courseVideoSource: 2, courseVideo: 'javascript:alert(1)' },
      { courseId: course, unitName: '课', courseVideoSource: 1, courseVideo: '../secret.mp4' },
      { courseId: course, unitName: '课', courseVideoSource: 1, courseVideo: 'https://x.example/v.mp4' },
      { courseId: course, unitName: '课', courseVideoSource: 4, courseVideo: 'a/b.mp4' },
      { courseId: course, unitName: '课', courseCase: 'javascript:alert(1)' },
      { courseId: course, unitName: '课', coursePpt: 'a/b.pdf,javascript:alert(1)' },
      { courseId: course, unitName: '课', courseWorkAnswer: '/etc/passwd' },
      { courseId: course, unitName: '课', coursePlan: 'a/../../b.doc' },
      { courseId: course, unitName: '课', unitCover: 'data:image/png;base64,AAAA' },
      { courseId: course, unitName: '课', courseWorkType: 3 },
      { courseId: course, unitName: '课', mapX: 101 },
      { courseId: course, unitName: '课', mapY: -1 },
      { courseId: course, unitName: '课', showCourseVideo: 2 },
    ];
    for (const body of bad) expectRefused(await suite.w.admin.post(`${UNIT}/add`, body));
    const id = await addUnit(suite.w.admin, course, {
      courseVideoSource: 2,
      courseVideo: 'https://v.example.com/a.mp4',
    });
    const row = await stored(id);
    // The video must fit its source on edit too, whichever of the two changes.
    expectRefused(await suite.w.admin.put(`${UNIT}/edit`, { id, courseVideoSource: 3 }));
    expectRefused(await suite.w.admin.put(`${UNIT}/edit`, { id, courseVideo: 'ftp://x/y' }));
    expectRefused(await suite.w.admin.put(`${UNIT}/edit`, { id, unitName: '' }));
    expectRefused(await suite.w.admin.put(`${UNIT}/edit`, { id: 'no-such-unit', unitName: '新' }), 404);
    expect(await stored(id)).toEqual(row);
    expect(await tableCounts(suite.t)).toEqual({ ...before, units: before.units + 1 });
  });

  it('editBatch moves order and map markers of many units at once, all or nothing', async () => {
    const own = await addCourse(suite.w.admin, { courseName: uniqueName('地图课'), showType: 1 });
    const a = await addUnit(suite.w.admin, own, { orderNum: 1 });
    const b = await addUnit(suite.w.admin, own, { orderNum: 2 });
    const c = await addUnit(suite.w.admin, own, { orderNum: 3 });
    const res = await suite.w.admin.put(`${UNIT}/editBatch`, [
      { id: c, orderNum: 1, mapX: 10, mapY: 20 },
      { id: a, orderNum: 2 },
      { id: b, orderNum: 3, mapX: 55.5, mapY: 44 },
    ]);
    expectAnswer(res, emptyEnvelope);
    const list = await unitsOf(own);
    expect(list.map((r) => r.id)).toEqual([c, a, b]);
    expect(list.map((r) => [r.mapX, r.mapY])).toEqual([
      [10, 20],
      [null, null],
      [55.5, 44],
    ]);
    // The shared read other parts of teaching use sees the same order.
    expect((await unitsOfCourse(suite.t.db, DEFAULT_TENANT_ID, own)).map((r) => r.id)).toEqual([c, a, b]);
    expect((await findCourse(suite.t.db, { tenantId: DEFAULT_TENANT_ID }, own))?.showType).toBe(1);
    expect(await findCourse(suite.t.db, { tenantId: OTHER_TENANT_ID }, own)).toBeNull();
    const before = await Promise.all([a, b, c].map(stored));
    expectRefused(
      await suite.w.admin.put(`${UNIT}/editBatch`, [
        { id: a, orderNum: 9 },
        { id: 'no-such-unit', orderNum: 1 },
      ]),
      404,
    );
    expectRefused(await suite.w.admin.put(`${UNIT}/editBatch`, [{ id: a, mapX: 120 }]));
    expectRefused(await suite.w.admin.put(`${UNIT}/editBatch`, []));
    expectRefused(
      await suite.w.admin.put(`${UNIT}/editBatch`, [
        { id: a, orderNum: 1 },
        { id: a, orderNum: 2 },
      ]),
    );
    expect(await Promise.all([a, b, c].map(stored))).toEqual(before);
  });
});

describe('units: who may write them', () => {
  it('students get 403', async () => {
    const id = await addUnit(suite.w.admin, course);
    for (const res of [
      await suite.w.student.get(`${UNIT}/list?courseId=${course}`),
      await suite.w.student.get(`${UNIT}/queryById?id=${id}`),
      await suite.w.student.post(`${UNIT}/add`, { courseId: course, unitName: '学生加的' }),
      await suite.w.student.put(`${UNIT}/edit`, { id, unitName: '学生改的' }),
      await suite.w.student.put(`${UNIT}/editBatch`, [{ id, orderNum: 9 }]),
      await suite.w.student.del(`${UNIT}/delete?id=${id}`),
    ])
      expectRefused(res, 403);
  });

  it('a teacher reads units of licensed courses but writes only units of their school’s courses', async () => {
    const licensed = await addUnit(suite.w.admin, course);
    const before = await stored(licensed);
    const list = await suite.w.teacher.get(`${UNIT}/list?courseId=${course}`);
    expect(list.status).toBe(200);
    expect((list.body.result as Page).records.map((r) => r.id)).toContain(licensed);
    expectRefused(
      await suite.w.teacher.post(`${UNIT}/add`, { courseId: course, unitName: '加到授权课' }),
      403,
    );
    expectRefused(await suite.w.teacher.put(`${UNIT}/edit`, { id: licensed, unitName: '改授权课' }), 403);
    expectRefused(await suite.w.teacher.put(`${UNIT}/editBatch`, [{ id: licensed, orderNum: 7 }]), 403);
    expectRefused(await suite.w.teacher.del(`${UNIT}/delete?id=${licensed}`), 403);
    expect(await stored(licensed)).toEqual(before);

    const mine = await addCourse(suite.w.teacher);
    const unit = await addUnit(suite.w.teacher, mine);
    expectAnswer(
      await suite.w.teacher.put(`${UNIT}/editBatch`, [{ id: unit, orderNum: 4, mapX: 1, mapY: 2 }]),
      emptyEnvelope,
    );
    expectAnswer(await suite.w.teacher.del(`${UNIT}/delete?id=${unit}`), emptyEnvelope);

    // Another school's course is invisible: its units cannot be read or written.
    const theirs = await addCourse(suite.w.teacherB);
    const theirUnit = await addUnit(suite.w.teacherB, theirs);
    expectRefused(await suite.w.teacher.get(`${UNIT}/list?courseId=${theirs}`), 404);
    expectRefused(await suite.w.teacher.get(`${UNIT}/queryById?id=${theirUnit}`), 404);
    expectRefused(await suite.w.teacher.post(`${UNIT}/add`, { courseId: theirs, unitName: '越界' }));
    expectRefused(await suite.w.teacher.put(`${UNIT}/edit`, { id: theirUnit, unitName: '越界' }), 404);
    const all = await suite.w.teacher.get(`${UNIT}/list?pageSize=1000`);
    expect((all.body.result as Page).records.map((r) => r.id)).not.toContain(theirUnit);
  });

  it('another tenant gets 404', async () => {
    const id = await addUnit(suite.w.admin, course);
    expectRefused(await suite.w.outsider.get(`${UNIT}/queryById?id=${id}`), 404);
    expectRefused(await suite.w.outsider.put(`${UNIT}/edit`, { id, unitName: '外部' }), 404);
    expectRefused(await suite.w.outsider.del(`${UNIT}/delete?id=${id}`), 404);
    expectRefused(await suite.w.outsider.get(`${UNIT}/list?courseId=${course}`), 404);
    expect((await stored(id)).delFlag).toBe(0);
  });
});
