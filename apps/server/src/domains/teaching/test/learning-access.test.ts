import type { CourseDetail, HomeCourse, LearnerUnit, MyCourse } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingCourseDept } from '../courses/course-tables.ts';
import { COURSE, UNIT } from './course-fixtures.ts';
import {
  addCourse,
  addUnit,
  classesWithStudent2Moved,
  HOUR,
  LEARNING_USERS,
  linkCourse,
  userIdOf,
} from './learning-fixtures.ts';

const s = signedInSuite(LEARNING_USERS);

let classA: string;
let classB: string;
/** Open to class A now, shown on the home page. */
let openCourse: string;
/** Linked to class A, opening tomorrow. */
let laterCourse: string;
/** Linked only to class B. */
let otherClassCourse: string;
/** Linked to nobody. */
let loneCourse: string;
/** A trial course on the home page. */
let trialCourse: string;
let trialUnit: string;
let openUnits: string[];

const visitor = (url: string) => call(s.t, 'GET', url);
const names = (list: { courseName: string }[]) => list.map((c) => c.courseName);

beforeAll(async () => {
  ({ classA, classB } = await classesWithStudent2Moved(s.t));

  openCourse = await addCourse(s.t, { courseName: '开放课', orderNum: 2, showHome: 1 });
  openUnits = [
    await addUnit(s.t, openCourse, { unitName: '第一课', orderNum: 1 }),
    await addUnit(s.t, openCourse, {
      unitName: '第二课',
      orderNum: 2,
      showCourseVideo: 0,
      showCourseCase: 0,
      showCoursePpt: 0,
      showCoursePlan: 1,
    }),
    await addUnit(s.t, openCourse, {
      unitName: '第三课',
      orderNum: 3,
      courseVideoSource: 3,
      courseVideo: 'https://evil.example.com/player',
    }),
  ];
  await addUnit(s.t, openCourse, { unitName: '已删除', orderNum: 4, delFlag: 1 });
  await linkCourse(s.t, classA, openCourse, new Date(Date.now() - HOUR));

  laterCourse = await addCourse(s.t, { courseName: '明天开放', orderNum: 1 });
  await addUnit(s.t, laterCourse);
  await linkCourse(s.t, classA, laterCourse, new Date(Date.now() + 24 * HOUR));

  otherClassCourse = await addCourse(s.t, { courseName: '二班的课', orderNum: 0 });
  await addUnit(s.t, otherClassCourse);
  await linkCourse(s.t, classB, otherClassCourse, null);

  loneCourse = await addCourse(s.t, { courseName: '未授权', orderNum: 0 });
  await addUnit(s.t, loneCourse);

  trialCourse = await addCourse(s.t, { courseName: '体验课', courseType: 1, showHome: 1, orderNum: 5 });
  trialUnit = await addUnit(s.t, trialCourse, { unitName: '体验第一课' });
});

