import {
  classReportSchema,
  departDayLogByDepartSchema,
  departDayLogByMonthSchema,
  departDayLogReportSchema,
  envelopeOf,
  studentReportSchema,
} from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { changePoints } from '../../points/index.ts';
import { grantCourse } from '../index.ts';
import {
  type Actors,
  actors,
  addClass,
  addCourse,
  addProgress,
  addViews,
  type CourseFixture,
  chinaNoon,
  classIdOf,
  idOf,
  MY_CLASS,
  OTHER_TENANT_ID,
  setManaged,
} from './class-test-fixtures.ts';

const DAY_LOG = '/api/teaching/teachingDepartDayLog';

let a: Actors;
let classA: string;
let classC: string;
let course: CourseFixture;
let s1: string;
let s2: string;
let s3: string;

// Known logs: student1 and student2 in the teacher's class A, a third student in class C that the
// teacher does not manage, and one view in another tenant that no report may count.
const s = testAppSuite();

beforeAll(async () => {
  classA = await classIdOf(s.t, 'A01A01');
  classC = await addClass(s.t, '四年级1班', 'A01A03');
  await setManaged(s.t, 'teacher', [classA]);
  a = await actors(s.t);
  course = await addCourse(s.t, classA, 'Scratch 入门', 2);
  const other = await addCourse(s.t, classC, '别班的课', 1);
  s1 = await idOf(s.t, 'student1');
  s2 = await idOf(s.t, 'student2');
  const made = await a.admin.post(`${MY_CLASS}/batchCreate`, { classId: classC, prefix: 'rpt', count: 1 });
  s3 = await idOf(s.t, (made.body.result as { students: { username: string }[] }).students[0].username);
  const [u1, u2] = course.unitIds;
  const c = course.courseId;
  await addViews(s.t, { userId: s1, courseId: c, unitId: u1, at: chinaNoon('2026-03-02'), times: 3 });
  await addViews(s.t, { userId: s1, courseId: c, unitId: u2, at: chinaNoon('2026-03-03') });
  await addViews(s.t, { userId: s1, courseId: c, unitId: u1, at: chinaNoon('2026-04-10'), times: 2 });
  await addViews(s.t, { userId: s2, courseId: c, unitId: u1, at: chinaNoon('2026-03-03'), times: 2 });
  await addViews(s.t, {
    userId: s3,
    courseId: other.courseId,
    unitId: other.unitIds[0],
    at: chinaNoon('2026-03-10'),
    times: 5,
  });
  await addViews(s.t, {
    userId: s1,
    courseId: c,
    unitId: u1,
    at: chinaNoon('2026-03-02'),
    tenantId: OTHER_TENANT_ID,
  });
  await addProgress(s.t, { userId: s1, courseId: c, unitId: u1, viewCount: 5, at: chinaNoon('2026-03-02') });
  await addProgress(s.t, {
    userId: s1,
    courseId: c,
    unitId: u2,
    homeworkState: 2,
    score: 80,
    at: chinaNoon('2026-03-03'),
    updatedAt: chinaNoon('2026-03-05'),
  });
  await addProgress(s.t, {
    userId: s2,
    courseId: c,
    unitId: u1,
    viewCount: 2,
    homeworkState: 1,
    at: chinaNoon('2026-03-03'),
  });
  await changePoints(s.t.db, { tenantId: DEFAULT_TENANT_ID, userId: s1, amount: 15, reason: '测试' });
});

