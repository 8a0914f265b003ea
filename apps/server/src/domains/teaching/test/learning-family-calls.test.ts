import type { LearnerCourse, LearnerUnit, PageResult, UnitProgress } from '@ck/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';
import { COURSE, UNIT } from './course-fixtures.ts';
import {
  addCourse,
  addUnit,
  classesWithStudent2Moved,
  HOUR,
  linkCourse,
  userIdOf,
} from './learning-fixtures.ts';

// The teaching family's student map page (CourseUnitMap) reads `queryById` for the course and a page
// of `mineUnit` for its units, and its unit dialog records a view with GET teachingDepartDayLog/unitViewLog.

const VIEW_LOG = '/api/teaching/teachingDepartDayLog/unitViewLog';
/** Fields only the back office reads: a learner's course never carries them. */
const BACK_OFFICE_ONLY = [
  'departIds',
  'departIds_dictText',
  'sysOrgCode',
  'isShared',
  'licensed',
  'createBy',
];

let mapCourse: string;
let mapUnits: string[];
let laterCourse: string;
let trialCourse: string;
/** Another school's course, not licensed to the teacher's school, yet linked to class A. */
let foreignLinked: string;
let foreignUnlinked: string;

const s = signedInSuite({
  student: 'student1',
  student2: 'student2',
  teacher: 'teacher',
  admin: 'admin',
  outsider: 'other_admin',
});

beforeAll(async () => {
  const { classA } = await classesWithStudent2Moved(s.t);

  mapCourse = await addCourse(s.t, {
    courseName: '地图课',
    courseDesc: '按地图学习',
    departIds: classA,
    sysOrgCode: 'A01',
    isShared: 1,
  });
  mapUnits = [];
  // Inserted out of order: pages follow the units' order numbers.
  for (const n of [12, 3, 7, 1, 10, 5, 2, 8, 11, 4, 9, 6])
    mapUnits[n - 1] = await addUnit(s.t, mapCourse, { unitName: `第${n}关`, orderNum: n, mapX: n * 10 });
  await linkCourse(s.t, classA, mapCourse, new Date(Date.now() - HOUR));
  laterCourse = await addCourse(s.t, { courseName: '下周开放' });
  await addUnit(s.t, laterCourse);
  await linkCourse(s.t, classA, laterCourse, new Date(Date.now() + 7 * 24 * HOUR));
  trialCourse = await addCourse(s.t, { courseName: '体验课', courseType: 1, showHome: 1 });
  await addUnit(s.t, trialCourse);
  foreignLinked = await addCourse(s.t, { courseName: '外校课', sysOrgCode: 'B01' });
  await linkCourse(s.t, classA, foreignLinked, null);
  foreignUnlinked = await addCourse(s.t, { courseName: '外校未关联', sysOrgCode: 'B01' });
});

