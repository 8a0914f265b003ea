import { courseDeptSchema, emptyEnvelope, envelopeOf, pageResultOf } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type Json, type Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { teachingCourseDept } from '../tables.ts';
import { addCourse, expectRefused, LINK, tableCounts } from './course-fixtures.ts';

const s = appSuite(schoolApp);

/** Live links of a class: course id -> open time as stored. */
const linksOf = async (deptId: string) => {
  const rows = await s.t.db
    .select()
    .from(teachingCourseDept)
    .where(and(eq(teachingCourseDept.deptId, deptId), eq(teachingCourseDept.delFlag, 0)));
  return new Map(rows.map((r) => [r.courseId, r.openTime?.toISOString() ?? null]));
};

describe('authorising courses to classes: administrator', () => {
  it('adds, lists, edits and deletes a link with its open time', async () => {
    const name = uniqueName('授权课');
    const course = await addCourse(s.w.admin, { courseName: name });
    const res = await s.w.admin.post(`${LINK}/add`, {
      deptId: s.w.classA2,
      courseId: course,
      openTime: '2026-09-01 08:00:00',
    });
    expectAnswer(res, envelopeOf(courseDeptSchema.pick({ id: true })));
    const id = (res.body.result as Json).id as string;
    const list = await s.w.admin.get(`${LINK}/list?deptId=${s.w.classA2}`);
    expectAnswer(list, envelopeOf(pageResultOf(courseDeptSchema)));
    expect((list.body.result as Page).records).toEqual([
      expect.objectContaining({
        id,
        deptId: s.w.classA2,
        deptId_dictText: '三年级2班',
        courseId: course,
        courseId_dictText: name,
        openTime: '2026-09-01 08:00:00',
        createBy: 'admin',
      }),
    ]);
    const byCourse = await s.w.admin.get(`${LINK}/list?courseId=${course}`);
    expect((byCourse.body.result as Page).total).toBe(1);

    expectAnswer(
      await s.w.admin.put(`${LINK}/edit`, {
        id,
        deptId: s.w.classA2,
        courseId: course,
        openTime: '2026-10-01 09:30:00',
      }),
      emptyEnvelope,
    );
    const after = await s.w.admin.get(`${LINK}/list?courseId=${course}`);
    expect((after.body.result as Page).records[0].openTime).toBe('2026-10-01 09:30:00');
    expectRefused(await s.w.admin.post(`${LINK}/add`, { deptId: s.w.classA2, courseId: course }));
    expectAnswer(await s.w.admin.del(`${LINK}/delete?id=${id}`), emptyEnvelope);
    expect((await linksOf(s.w.classA2)).has(course)).toBe(false);
    // Once withdrawn it may be authorised again; an empty open time opens it now.
    const again = await s.w.admin.post(`${LINK}/add`, { deptId: s.w.classA2, courseId: course });
    expect(again.status, again.body.message).toBe(200);
    const openedAt = new Date((await linksOf(s.w.classA2)).get(course) ?? 0).getTime();
    expect(Math.abs(openedAt - Date.now())).toBeLessThan(60_000);
  });

  it('addOrUpdate sets the full course set of a class and keeps open times unless given', async () => {
    const [a, b, c] = [await addCourse(s.w.admin), await addCourse(s.w.admin), await addCourse(s.w.admin)];
    const set = (body: Json) => s.w.admin.post(`${LINK}/addOrUpdate`, { deptId: s.w.classB, ...body });
    expectAnswer(await set({ courseIdList: [a, b], openTime: '2026-03-01 08:00:00' }), emptyEnvelope);
    const first = await linksOf(s.w.classB);
    expect([...first.keys()].sort()).toEqual([a, b].sort());
    expectAnswer(await set({ courseIdList: [b, c] }), emptyEnvelope);
    const second = await linksOf(s.w.classB);
    expect([...second.keys()].sort()).toEqual([b, c].sort());
    expect(second.get(b)).toBe(first.get(b));
    expectAnswer(await set({ courseIdList: [b, c], openTime: '2027-01-01 00:00:00' }), emptyEnvelope);
    const third = await linksOf(s.w.classB);
    expect(third.get(b)).toBe(third.get(c));
    expect(third.get(b)).not.toBe(first.get(b));
    expectAnswer(await set({ courseIdList: [] }), emptyEnvelope);
    expect((await linksOf(s.w.classB)).size).toBe(0);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const course = await addCourse(s.w.admin);
    const before = await tableCounts(s.t);
    for (const body of [
      {},
      { deptId: s.w.classA },
      { courseId: course },
      { deptId: s.w.schoolA, courseId: course },
      { deptId: 'no-such-class', courseId: course },
      { deptId: s.w.classA, courseId: 'no-such-course' },
      { deptId: s.w.classA, courseId: course, openTime: '明天' },
    ])
      expectRefused(await s.w.admin.post(`${LINK}/add`, body));
    for (const body of [
      { deptId: s.w.classA, courseIdList: [course, 'no-such-course'] },
      { deptId: s.w.schoolA, courseIdList: [course] },
      { deptId: s.w.classA, courseIdList: 'abc' },
      { deptId: s.w.classA, courseIdList: [course], openTime: '2026-13-45 00:00:00' },
    ])
      expectRefused(await s.w.admin.post(`${LINK}/addOrUpdate`, body));
    expect(await tableCounts(s.t)).toEqual(before);
  });
});