describe('class report', () => {
  const url = (classId: string, range = '&from=2026-03-01&to=2026-03-31') =>
    `/api/teaching/report/class?classId=${classId}${range}`;

  it('counts units, views, homework, grades and points per student and per day', async () => {
    const res = await a.teacher.get(url(classA));
    expectAnswer(res, envelopeOf(classReportSchema));
    const r = res.body.result as z.infer<typeof classReportSchema>;
    expect(r).toMatchObject({
      className: '三年级1班',
      schoolName: '码趣示范学校',
      from: '2026-03-01',
      to: '2026-03-31',
      studentCount: 2,
      activeStudents: 2,
      unitsDone: 3,
      viewCount: 6,
      homeworkSubmitted: 2,
      homeworkGraded: 1,
      avgScore: 80,
      points: 15,
    });
    expect(r.students[0]).toMatchObject({
      username: 'student1',
      unitsDone: 2,
      viewCount: 4,
      homeworkSubmitted: 1,
      homeworkGraded: 1,
      avgScore: 80,
      points: 15,
    });
    expect(r.students[1]).toMatchObject({
      username: 'student2',
      viewCount: 2,
      homeworkGraded: 0,
      avgScore: null,
    });
    expect(r.daily).toHaveLength(31);
    expect(r.daily.find((d) => d.date === '2026-03-02')).toEqual({
      date: '2026-03-02',
      viewCount: 3,
      activeStudents: 1,
    });
    expect(r.daily.find((d) => d.date === '2026-03-03')).toEqual({
      date: '2026-03-03',
      viewCount: 3,
      activeStudents: 2,
    });
  });

  it('covers only managed classes, and refuses bad periods in Chinese', async () => {
    const other = await a.teacher.get(url(classC));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能管理自己负责的班级');
    expect((await a.outsider.get(url(classA))).status).toBe(404);
    expect((await a.student.get(url(classA))).status).toBe(403);
    const reversed = await a.teacher.get(url(classA, '&from=2026-03-31&to=2026-03-01'));
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('开始日期不能晚于结束日期');
    const badDay = await a.teacher.get(url(classA, '&from=2026-02-30'));
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe('开始日期格式应为 YYYY-MM-DD');
    const tooLong = await a.teacher.get(url(classA, '&from=2024-01-01&to=2026-03-01'));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/不能超过 366 天/);
  });
});

describe('student report', () => {
  const url = (userId?: string) => `/api/teaching/report/student${userId ? `?userId=${userId}` : ''}`;

  it('gives a student their own report', async () => {
    const res = await a.student.get(url());
    expectAnswer(res, envelopeOf(studentReportSchema));
    const r = res.body.result as z.infer<typeof studentReportSchema>;
    expect(r).toMatchObject({
      username: 'student1',
      classNames: ['三年级1班'],
      points: 15,
      unitsDone: 2,
      viewCount: 6,
      homeworkSubmitted: 1,
      homeworkGraded: 1,
      avgScore: 80,
    });
    expect(r.courses).toEqual([
      {
        courseId: course.courseId,
        courseName: 'Scratch 入门',
        unitCount: 2,
        unitsDone: 2,
        homeworkSubmitted: 1,
        avgScore: 80,
      },
    ]);
    expect(r.recent).toHaveLength(6);
    expect(r.recent[0]).toMatchObject({ courseName: 'Scratch 入门', unitName: '第1课' });
    expect(r.recent[0].time.startsWith('2026-04-10')).toBe(true);
    expect(r.daily).toHaveLength(30);
  });

  it('lists a course the student bought before they open it, at 0 units done', async () => {
    const bought = await addCourse(s.t, classC, '商城里买的课', 3);
    const names = async () =>
      ((await a.teacher.get(url(s2))).body.result as z.infer<typeof studentReportSchema>).courses;
    expect((await names()).map((c) => c.courseId)).not.toContain(bought.courseId);
    await grantCourse(s.t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId: s2,
      courseId: bought.courseId,
      orderId: null,
    });
    expect((await names()).find((c) => c.courseId === bought.courseId)).toEqual({
      courseId: bought.courseId,
      courseName: '商城里买的课',
      unitCount: 3,
      unitsDone: 0,
      homeworkSubmitted: 0,
      avgScore: null,
    });
  });

  it('lets teachers read students of their classes only', async () => {
    expect((await a.teacher.get(url(s1))).status).toBe(200);
    expect((await a.admin.get(url(s3))).status).toBe(200);
    const other = await a.teacher.get(url(s3));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能查看自己班级学生的学习报告');
    const peer = await a.student.get(url(s2));
    expect(peer.status).toBe(403);
    expect(peer.body.message).toBe('只能查看自己的学习报告');
    expect((await a.outsider.get(url(s1))).status).toBe(404);
    expect((await a.teacher.get(url('bad id!'))).status).toBe(400);
  });
});

