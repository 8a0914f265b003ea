import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUnit, teachingUnitProgress } from '../../teaching/index.ts';
import { teachingWork } from '../work/work-tables.ts';
import { addAdditional, uploadSb3, userIdOf, WORK, type WorksWorld, worksApp } from './work-fixtures.ts';

let t: TestApp;
let w: WorksWorld;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ t, w } = await worksApp());
});
afterAll(() => t.close());

/** student1's progress row of the world's unit. */
async function student1Progress() {
  const [progress] = await t.db
    .select()
    .from(teachingUnitProgress)
    .where(
      and(
        eq(teachingUnitProgress.userId, await userIdOf(t, 'student1')),
        eq(teachingUnitProgress.unitId, w.unitId),
      ),
    );
  return progress;
}

async function submit(c: WorksWorld['student'], body: Record<string, unknown>) {
  const workFile = await uploadSb3(t, c, String(Math.random()));
  return c.post(`${WORK}/submit`, { workName: '作业', workType: 2, workFile, workStatus: 1, ...body });
}

describe('homework submit', () => {
  it('hands in unit homework: status 1, scene course, class set, progress recorded', async () => {
    const res = await submit(w.student, { unitId: w.unitId });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(teachingWork)
      .where(eq(teachingWork.id, (res.body.result as { id: string }).id));
    expect(row).toMatchObject({
      workStatus: 1,
      workScene: 'course',
      departId: w.classA,
      courseId: w.courseId,
    });
    expect((await student1Progress()).homeworkState).toBe(1);
  });

  it('a second submit for the same unit updates the same work', async () => {
    const first = await submit(w.student2, { unitId: w.unitId, workName: '第一次' });
    const second = await submit(w.student2, { unitId: w.unitId, workName: '第二次' });
    expect(second.status).toBe(200);
    expect((second.body.result as { id: string }).id).toBe((first.body.result as { id: string }).id);
    const rows = await t.db
      .select()
      .from(teachingWork)
      .where(and(eq(teachingWork.userId, await userIdOf(t, 'student2')), eq(teachingWork.unitId, w.unitId)));
    expect(rows).toHaveLength(1);
    expect(rows[0].workName).toBe('第二次');
    const info = await w.student2.get(`${WORK}/studentWorkInfo?unitId=${w.unitId}`);
    expect((info.body.result as { id: string }).id).toBe(rows[0].id);
  });

  it('refuses unit homework from a student whose class does not have the course (403)', async () => {
    const res = await submit(w.studentB, { unitId: w.unitId });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('班级');
    const asked = await submit(w.student, { unitId: w.unitId, departId: w.classB });
    expect(asked.status).toBe(403);
  });

  it('checks extra homework: published, inside its window, set for my class', async () => {
    const now = Date.now();
    const open = await addAdditional(t, { workDept: w.classA });
    const ok = await submit(w.student, { additionalId: open });
    expect(ok.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(teachingWork)
      .where(eq(teachingWork.id, (ok.body.result as { id: string }).id));
    expect(row).toMatchObject({ workScene: 'additional', additionalId: open, workStatus: 1 });

    const draft = await addAdditional(t, { workDept: w.classA, status: 0 });
    expect((await submit(w.student, { additionalId: draft })).status).toBe(400);
    const closed = await addAdditional(t, { workDept: w.classA, status: 2 });
    expect((await submit(w.student, { additionalId: closed })).status).toBe(400);
    const ended = await addAdditional(t, { workDept: w.classA, endTime: new Date(now - HOUR) });
    const late = await submit(w.student, { additionalId: ended });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('截止');
    const future = await addAdditional(t, { workDept: w.classA, startTime: new Date(now + HOUR) });
    expect((await submit(w.student, { additionalId: future })).status).toBe(400);
    const otherClass = await addAdditional(t, { workDept: w.classB });
    expect((await submit(w.student, { additionalId: otherClass })).status).toBe(403);
  });

  it('saving over handed-in homework takes it back to saved; a free work handed in joins the unit', async () => {
    const free = await w.studentB.post(`${WORK}/submit`, {
      workName: '自由',
      workType: 2,
      workFile: await uploadSb3(t, w.studentB),
    });
    expect(free.status).toBe(200);
    const handed = await submit(w.student, { unitId: w.unitId });
    const id = (handed.body.result as { id: string }).id;
    const resave = await w.student.post(`${WORK}/submit`, {
      id,
      workName: '再改改',
      workType: 2,
      workFile: await uploadSb3(t, w.student, 'again'),
    });
    expect(resave.status).toBe(200);
    const [row] = await t.db.select().from(teachingWork).where(eq(teachingWork.id, id));
    expect(row).toMatchObject({ workStatus: 0, unitId: w.unitId });
    expect((await student1Progress()).homeworkState).toBe(0);
    const own = await w.student2.post(`${WORK}/submit`, {
      workName: '自由创作',
      workType: 2,
      workFile: await uploadSb3(t, w.student2, 'free'),
    });
    const freeId = (own.body.result as { id: string }).id;
    // student2 already has a work for this unit: a second one is refused.
    const twice = await w.student2.post(`${WORK}/submit`, {
      id: freeId,
      workName: '交作业',
      workType: 2,
      unitId: w.unitId,
      workStatus: 1,
    });
    expect(twice.status).toBe(400);
    const unit2 = uuidv7();
    await t.db
      .insert(teachingCourseUnit)
      .values({ id: unit2, tenantId: DEFAULT_TENANT_ID, courseId: w.courseId, unitName: '第二课' });
    const promoted = await w.student2.post(`${WORK}/submit`, {
      id: freeId,
      workName: '交作业',
      workType: 2,
      unitId: unit2,
      workStatus: 1,
    });
    expect(promoted.status).toBe(200);
    const [p] = await t.db.select().from(teachingWork).where(eq(teachingWork.id, freeId));
    expect(p).toMatchObject({ workScene: 'course', unitId: unit2, departId: w.classA, workStatus: 1 });
  });
});
