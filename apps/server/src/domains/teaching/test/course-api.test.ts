import { courseSchema, emptyEnvelope, envelopeOf, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type Json, type Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { type SchoolWorld, schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../tables.ts';
import { addCourse, addUnit, COURSE, expectRefused, LINK, tableCounts } from './course-fixtures.ts';

const suite = appSuite(schoolApp);

const stored = async (id: string) =>
  (await suite.t.db.select().from(teachingCourse).where(eq(teachingCourse.id, id)))[0];
const listNames = async (c: SchoolWorld['admin'], params = '') => {
  const res = await c.get(`${COURSE}/list?pageSize=1000${params}`);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Page).records.map((r) => r.courseName as string);
};

describe('courses: administrator', () => {
  it('adds, lists, reads, edits and deletes a course with every field of the contract', async () => {
    const name = uniqueName('Scratch 入门');
    const res = await suite.w.admin.post(`${COURSE}/add`, {
      courseName: name,
      courseDesc: '从零开始学 Scratch',
      courseIcon: 'course/20260101/ab_icon.png',
      courseCover: 'https://cdn.example.com/cover.png',
      courseMap: 'course/20260101/cd_map.png',
      showType: 1,
      isShared: 0,
      showHome: 1,
      orderNum: 3,
      courseType: 1,
      courseCategory: 1,
      departIds: `${suite.w.schoolA},${suite.w.classB}`,
    });
    expectAnswer(res, envelopeOf(courseSchema.pick({ id: true })));
    const id = (res.body.result as Json).id as string;

    const list = await suite.w.admin.get(`${COURSE}/list?courseName=${encodeURIComponent(name.slice(2))}`);
    expectAnswer(list, envelopeOf(pageResultOf(courseSchema)));
    const page = list.body.result as Page;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      id,
      courseName: name,
      courseType: 1,
      courseType_dictText: '体验课',
      courseCategory: 1,
      courseCategory_dictText: 'Scratch',
      departIds: `${suite.w.schoolA},${suite.w.classB}`,
      departIds_dictText: '码趣示范学校,四年级1班',
      showType: 1,
      showHome: 1,
      orderNum: 3,
      sysOrgCode: null,
      unitCount: 0,
      createBy: 'admin',
    });
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const edit = await suite.w.admin.put(`${COURSE}/edit`, {
      id,
      courseDesc: '新的简介',
      courseCategory: 2,
      isShared: 1,
      departIds: [],
    });
    expectAnswer(edit, emptyEnvelope);
    const one = await suite.w.admin.get(`${COURSE}/queryById?id=${id}`);
    expectAnswer(one, envelopeOf(courseSchema));
    expect(one.body.result).toMatchObject({
      courseName: name,
      courseDesc: '新的简介',
      courseCategory: 2,
      courseCategory_dictText: 'Python',
      isShared: 1,
      departIds: '',
      departIds_dictText: '',
      showType: 1,
    });

    const del = await suite.w.admin.del(`${COURSE}/delete?id=${id}`);
    expectAnswer(del, emptyEnvelope);
    expect((await stored(id)).delFlag).toBe(1);
    expectRefused(await suite.w.admin.get(`${COURSE}/queryById?id=${id}`), 404);
  });

  it('filters by type, category and classification, and pages', async () => {
    const cls = await suite.w.admin.post('/api/teaching/teachingCourseClassification/add', {
      classificationName: uniqueName('编程启蒙'),
    });
    expect(cls.status, cls.body.message).toBe(200);
    const classificationId = (cls.body.result as Json).id as string;
    const a = uniqueName('过滤A');
    const b = uniqueName('过滤B');
    await addCourse(suite.w.admin, { courseName: a, courseType: 1, courseCategory: 3, classificationId });
    await addCourse(suite.w.admin, { courseName: b, courseType: 2, courseCategory: 3 });
    expect(await listNames(suite.w.admin, `&classificationId=${classificationId}`)).toEqual([a]);
    const cpp = await listNames(suite.w.admin, '&courseCategory=3&courseType=2');
    expect(cpp).toContain(b);
    expect(cpp).not.toContain(a);
    const paged = await suite.w.admin.get(`${COURSE}/list?pageNo=1&pageSize=1`);
    expect((paged.body.result as Page).records).toHaveLength(1);
  });

  it('refuses every bad input with a Chinese message and writes nothing', async () => {
    const before = await tableCounts(suite.t);
    const bad: Json[] = [
      {},
      { courseName: '   ' },
      { courseName: 'x'.repeat(101) },
      { courseName: '好', showType: 3 },
      { courseName: '好', courseType: 9 },
      { courseName: '好', courseCategory: 'abc' },
      { courseName: '好', isShared: 2 },
      { courseName: '好', orderNum: -1 },
      { courseName: '好', courseCover: 'javascript:alert(1)' },
      { courseName: '好', courseIcon: '../../etc/passwd' },
      { courseName: '好', courseMap: '<img src=x onerror=alert(1)>' },
      { courseName: '好', classificationId: 'no-such-classification' },
      { courseName: '好', departIds: 'no-such-depart' },
    ];
    for (const body of bad) expectRefused(await suite.w.admin.post(`${COURSE}/add`, body));
    const id = await addCourse(suite.w.admin, { courseName: uniqueName('不变') });
    const row = await stored(id);
    for (const body of [
      { id, courseName: '' },
      { id, showType: 0 },
      { id, courseCover: 'data:text/html,hi' },
      { id, departIds: 'no-such-depart' },
      { id, classificationId: 'nope' },
    ])
      expectRefused(await suite.w.admin.put(`${COURSE}/edit`, body));
    expect(await stored(id)).toEqual(row);
    expect(await tableCounts(suite.t)).toEqual({ ...before, courses: before.courses + 1 });
    expectRefused(await suite.w.admin.del(`${COURSE}/deleteBatch?ids=`));
    expectRefused(await suite.w.admin.put(`${COURSE}/edit`, { id: 'no-such-course', courseName: '新' }), 404);
  });

  it('deletes a course with its units and class links in one go; deleteBatch is all or nothing', async () => {
    const id = await addCourse(suite.w.admin);
    const unit = await addUnit(suite.w.admin, id);
    const link = await suite.w.admin.post(`${LINK}/add`, { deptId: suite.w.classA, courseId: id });
    expect(link.status, link.body.message).toBe(200);
    const other = await addCourse(suite.w.admin);
    expectRefused(await suite.w.admin.del(`${COURSE}/deleteBatch?ids=${id},no-such-course`), 404);
    expect((await stored(id)).delFlag).toBe(0);
    expectAnswer(await suite.w.admin.del(`${COURSE}/deleteBatch?ids=${id},${other}`), emptyEnvelope);
    expect((await stored(id)).delFlag).toBe(1);
    expect((await stored(other)).delFlag).toBe(1);
    const [u] = await suite.t.db.select().from(teachingCourseUnit).where(eq(teachingCourseUnit.id, unit));
    expect(u.delFlag).toBe(1);
    const links = await suite.t.db
      .select()
      .from(teachingCourseDept)
      .where(eq(teachingCourseDept.courseId, id));
    expect(links.map((l) => l.delFlag)).toEqual([1]);
  });
});

