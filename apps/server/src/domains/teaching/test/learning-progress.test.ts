import type { CourseDetail, LearnerUnit, MyCourse } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../../identity/index.ts';
import { recordHomework, type UnitProgressChanged } from '../index.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';
import { COURSE, UNIT } from './course-fixtures.ts';
import { addCourse, addUnit, classIdOf, linkCourse, userIdOf } from './learning-fixtures.ts';

let student: Client;
let student2: Client;
let course: string;
let units: string[];
let trialUnit: string;
let lockedUnit: string;
const events: UnitProgressChanged[] = [];

async function viewLogs(username: string) {
  return s.t.db
    .select()
    .from(teachingUnitViewLog)
    .where(eq(teachingUnitViewLog.userId, await userIdOf(s.t, username)));
}

async function progressRow(username: string, unitId: string) {
  const [row] = await s.t.db
    .select()
    .from(teachingUnitProgress)
    .where(
      and(
        eq(teachingUnitProgress.userId, await userIdOf(s.t, username)),
        eq(teachingUnitProgress.unitId, unitId),
      ),
    );
  return row;
}

const s = testAppSuite();

beforeAll(async () => {
  s.t.ctx.events.subscribe('teaching.unitProgress', (e) => {
    events.push(e);
  });
  student = clientOf(s.t, await s.t.login('student1'));
  student2 = clientOf(s.t, await s.t.login('student2'));
  // student2 belongs to no class here.
  await s.t.db.delete(sysUserDepart).where(eq(sysUserDepart.userId, await userIdOf(s.t, 'student2')));
  course = await addCourse(s.t, { courseName: '进度课' });
  units = [await addUnit(s.t, course, { orderNum: 1 }), await addUnit(s.t, course, { orderNum: 2 })];
  await linkCourse(s.t, await classIdOf(s.t, 'A01A01'), course);
  const trial = await addCourse(s.t, { courseType: 1, showHome: 1 });
  trialUnit = await addUnit(s.t, trial);
  const locked = await addCourse(s.t, { showHome: 1 });
  lockedUnit = await addUnit(s.t, locked);
});

describe('viewing a unit', () => {
  it('logs each view, counts it in the progress and announces it after the commit', async () => {
    const first = await student.post(`${UNIT}/unitViewLog`, { unitId: units[0] });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ unitId: units[0], viewCount: 1, state: 'viewed' });
    const second = await student.post(`${UNIT}/unitViewLog`, { unitId: units[0] });
    expect(second.body.result).toMatchObject({ viewCount: 2 });

    expect(await viewLogs('student1')).toHaveLength(2);
    const row = await progressRow('student1', units[0]);
    expect(row).toMatchObject({ viewCount: 2, courseId: course, tenantId: DEFAULT_TENANT_ID });
    expect(row.firstViewTime!.getTime()).toBeLessThanOrEqual(row.lastViewTime!.getTime());

    await new Promise((r) => setTimeout(r, 20));
    expect(events).toContainEqual({
      tenantId: DEFAULT_TENANT_ID,
      userId: await userIdOf(s.t, 'student1'),
      courseId: course,
      unitId: units[0],
    });
  });

  it('shows up in my courses and on the course map', async () => {
    const mine = (await student.get(`${COURSE}/mineCourse`)).body.result as MyCourse[];
    expect(mine.find((c) => c.id === course)).toMatchObject({ doneUnits: 1, progress: 50, unitCount: 2 });
    const detail = (await student.get(`${COURSE}/courseDetail?id=${course}`)).body.result as CourseDetail;
    expect(detail.units.map((u) => u.state)).toEqual(['viewed', 'open']);
    expect(detail).toMatchObject({ doneUnits: 1, progress: 50 });
  });

  it('records nothing without access to the course', async () => {
    const res = await student2.post(`${UNIT}/unitViewLog`, { unitId: units[0] });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/学习权限/);
    expect((await student2.post(`${UNIT}/unitViewLog`, { unitId: lockedUnit })).status).toBe(403);
    expect(await viewLogs('student2')).toHaveLength(0);
    expect(await progressRow('student2', units[0])).toBeUndefined();
  });

  it('records views of a trial course for any signed-in user, and none for visitors', async () => {
    expect((await student2.post(`${UNIT}/unitViewLog`, { unitId: trialUnit })).status).toBe(200);
    expect(await viewLogs('student2')).toHaveLength(1);
    expect((await call(s.t, 'POST', `${UNIT}/unitViewLog`, { unitId: trialUnit })).status).toBe(401);
  });

  it('refuses bad input in Chinese', async () => {
    const missing = await student.post(`${UNIT}/unitViewLog`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/缺少单元 id/);
    expect((await student.post(`${UNIT}/unitViewLog`, { unitId: 'nope' })).status).toBe(404);
  });
});

describe('video position', () => {
  it('saves the resume position and gives it back with the unit', async () => {
    const res = await student.post(`${UNIT}/videoProgress`, { unitId: units[1], position: 42.5 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ videoPosition: 42.5, viewCount: 0, state: 'open' });
    await student.post(`${UNIT}/videoProgress`, { unitId: units[1], position: 60 });
    const list = (
      (await student.get(`${UNIT}/mineUnit?courseId=${course}`)).body.result as { records: LearnerUnit[] }
    ).records;
    expect(list.find((u) => u.id === units[1])?.videoPosition).toBe(60);
  });

  it('accepts only a number of seconds from 0', async () => {
    for (const position of [-1, 'abc', null, 100_000]) {
      const res = await student.post(`${UNIT}/videoProgress`, { unitId: units[1], position });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/播放位置/);
    }
    expect((await progressRow('student1', units[1])).videoPosition).toBe(60);
    expect((await student2.post(`${UNIT}/videoProgress`, { unitId: units[1], position: 5 })).status).toBe(
      403,
    );
  });
});

describe('homework progress', () => {
  it('records submitted and graded homework for the works domain', async () => {
    const userId = await userIdOf(s.t, 'student1');
    const event = await recordHomework(s.t.db, DEFAULT_TENANT_ID, userId, units[1], 1);
    expect(event).toEqual({ tenantId: DEFAULT_TENANT_ID, userId, courseId: course, unitId: units[1] });
    let info = await student.get(`${UNIT}/getUnitWorkInfo?unitId=${units[1]}`);
    expect(info.body.result).toMatchObject({ homeworkState: 1, state: 'submitted', score: null });

    await recordHomework(s.t.db, DEFAULT_TENANT_ID, userId, units[1], 2, 95);
    info = await student.get(`${UNIT}/getUnitWorkInfo?unitId=${units[1]}`);
    expect(info.body.result).toMatchObject({ homeworkState: 2, state: 'graded', score: 95 });
    const detail = (await student.get(`${COURSE}/courseDetail?id=${course}`)).body.result as CourseDetail;
    expect(detail.units[1]).toMatchObject({ state: 'graded', score: 95 });
  });

  it('refuses bad states and scores, and ignores units of another tenant', async () => {
    const userId = await userIdOf(s.t, 'student1');
    await expect(recordHomework(s.t.db, DEFAULT_TENANT_ID, userId, units[1], 3 as 2)).rejects.toThrow(
      /作业状态/,
    );
    await expect(recordHomework(s.t.db, DEFAULT_TENANT_ID, userId, units[1], 2, 101)).rejects.toThrow(
      /作业成绩/,
    );
    expect(await recordHomework(s.t.db, 'another-tenant', userId, units[1], 1)).toBeNull();
    expect((await progressRow('student1', units[1])).score).toBe(95);
  });
});