describe('authorising courses to classes: who may', () => {
  it('a teacher authorises licensed courses to the classes they manage only', async () => {
    const licensed = await addCourse(s.w.admin, { departIds: s.w.schoolA });
    const shared = await addCourse(s.w.admin, { isShared: 1 });
    const notLicensed = await addCourse(s.w.admin, { departIds: s.w.schoolB });
    const before = await tableCounts(s.t);
    expectRefused(await s.w.teacher.post(`${LINK}/add`, { deptId: s.w.classA2, courseId: licensed }), 403);
    expectRefused(await s.w.teacher.post(`${LINK}/add`, { deptId: s.w.classB, courseId: licensed }), 403);
    expectRefused(await s.w.teacher.post(`${LINK}/add`, { deptId: s.w.classA, courseId: notLicensed }), 403);
    expectRefused(
      await s.w.teacher.post(`${LINK}/addOrUpdate`, {
        deptId: s.w.classA,
        courseIdList: [licensed, notLicensed],
      }),
      403,
    );
    expectRefused(
      await s.w.teacher.post(`${LINK}/addOrUpdate`, { deptId: s.w.classA2, courseIdList: [licensed] }),
      403,
    );
    expect(await tableCounts(s.t)).toEqual(before);

    expectAnswer(
      await s.w.teacher.post(`${LINK}/addOrUpdate`, { deptId: s.w.classA, courseIdList: [licensed, shared] }),
      emptyEnvelope,
    );
    expect([...(await linksOf(s.w.classA)).keys()].sort()).toEqual([licensed, shared].sort());
  });

  it('a teacher lists and changes only the links of their classes', async () => {
    const course = await addCourse(s.w.admin, { isShared: 1 });
    const other = await s.w.admin.post(`${LINK}/add`, { deptId: s.w.classB, courseId: course });
    const otherId = (other.body.result as Json).id as string;
    const list = await s.w.teacher.get(`${LINK}/list?pageSize=1000`);
    expect(list.status).toBe(200);
    const depts = new Set((list.body.result as Page).records.map((r) => r.deptId));
    expect(depts.has(s.w.classB)).toBe(false);
    expectRefused(await s.w.teacher.del(`${LINK}/delete?id=${otherId}`), 404);
    expectRefused(
      await s.w.teacher.put(`${LINK}/edit`, {
        id: otherId,
        deptId: s.w.classA,
        courseId: course,
        openTime: null,
      }),
      404,
    );
    expect((await linksOf(s.w.classB)).has(course)).toBe(true);
  });

  it('students get 403 and another tenant 400/404', async () => {
    const course = await addCourse(s.w.admin, { isShared: 1 });
    expectRefused(await s.w.student.get(`${LINK}/list`), 403);
    expectRefused(await s.w.student.post(`${LINK}/add`, { deptId: s.w.classA, courseId: course }), 403);
    expectRefused(
      await s.w.student.post(`${LINK}/addOrUpdate`, { deptId: s.w.classA, courseIdList: [] }),
      403,
    );
    const link = await s.w.admin.post(`${LINK}/add`, { deptId: s.w.classA2, courseId: course });
    const id = (link.body.result as Json).id as string;
    expectRefused(await s.w.outsider.post(`${LINK}/add`, { deptId: s.w.classA, courseId: course }));
    expectRefused(await s.w.outsider.post(`${LINK}/addOrUpdate`, { deptId: s.w.classA, courseIdList: [] }));
    expectRefused(await s.w.outsider.del(`${LINK}/delete?id=${id}`), 404);
    const theirs = await s.w.outsider.get(`${LINK}/list?pageSize=1000`);
    expect((theirs.body.result as Page).total).toBe(0);
    expect((await linksOf(s.w.classA2)).has(course)).toBe(true);
  });
});