describe('GET teachingCourse/queryById', () => {
  it('opens a course the student learns, as the learner sees it', async () => {
    const res = await s.student.get(`${COURSE}/queryById?id=${mapCourse}`);
    expect(res.status, res.body.message).toBe(200);
    const course = res.body.result as LearnerCourse;
    expect(course).toMatchObject({
      id: mapCourse,
      courseName: '地图课',
      courseDesc: '按地图学习',
      courseMap: 'teaching/map.png',
      showType: 1,
      access: 'learner',
      unitCount: 12,
      doneUnits: 0,
      progress: 0,
    });
    for (const field of [...BACK_OFFICE_ONLY, 'units']) expect(course).not.toHaveProperty(field);
  });

  it('opens a public trial course to any signed-in user', async () => {
    const res = await s.student2.get(`${COURSE}/queryById?id=${trialCourse}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ id: trialCourse, access: 'trial' });
  });

  it('refuses courses the student may not learn, unknown ones and visitors', async () => {
    const other = await s.student2.get(`${COURSE}/queryById?id=${mapCourse}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/学习权限/);
    expect(JSON.stringify(other.body)).not.toContain('地图课');
    expect((await s.student.get(`${COURSE}/queryById?id=${laterCourse}`)).status).toBe(403);
    const unknown = await s.student.get(`${COURSE}/queryById?id=nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('课程不存在');
    expect((await s.outsider.get(`${COURSE}/queryById?id=${mapCourse}`)).status).toBe(404);
    expect((await call(s.t, 'GET', `${COURSE}/queryById?id=${mapCourse}`)).status).toBe(401);
    const missing = await s.student.get(`${COURSE}/queryById`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/缺少 id/);
  });

  it('opens to a teacher a course outside the back office that they learn with their class, else 404', async () => {
    const res = await s.teacher.get(`${COURSE}/queryById?id=${foreignLinked}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ id: foreignLinked, access: 'learner' });
    for (const field of BACK_OFFICE_ONLY) expect(res.body.result).not.toHaveProperty(field);
    const hidden = await s.teacher.get(`${COURSE}/queryById?id=${foreignUnlinked}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).not.toMatch(/学习权限/);
  });

  it('still gives the back office every field', async () => {
    for (const c of [s.admin, s.teacher]) {
      const res = await c.get(`${COURSE}/queryById?id=${mapCourse}`);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.result).toMatchObject({ id: mapCourse, isShared: 1, sysOrgCode: 'A01' });
      expect(res.body.result).toHaveProperty('departIds');
    }
  });
});

describe('GET teachingCourseUnit/mineUnit', () => {
  const page = async (query: string) => {
    const res = await s.student.get(`${UNIT}/mineUnit?courseId=${mapCourse}${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body.result as PageResult<LearnerUnit>;
  };

  it('answers a page of the units in order, 10 by default', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(first.records.map((u) => u.unitName)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `第${n}关`),
    );
    expect(first.records[0]).toMatchObject({ id: mapUnits[0], mapX: 10, mapY: 40, state: 'open' });
  });

  it('honours pageNo and pageSize', async () => {
    const second = await page('&pageNo=2&pageSize=5');
    expect(second).toMatchObject({ total: 12, size: 5, current: 2, pages: 3 });
    expect(second.records.map((u) => u.id)).toEqual(mapUnits.slice(5, 10));
    const all = await page('&pageNo=1&pageSize=99');
    expect(all.records.map((u) => u.id)).toEqual(mapUnits);
    expect((await page('&pageNo=4&pageSize=5')).records).toEqual([]);
  });

  it('refuses bad paging in Chinese', async () => {
    const zero = await s.student.get(`${UNIT}/mineUnit?courseId=${mapCourse}&pageSize=0`);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('每页条数必须是正整数');
    const huge = await s.student.get(`${UNIT}/mineUnit?courseId=${mapCourse}&pageSize=501`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('每页最多 500 条');
    const word = await s.student.get(`${UNIT}/mineUnit?courseId=${mapCourse}&pageNo=abc`);
    expect(word.status).toBe(400);
    expect(word.body.message).toBe('页码必须是正整数');
  });
});

describe('GET teachingDepartDayLog/unitViewLog', () => {
  const logged = async (userId: string, unitId: string) => {
    const [{ n }] = await s.t.db
      .select({ n: count() })
      .from(teachingUnitViewLog)
      .where(and(eq(teachingUnitViewLog.userId, userId), eq(teachingUnitViewLog.unitId, unitId)));
    return Number(n);
  };

  it('records a view like the POST address: a log row and the progress count', async () => {
    const me = await userIdOf(s.t, 'student1');
    const unit = mapUnits[2];
    const res = await s.student.get(`${VIEW_LOG}?unitId=${unit}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已记录');
    expect(res.body.result).toEqual({ unitId: unit, viewCount: 1, videoPosition: 0, state: 'viewed' });
    const viaPost = await s.student.post(`${UNIT}/unitViewLog`, { unitId: unit });
    expect((viaPost.body.result as UnitProgress).viewCount).toBe(2);
    const again = await s.student.get(`${VIEW_LOG}?unitId=${unit}`);
    expect((again.body.result as UnitProgress).viewCount).toBe(3);
    expect(await logged(me, unit)).toBe(3);
    const [progress] = await s.t.db
      .select()
      .from(teachingUnitProgress)
      .where(and(eq(teachingUnitProgress.userId, me), eq(teachingUnitProgress.unitId, unit)));
    expect(progress).toMatchObject({ courseId: mapCourse, viewCount: 3 });
    const detail = await s.student.get(`${COURSE}/queryById?id=${mapCourse}`);
    expect(detail.body.result).toMatchObject({ doneUnits: 1, progress: 8 });
  });

  it('refuses outsiders, visitors and bad ids without writing anything', async () => {
    const other = await userIdOf(s.t, 'student2');
    const unit = mapUnits[0];
    const refused = await s.student2.get(`${VIEW_LOG}?unitId=${unit}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/学习权限/);
    expect(await logged(other, unit)).toBe(0);
    expect((await call(s.t, 'GET', `${VIEW_LOG}?unitId=${unit}`)).status).toBe(401);
    expect((await s.outsider.get(`${VIEW_LOG}?unitId=${unit}`)).status).toBe(404);
    const missing = await s.student.get(VIEW_LOG);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/缺少单元 id/);
    const bad = await s.student.get(`${VIEW_LOG}?unitId=${encodeURIComponent("x' or 1=1")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('单元 id格式不正确');
    expect(await logged(await userIdOf(s.t, 'student1'), unit)).toBe(0);
  });
});