describe('my courses', () => {
  it('lists only courses of my classes that are open now, in order, with progress', async () => {
    const res = await s.student.get(`${COURSE}/mineCourse`);
    expect(res.status).toBe(200);
    const list = res.body.result as MyCourse[];
    expect(names(list)).toEqual(['开放课']);
    expect(list[0]).toMatchObject({ unitCount: 3, doneUnits: 0, progress: 0 });
    expect(list[0].openTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const other = (await s.student2.get(`${COURSE}/mineCourse`)).body.result as MyCourse[];
    expect(names(other)).toEqual(['二班的课']);
  });

  it('shows a course from its open time on, and never through a withdrawn link', async () => {
    await s.t.db
      .update(teachingCourseDept)
      .set({ openTime: new Date(Date.now() - 1000) })
      .where(eq(teachingCourseDept.courseId, laterCourse));
    expect(names((await s.student.get(`${COURSE}/mineCourse`)).body.result as MyCourse[])).toEqual([
      '明天开放',
      '开放课',
    ]);
    await s.t.db
      .update(teachingCourseDept)
      .set({ delFlag: 1 })
      .where(eq(teachingCourseDept.courseId, laterCourse));
    expect(names((await s.student.get(`${COURSE}/mineCourse`)).body.result as MyCourse[])).toEqual([
      '开放课',
    ]);
    await s.t.db
      .update(teachingCourseDept)
      .set({ delFlag: 0, openTime: new Date(Date.now() + 24 * HOUR) })
      .where(eq(teachingCourseDept.courseId, laterCourse));
  });

  it('gives teachers the courses of the classes they manage', async () => {
    const before = names((await s.teacher.get(`${COURSE}/mineCourse`)).body.result as MyCourse[]);
    expect(before).toEqual(['开放课']);
    await s.t.db
      .update(sysUser)
      .set({ departIds: `${classA},${classB}` })
      .where(eq(sysUser.id, await userIdOf(s.t, 'teacher')));
    const after = names((await s.teacher.get(`${COURSE}/mineCourse`)).body.result as MyCourse[]);
    expect(after).toEqual(['二班的课', '开放课']);
  });

  it('needs a sign-in', async () => {
    expect((await visitor(`${COURSE}/mineCourse`)).status).toBe(401);
  });
});

describe('course detail', () => {
  it('shows visitors a home-page course with its regular units locked', async () => {
    const res = await visitor(`${COURSE}/courseDetail?id=${openCourse}`);
    expect(res.status).toBe(200);
    const detail = res.body.result as CourseDetail;
    expect(detail.access).toBe('locked');
    expect(detail.units.map((u) => u.state)).toEqual(['locked', 'locked', 'locked']);
    expect(detail.units[0]).toMatchObject({ mapX: 20, mapY: 40, unitName: '第一课' });
    expect(JSON.stringify(detail)).not.toContain('teaching/video.mp4');
  });

  it('opens the units of a trial course to visitors', async () => {
    const detail = (await visitor(`${COURSE}/courseDetail?id=${trialCourse}`)).body.result as CourseDetail;
    expect(detail.access).toBe('trial');
    expect(detail.units.map((u) => u.state)).toEqual(['open']);
  });

  it('gives learners the open state of each unit', async () => {
    const detail = (await s.student.get(`${COURSE}/courseDetail?id=${openCourse}`)).body
      .result as CourseDetail;
    expect(detail.access).toBe('learner');
    expect(detail.units.map((u) => u.state)).toEqual(['open', 'open', 'open']);
  });

  it('refuses courses that are neither open to me nor on the home page', async () => {
    for (const id of [laterCourse, loneCourse, otherClassCourse]) {
      const res = await s.student.get(`${COURSE}/courseDetail?id=${id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/学习权限/);
      expect((await visitor(`${COURSE}/courseDetail?id=${id}`)).status).toBe(403);
    }
  });

  it('answers 404 for unknown courses and 400 for a bad id', async () => {
    expect((await s.student.get(`${COURSE}/courseDetail?id=nope`)).status).toBe(404);
    const bad = await visitor(`${COURSE}/courseDetail?id=${encodeURIComponent("1' or 1=1")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('课程 id格式不正确');
    const missing = await visitor(`${COURSE}/courseDetail`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/缺少课程 id/);
  });
});

describe('unit content', () => {
  it('never shows visitors the content of a regular course', async () => {
    const res = await visitor(`${UNIT}/mineUnit?courseId=${openCourse}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('请先登录并加入班级后再学习这门课程');
    expect(JSON.stringify(res.body)).not.toContain('teaching/');
  });

  it('shows visitors the content of a trial course, without the answer file', async () => {
    const res = await visitor(`${UNIT}/mineUnit?courseId=${trialCourse}`);
    expect(res.status).toBe(200);
    const [unit] = (res.body.result as { records: LearnerUnit[] }).records;
    expect(unit).toMatchObject({ id: trialUnit, courseVideo: 'teaching/video.mp4', state: 'open' });
    expect(JSON.stringify(res.body)).not.toContain('SECRET-answer');
    expect(unit).not.toHaveProperty('courseWorkAnswer');
  });

  it('refuses a student outside the classes of a regular course', async () => {
    const res = await s.student2.get(`${UNIT}/mineUnit?courseId=${openCourse}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/学习权限/);
    expect((await s.student.get(`${UNIT}/mineUnit?courseId=${laterCourse}`)).status).toBe(403);
  });

  it('removes hidden items and unsafe embeds for learners', async () => {
    const res = await s.student.get(`${UNIT}/mineUnit?courseId=${openCourse}`);
    expect(res.status).toBe(200);
    const units = (res.body.result as { records: LearnerUnit[] }).records;
    expect(units.map((u) => u.unitName)).toEqual(['第一课', '第二课', '第三课']);
    for (const u of units) expect(u).not.toHaveProperty('courseWorkAnswer');
    const [first, hidden, embed] = units;
    expect(first).toMatchObject({
      courseVideo: 'teaching/video.mp4',
      courseCase: 'teaching/case.sb3',
      coursePpt: 'teaching/slides.pdf',
      coursePlan: null,
      courseWork: 'teaching/starter.sb3',
      courseName: '开放课',
    });
    expect(hidden).toMatchObject({
      courseVideo: null,
      courseCase: null,
      coursePpt: null,
      coursePlan: 'teaching/plan.docx',
    });
    expect(embed.courseVideo).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('SECRET-answer');
  });

  it('needs a sign-in for homework info and keeps the answer out', async () => {
    expect((await visitor(`${UNIT}/getUnitWorkInfo?unitId=${openUnits[0]}`)).status).toBe(401);
    const res = await s.student.get(`${UNIT}/getUnitWorkInfo?unitId=${openUnits[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      courseWork: 'teaching/starter.sb3',
      courseWorkType: 2,
      courseWorkType_dictText: 'Scratch',
      homeworkState: 0,
      state: 'open',
    });
    expect(JSON.stringify(res.body)).not.toContain('SECRET-answer');
    expect((await s.student2.get(`${UNIT}/getUnitWorkInfo?unitId=${openUnits[0]}`)).status).toBe(403);
    expect((await s.student.get(`${UNIT}/getUnitWorkInfo`)).status).toBe(400);
  });
});

describe('public course gallery', () => {
  it('lists home-page courses with filters and paging, and only card fields', async () => {
    const res = await visitor(`${COURSE}/getHomeCourse?pageSize=10`);
    expect(res.status).toBe(200);
    const page = res.body.result as { records: HomeCourse[]; total: number };
    expect(names(page.records)).toEqual(['开放课', '体验课']);
    expect(page.records[0]).not.toHaveProperty('departIds');
    expect(page.records[0]).not.toHaveProperty('sysOrgCode');
    expect(page.records[0].unitCount).toBe(3);

    const trial = (await visitor(`${COURSE}/getHomeCourse?courseType=1`)).body.result as {
      records: HomeCourse[];
    };
    expect(names(trial.records)).toEqual(['体验课']);
    const named = (await visitor(`${COURSE}/getHomeCourse?courseName=${encodeURIComponent('开放')}`)).body
      .result as { records: HomeCourse[] };
    expect(names(named.records)).toEqual(['开放课']);
    const pct = (await visitor(`${COURSE}/getHomeCourse?courseName=%25`)).body.result as { total: number };
    expect(pct.total).toBe(0);
    const second = (await visitor(`${COURSE}/getHomeCourse?pageSize=1&pageNo=2`)).body.result as {
      records: HomeCourse[];
      pages: number;
    };
    expect(names(second.records)).toEqual(['体验课']);
    expect(second.pages).toBe(2);
    const bad = await visitor(`${COURSE}/getHomeCourse?pageSize=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('每页条数必须是正整数');
  });
});

describe('tenants', () => {
  it("never shows another tenant's courses or units", async () => {
    const home = (await s.outsider.get(`${COURSE}/getHomeCourse`)).body.result as { total: number };
    expect(home.total).toBe(0);
    expect((await s.outsider.get(`${COURSE}/courseDetail?id=${openCourse}`)).status).toBe(404);
    expect((await s.outsider.get(`${UNIT}/mineUnit?courseId=${trialCourse}`)).status).toBe(404);
    expect((await s.outsider.get(`${UNIT}/getUnitWorkInfo?unitId=${openUnits[0]}`)).status).toBe(404);
    expect((await s.outsider.post(`${UNIT}/unitViewLog`, { unitId: openUnits[0] })).status).toBe(404);
    expect((await s.outsider.get(`${COURSE}/mineCourse`)).body.result).toEqual([]);
  });
});