describe('courses: who may do what', () => {
  it('students get 403 on every back-office route', async () => {
    const id = await addCourse(suite.w.admin, { isShared: 1 });
    for (const res of [
      await suite.w.student.get(`${COURSE}/list`),
      await suite.w.student.get(`${COURSE}/queryById?id=${id}`),
      await suite.w.student.post(`${COURSE}/add`, { courseName: '学生的课' }),
      await suite.w.student.put(`${COURSE}/edit`, { id, courseName: '改名' }),
      await suite.w.student.del(`${COURSE}/delete?id=${id}`),
      await suite.w.student.get(`${COURSE}/exportXls`),
    ])
      expectRefused(res, 403);
    expect((await stored(id)).courseName).not.toBe('改名');
  });

  it('another tenant sees none of our courses (404 on read, edit and delete)', async () => {
    const id = await addCourse(suite.w.admin, { isShared: 1 });
    expect(await listNames(suite.w.outsider)).not.toContain((await stored(id)).courseName);
    expectRefused(await suite.w.outsider.get(`${COURSE}/queryById?id=${id}`), 404);
    expectRefused(await suite.w.outsider.put(`${COURSE}/edit`, { id, courseName: '偷改' }), 404);
    expectRefused(await suite.w.outsider.del(`${COURSE}/delete?id=${id}`), 404);
    expect((await stored(id)).delFlag).toBe(0);
  });

  it('a teacher sees courses licensed to their school or class, shared ones and their school’s own', async () => {
    const toSchool = await addCourse(suite.w.admin, {
      courseName: uniqueName('授权学校'),
      departIds: suite.w.schoolA,
    });
    const toClass = await addCourse(suite.w.admin, {
      courseName: uniqueName('授权班级'),
      departIds: suite.w.classA,
    });
    const shared = await addCourse(suite.w.admin, { courseName: uniqueName('共享'), isShared: 1 });
    const toB = await addCourse(suite.w.admin, {
      courseName: uniqueName('乙校'),
      departIds: suite.w.schoolB,
    });
    const hidden = await addCourse(suite.w.admin, { courseName: uniqueName('未授权') });
    const mine = await addCourse(suite.w.teacher, { courseName: uniqueName('甲校自建') });
    const theirs = await addCourse(suite.w.teacherB, { courseName: uniqueName('乙校自建') });
    const names = async (ids: string[]) => Promise.all(ids.map(async (id) => (await stored(id)).courseName));
    const seenByA = await listNames(suite.w.teacher);
    for (const name of await names([toSchool, toClass, shared, mine])) expect(seenByA).toContain(name);
    for (const name of await names([toB, hidden, theirs])) expect(seenByA).not.toContain(name);
    const seenByB = await listNames(suite.w.teacherB);
    for (const name of await names([toB, shared, theirs])) expect(seenByB).toContain(name);
    for (const name of await names([toSchool, toClass, hidden, mine])) expect(seenByB).not.toContain(name);
    expectRefused(await suite.w.teacher.get(`${COURSE}/queryById?id=${theirs}`), 404);
    expect((await stored(mine)).sysOrgCode).toBe('A01');
    expect((await stored(theirs)).sysOrgCode).toBe('B01');
  });

  it('a teacher edits only their school’s courses and never their licensing', async () => {
    const mine = await addCourse(suite.w.teacher, { courseName: uniqueName('自建') });
    expectAnswer(
      await suite.w.teacher.put(`${COURSE}/edit`, { id: mine, courseDesc: '老师改的' }),
      emptyEnvelope,
    );
    expect((await stored(mine)).courseDesc).toBe('老师改的');
    // Sending the unchanged licence back (as a full form does) is fine.
    expectAnswer(
      await suite.w.teacher.put(`${COURSE}/edit`, { id: mine, departIds: '', isShared: 0, orderNum: 5 }),
      emptyEnvelope,
    );

    const before = await stored(mine);
    expectRefused(await suite.w.teacher.put(`${COURSE}/edit`, { id: mine, isShared: 1 }), 403);
    expectRefused(await suite.w.teacher.put(`${COURSE}/edit`, { id: mine, departIds: suite.w.schoolB }), 403);
    expect(await stored(mine)).toEqual(before);
    expectRefused(await suite.w.teacher.post(`${COURSE}/add`, { courseName: '想共享', isShared: 1 }), 403);
    expectRefused(
      await suite.w.teacher.post(`${COURSE}/add`, { courseName: '想授权', departIds: suite.w.schoolA }),
      403,
    );

    const shared = await addCourse(suite.w.admin, { isShared: 1 });
    const sharedRow = await stored(shared);
    expectRefused(await suite.w.teacher.put(`${COURSE}/edit`, { id: shared, courseName: '改别人的' }), 403);
    const theirs = await addCourse(suite.w.teacherB);
    expectRefused(await suite.w.teacher.put(`${COURSE}/edit`, { id: theirs, courseName: '改乙校的' }), 404);
    expectRefused(await suite.w.teacherB.put(`${COURSE}/edit`, { id: mine, courseName: '乙校改甲校' }), 404);
    expect(await stored(shared)).toEqual(sharedRow);
    // Deleting is the administrator's button.
    expectRefused(await suite.w.teacher.del(`${COURSE}/delete?id=${mine}`), 403);
    expect((await stored(mine)).delFlag).toBe(0);
  });
});

