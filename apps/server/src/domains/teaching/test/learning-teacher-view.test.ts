import type { LearnerUnit, PageResult } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingCourseUnit } from '../courses/course-tables.ts';
import { learnerUnit } from '../learning/learning-view.ts';
import { UNIT } from './course-fixtures.ts';
import { addClass, addCourse, addUnit, classIdOf, HOUR, linkCourse, userIdOf } from './learning-fixtures.ts';

const s = signedInSuite({
  student: 'student1',
  teacher: 'teacher',
  admin: 'admin',
});

// The unit page (/home-page/courseUnit) for the course's teachers: the lesson plan and the homework
// answer file whatever the students' switches say; students never get the answer file.

const ANSWER = 'teaching/SECRET-answer.sb3';
const PLAN = 'teaching/plan.docx';

let course: string;
let hiddenPlan: string;
let shownPlan: string;
let classA: string;
let classB: string;

const unitsOf = async (c: Client) => {
  const res = await c.get(`${UNIT}/mineUnit?courseId=${course}&pageSize=50`);
  expect(res.status, res.body.message).toBe(200);
  const { records } = res.body.result as PageResult<LearnerUnit>;
  return { records, text: JSON.stringify(res.body), byId: new Map(records.map((u) => [u.id, u])) };
};

const setManaged = async (username: string, classIds: string[]) =>
  s.t.db
    .update(sysUser)
    .set({ departIds: classIds.join(',') })
    .where(eq(sysUser.id, await userIdOf(s.t, username)));

beforeAll(async () => {
  classA = await classIdOf(s.t, 'A01A01');
  classB = await addClass(s.t, '三年级2班', 'A01A02', null);
  course = await addCourse(s.t, { courseName: '老师视角' });
  hiddenPlan = await addUnit(s.t, course, {
    unitName: '教案隐藏',
    orderNum: 1,
    showCoursePlan: 0,
    showCourseVideo: 0,
  });
  shownPlan = await addUnit(s.t, course, { unitName: '教案可见', orderNum: 2, showCoursePlan: 1 });
  await linkCourse(s.t, classA, course, new Date(Date.now() - HOUR));
});

describe('the unit page of a course the caller teaches', () => {
  it('gives its teacher the lesson plan and the answer file of every unit', async () => {
    await setManaged('teacher', [classA]);
    const { byId } = await unitsOf(s.teacher);
    for (const id of [hiddenPlan, shownPlan])
      expect(byId.get(id)).toMatchObject({ coursePlan: PLAN, courseWorkAnswer: ANSWER });
    // Other switches still apply: the teacher sees what the class sees there.
    expect(byId.get(hiddenPlan)).toMatchObject({ showCoursePlan: 0, courseVideo: null });
  });

  it('gives admins the same', async () => {
    const { byId } = await unitsOf(s.admin);
    for (const id of [hiddenPlan, shownPlan])
      expect(byId.get(id)).toMatchObject({ coursePlan: PLAN, courseWorkAnswer: ANSWER });
  });

  it('never gives students the answer file, and the plan only when shown', async () => {
    const { byId, text } = await unitsOf(s.student);
    expect(text).not.toContain('SECRET-answer');
    for (const u of byId.values()) expect(u).not.toHaveProperty('courseWorkAnswer');
    expect(byId.get(hiddenPlan)?.coursePlan).toBeNull();
    expect(byId.get(shownPlan)?.coursePlan).toBe(PLAN);
  });

  it('treats a teacher who only sits in the class, managing another one, as a learner', async () => {
    // The demo teacher is also a member of class A: they learn the course but no longer teach it.
    await setManaged('teacher', [classB]);
    const { byId, text } = await unitsOf(s.teacher);
    expect(text).not.toContain('SECRET-answer');
    expect(byId.get(hiddenPlan)?.coursePlan).toBeNull();
    expect(byId.get(shownPlan)?.coursePlan).toBe(PLAN);
    await setManaged('teacher', [classA]);
  });

  it('answers a null answer file to teachers when the unit has none', async () => {
    await s.t.db
      .update(teachingCourseUnit)
      .set({ courseWorkAnswer: null })
      .where(eq(teachingCourseUnit.id, shownPlan));
    const { byId } = await unitsOf(s.teacher);
    expect(byId.get(shownPlan)).toHaveProperty('courseWorkAnswer', null);
  });
});

describe('the learner projection of a unit', () => {
  const row = {
    id: 'u1',
    tenantId: 't',
    courseId: 'c1',
    unitName: '第一课',
    unitIntro: null,
    unitCover: null,
    courseVideo: 'teaching/v.mp4',
    courseVideoSource: 1,
    showCourseVideo: 1,
    courseCase: null,
    showCourseCase: 1,
    coursePpt: null,
    showCoursePpt: 1,
    courseWorkType: 2,
    courseWorkProblemId: null,
    courseWork: 'teaching/starter.sb3',
    courseWorkAnswer: ANSWER,
    coursePlan: PLAN,
    showCoursePlan: 0,
    mapX: 1,
    mapY: 2,
    mediaContent: null,
    orderNum: 1,
  } as typeof teachingCourseUnit.$inferSelect;

  it('keeps the answer file and the hidden plan for teachers only', () => {
    expect(learnerUnit(row, '课', 'learner', undefined, true)).toMatchObject({
      coursePlan: PLAN,
      courseWorkAnswer: ANSWER,
    });
    const asStudent = learnerUnit(row, '课', 'learner', undefined);
    expect(asStudent.coursePlan).toBeNull();
    expect(asStudent).not.toHaveProperty('courseWorkAnswer');
    expect(learnerUnit({ ...row, showCoursePlan: 1 }, '课', 'learner', undefined).coursePlan).toBe(PLAN);
  });
});
