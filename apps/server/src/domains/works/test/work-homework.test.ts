import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUnit, teachingUnitProgress } from '../../teaching/index.ts';
import { teachingWork } from '../work/work-tables.ts';
import { addAdditional, uploadSb3, userIdOf, WORK, type WorksWorld, worksApp } from './work-fixtures.ts';

const suite = appSuite(worksApp);

const HOUR = 3_600_000;

/** student1's progress row of the world's unit. */
async function student1Progress() {
  const [progress] = await suite.t.db
    .select()
    .from(teachingUnitProgress)
    .where(
      and(
        eq(teachingUnitProgress.userId, await userIdOf(suite.t, 'student1')),
        eq(teachingUnitProgress.unitId, suite.w.unitId),
      ),
    );
  return progress;
}

async function submit(c: WorksWorld['student'], body: Record<string, unknown>) {
  const workFile = await uploadSb3(suite.t, c, String(Math.random()));
  return c.post(`${WORK}/submit`, { workName: '作业', workType: 2, workFile, workStatus: 1, ...body });
}

describe('homework submit', () => {
  it('hands in unit homework: status 1, scene course, class set, progress recorded', async () => {
    const res = await submit(suite.w.student, { unitId: suite.w.unitId });
    expect(res.status).toBe(200);
    const [row] = await suite.t.db
      .select()
      .from(teachingWork)
      .where(eq(teachingWork.id, (res.body.result as { id: string }).id));
    expect(row).toMatchObject({
      workStatus: 1,
      workScene: 'course',
      departId: suite.w.classA,
      courseId: suite.w.courseId,
    });
    expect((await student1Progress()).homeworkState).toBe(1);
  });

  it('a second submit for the same unit updates the same work', async () => {
    const first = await submit(suite.w.student2, { unitId: suite.w.unitId, workName: '第一次' });
    const second = await submit(suite.w.student2, { unitId: suite.w.unitId, workName: '第二次' });
    expect(second.status).toBe(200);
    expect((second.body.result as { id: string }).id).toBe((first.body.result as { id: string }).id);
    const rows = await suite.t.db
      .select()
      .from(teachingWork)
      .where(
        and(
          eq(teachingWork.userId, await userIdOf(suite.t, 'student2')),
          eq(teachingWork.unitId, suite.w.unitId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0].workName).toBe('第二次');
    const info = await suite.w.student2.get(`${WORK}/studentWorkInfo?unitId=${suite.w.unitId}`);
    expect((info.body.result as { id: string }).id).toBe(rows[0].id);
  });

  it('refuses unit homework from a student whose class does not have the course (403)', async () => {
    const res = await submit(suite.w.studentB, { unitId: suite.w.unitId });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('班级');
    const asked = await submit(suite.w.student, { unitId: suite.w.unitId, departId: suite.w.classB });
    expect(asked.status).toBe(403);
  });

  it('checks extra homework: published, inside its window, set for my class', async () => {
    const now = Date.now();
    const open = await addAdditional(suite.t, { workDept: suite.w.classA });
    const ok = await submit(suite.w.student, { additionalId: open });
    expect(ok.status).toBe(200);
    const [row] = await suite.t.db
      .select()
      .from(teachingWork)
      .where(eq(teachingWork.id, (ok.body.result as { id: string }).id));
    expect(row).toMatchObject({ workScene: 'additional', additionalId: open, workStatus: 1 });

    const draft = await addAdditional(suite.t, { workDept: suite.w.classA, status: 0 });
    expect((await submit(suite.w.student, { additionalId: draft })).status).toBe(400);
    const closed = await addAdditional(suite.t, { workDept: suite.w.classA, status: 2 });
    expect((await submit(suite.w.student, { additionalId: closed })).status).toBe(400);
    const ended = await addAdditional(suite.t, { workDept: suite.w.classA, endTime: new Date(now - HOUR) });
    const late = await submit(suite.w.student, { additionalId: ended });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('截止');
    const future = await addAdditional(suite.t, {
      workDept: suite.w.classA,
      startTime: new Date(now + HOUR),
    });
    expect((await submit(suite.w.student, { additionalId: future })).status).toBe(400);
    const otherClass = await addAdditional(suite.t, { workDept: suite.w.classB });
    expect((await submit(suite.w.student, { additionalId: otherClass })).status).toBe(403);
  });

  it('saving over handed-in homework takes it back to saved; a free work handed in joins the unit', async () => {
    const free = await suite.w.studentB.post(`${WORK}/submit`, {
      workName: '自由',
      workType: 2,
      workFile: await uploadSb3(suite.t, suite.w.studentB),
    });
    expect(free.status).toBe(200);
    const handed = await submit(suite.w.student, { unitId: suite.w.unitId });
    const id = (handed.body.result as { id: string }).id;
    const resave = await suite.w.student.post(`${WORK}/submit`, {
      id,
      workName: '再改改',
      workType: 2,
      workFile: await uploadSb3(suite.t, suite.w.student, 'again'),
    });
    expect(resave.status).toBe(200);
    const [row] = await suite.t.db.select().from(teachingWork).where(eq(teachingWork.id, id));
    expect(row).toMatchObject({ workStatus: 0, unitId: suite.w.unitId });
    expect((await student1Progress()).homeworkState).toBe(0);
    const own = await suite.w.student2.post(`${WORK}/submit`, {
      workName: '自由创作',
      workType: 2,
      workFile: await uploadSb3(suite.t, suite.w.student2, 'free'),
    });
    const freeId = (own.body.result as { id: string }).id;
    // student2 already has a work for this unit: a second one is refused.
    const twice = await suite.w.student2.post(`${WORK}/submit`, {
      id: freeId,
      workName: '交作业',
      workType: 2,
      unitId: suite.w.unitId,
      workStatus: 1,
    });
    expect(twice.status).toBe(400);
    const unit2 = uuidv7();
    await suite.t.db
      .insert(teachingCourseUnit)
      .values({ id: unit2, tenantId: DEFAULT_TENANT_ID, courseId: suite.w.courseId, unitName: '第二课' });
    const promoted = await suite.w.student2.post(`${WORK}/submit`, {
      id: freeId,
      workName: '交作业',
      workType: 2,
      unitId: unit2,
      workStatus: 1,
    });
    expect(promoted.status).toBe(200);
    const [p] = await suite.t.db.select().from(teachingWork).where(eq(teachingWork.id, freeId));
    expect(p).toMatchObject({ workScene: 'course', unitId: unit2, departId: suite.w.classA, workStatus: 1 });
  });
});