describe('course classification tree', () => {
  const CLS = '/api/teaching/teachingCourseClassification';
  const addCls = async (body: Json) => {
    const res = await suite.w.admin.post(`${CLS}/add`, { classificationName: uniqueName('分类'), ...body });
    expect(res.status, res.body.message).toBe(200);
    return (res.body.result as Json).id as string;
  };

  it('refuses a parent that would make a cycle', async () => {
    const root = await addCls({});
    const child = await addCls({ parentId: root });
    const grandchild = await addCls({ parentId: child });
    expectRefused(await suite.w.admin.put(`${CLS}/edit`, { id: root, parentId: grandchild }));
    expectRefused(await suite.w.admin.put(`${CLS}/edit`, { id: root, parentId: root }));
    const moved = await suite.w.admin.put(`${CLS}/edit`, { id: grandchild, parentId: root });
    expect(moved.status, moved.body.message).toBe(200);
  });

  it('refuses deleting a classification that courses or sub-classifications use', async () => {
    const used = await addCls({});
    const course = await addCourse(suite.w.admin, { classificationId: used });
    const res = await suite.w.admin.del(`${CLS}/delete?id=${used}`);
    expectRefused(res);
    expect(res.body.message).toContain('课程');
    const parent = await addCls({});
    await addCls({ parentId: parent });
    expectRefused(await suite.w.admin.del(`${CLS}/delete?id=${parent}`));
    await suite.w.admin.del(`${COURSE}/delete?id=${course}`);
    expect((await suite.w.admin.del(`${CLS}/delete?id=${used}`)).status).toBe(200);
  });
});