describe('learning log reports (teachingDepartDayLog)', () => {
  const range = 'startTime=2026-03-01&endTime=2026-04-30';

  it('totals the managed classes of a teacher; admins see every class', async () => {
    const res = await a.teacher.get(`${DAY_LOG}/getReport?${range}`);
    expectAnswer(res, envelopeOf(departDayLogReportSchema));
    expect(res.body.result).toEqual({
      startTime: '2026-03-01',
      endTime: '2026-04-30',
      unitViewCount: 8,
      unitOpenCount: 2,
      courseWorkSubmitCount: 2,
      courseWorkCorrectCount: 1,
      activeStudentCount: 2,
      studentCount: 2,
    });
    const all = (await a.admin.get(`${DAY_LOG}/getReport?${range}`)).body.result;
    expect(all).toMatchObject({
      unitViewCount: 13,
      unitOpenCount: 3,
      activeStudentCount: 3,
      studentCount: 3,
    });
    const one = (await a.admin.get(`${DAY_LOG}/getReport?${range}&departId=${classC}`)).body.result;
    expect(one).toMatchObject({ unitViewCount: 5, studentCount: 1, courseWorkSubmitCount: 0 });
  });

  it('groups by class and by month', async () => {
    const byClass = await a.admin.get(`${DAY_LOG}/getReportGroupByDepart?${range}`);
    expectAnswer(byClass, envelopeOf(z.array(departDayLogByDepartSchema)));
    expect(byClass.body.result).toMatchObject([
      {
        departId: classA,
        departName: '三年级1班',
        unitViewCount: 8,
        studentCount: 2,
        courseWorkCorrectCount: 1,
      },
      { departId: classC, departName: '四年级1班', unitViewCount: 5, studentCount: 1, activeStudentCount: 1 },
    ]);
    const mine = (await a.teacher.get(`${DAY_LOG}/getReportGroupByDepart?${range}`)).body.result as unknown[];
    expect(mine).toHaveLength(1);
    const byMonth = await a.teacher.get(`${DAY_LOG}/getReportGroupByMonth?${range}`);
    expectAnswer(byMonth, envelopeOf(z.array(departDayLogByMonthSchema)));
    expect(byMonth.body.result).toMatchObject([
      {
        month: '2026-03',
        unitViewCount: 6,
        courseWorkSubmitCount: 2,
        courseWorkCorrectCount: 1,
        activeStudentCount: 2,
      },
      { month: '2026-04', unitViewCount: 2, courseWorkSubmitCount: 0, activeStudentCount: 1 },
    ]);
  });

  it('refuses other classes, tenants, students and bad dates in Chinese', async () => {
    const other = await a.teacher.get(`${DAY_LOG}/getReport?${range}&departId=${classC}`);
    expect(other.status).toBe(403);
    expect((await a.outsider.get(`${DAY_LOG}/getReport?${range}&departId=${classA}`)).status).toBe(404);
    expect((await a.outsider.get(`${DAY_LOG}/getReport?${range}`)).body.result).toMatchObject({
      unitViewCount: 0,
    });
    expect((await a.student.get(`${DAY_LOG}/getReport?${range}`)).status).toBe(403);
    const noStart = await a.teacher.get(`${DAY_LOG}/getReport?endTime=2026-04-30`);
    expect(noStart.status).toBe(400);
    expect(noStart.body.message).toMatch(/请选择开始日期/);
    const bad = await a.teacher.get(
      `${DAY_LOG}/getReportGroupByMonth?startTime=2026/03/01&endTime=2026-04-30`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/开始日期格式应为 YYYY-MM-DD/);
  });
});
