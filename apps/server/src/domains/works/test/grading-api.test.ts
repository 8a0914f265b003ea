import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { UNIT } from '../../../../test/helpers/course-paths.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysAnnouncement } from '../../notice/index.ts';
import { teachingWorkComment } from '../social/social-tables.ts';
import { teachingWork, teachingWorkCorrect } from '../work/work-tables.ts';
import { uploadSb3, userIdOf, WORK, worksApp } from './work-fixtures.ts';

let workId: string;

const s = appSuite(worksApp);

beforeAll(async () => {
  const workFile = await uploadSb3(s.t, s.w.student);
  const res = await s.w.student.post(`${WORK}/submit`, {
    workName: '小猫回家',
    workType: 2,
    workFile,
    unitId: s.w.unitId,
    workStatus: 1,
  });
  workId = (res.body.result as { id: string }).id;
  await s.t.db.insert(teachingWorkComment).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    workId,
    userId: await userIdOf(s.t, 'student2'),
    comment: '好棒',
  });
});

async function work() {
  const [row] = await s.t.db.select().from(teachingWork).where(eq(teachingWork.id, workId));
  return row;
}

describe('grading', () => {
  it('puts submitted homework in the teacher queue of the class', async () => {
    const res = await s.w.teacher.get(`${WORK}/correctQueue?unitId=${s.w.unitId}&departId=${s.w.classA}`);
    expect(res.status).toBe(200);
    const rows = res.body.result as { id: string; realname: string; workStatus: number }[];
    expect(rows.map((r) => r.id)).toContain(workId);
    expect(
      (await s.w.teacherB.get(`${WORK}/correctQueue?unitId=${s.w.unitId}&departId=${s.w.classA}`)).status,
    ).toBe(403);
    const other = await s.w.teacherB.get(`${WORK}/correctQueue?unitId=${s.w.unitId}`);
    expect((other.body.result as unknown[]).length).toBe(0);
    expect((await s.w.student.get(`${WORK}/correctQueue?unitId=${s.w.unitId}`)).status).toBe(403);
  });

  it('refuses the teacher of another class, students, and scores out of range', async () => {
    const foreign = await s.w.teacherB.post(`${WORK}/correct`, { workId, score: 90, comment: '好' });
    expect(foreign.status).toBe(403);
    expect((await s.w.student2.post(`${WORK}/correct`, { workId, score: 90 })).status).toBe(403);
    expect(
      (await s.w.student2.put(`${WORK}/edit`, { id: workId, teachingWorkCorrectList: [{ score: 90 }] }))
        .status,
    ).toBe(403);
    expect((await s.w.teacher.post(`${WORK}/correct`, { workId, score: 101 })).status).toBe(400);
    expect((await s.w.teacher.post(`${WORK}/correct`, { workId, score: -1 })).status).toBe(400);
    expect((await s.w.teacher.post(`${WORK}/correct`, { workId, score: 9.5 })).status).toBe(400);
    expect(
      (await s.w.teacher.post(`${WORK}/correct`, { workId, score: 90, comment: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect((await work()).workStatus).toBe(1);
  });

  it('grades through edit: status 2, one grading row, unit grade recorded, student notified, comments kept', async () => {
    const pushed = vi.spyOn(s.t.ctx.realtime, 'publish');
    const res = await s.w.teacher.put(`${WORK}/edit`, {
      id: workId,
      teachingWorkCorrectList: [{ score: 88, comment: '小猫走得很顺' }],
    });
    expect(res.status).toBe(200);
    expect((await work()).workStatus).toBe(2);
    const studentId = await userIdOf(s.t, 'student1');
    expect(pushed).toHaveBeenCalledWith(
      DEFAULT_TENANT_ID,
      [studentId],
      expect.objectContaining({ cmd: 'user', msgTxt: '你的作品《小猫回家》已批改：88 分' }),
    );
    pushed.mockRestore();
    const again = await s.w.teacher.post(`${WORK}/correct`, { workId, score: 92, comment: '改得更好了' });
    expect(again.status).toBe(200);
    const rows = await s.t.db
      .select()
      .from(teachingWorkCorrect)
      .where(and(eq(teachingWorkCorrect.workId, workId), eq(teachingWorkCorrect.delFlag, 0)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 92, comment: '改得更好了' });

    const info = await s.w.student.get(`${UNIT}/getUnitWorkInfo?unitId=${s.w.unitId}`);
    expect(info.body.result).toMatchObject({ homeworkState: 2, score: 92 });

    const notes = await s.t.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.userIds, await userIdOf(s.t, 'student1')));
    expect(notes.map((n) => n.titile)).toContain('你的作品《小猫回家》已批改：92 分');
    expect(notes.find((n) => n.titile.includes('92'))?.msgContent).toContain('改得更好了');

    const comments = await s.t.db
      .select()
      .from(teachingWorkComment)
      .where(eq(teachingWorkComment.workId, workId));
    expect(comments).toHaveLength(1);
  });

  it('shows the owner the score and comment in mine, queryById and the grading list', async () => {
    const mine = await s.w.student.get(`${WORK}/mine`);
    const row = (
      mine.body.result as { records: { id: string; score: number; comment: string }[] }
    ).records.find((r) => r.id === workId);
    expect(row).toMatchObject({ score: 92, comment: '改得更好了' });
    const detail = await s.w.student.get(`${WORK}/queryById?id=${workId}`);
    expect(detail.body.result).toMatchObject({ score: 92, workStatus: 2, workStatus_dictText: '已批改' });
    const list = await s.w.student.get(`${WORK}/queryTeachingWorkCorrectByMainId?id=${workId}`);
    expect(list.body.result).toEqual([expect.objectContaining({ score: 92, comment: '改得更好了' })]);
    expect((await s.w.student2.get(`${WORK}/queryTeachingWorkCorrectByMainId?id=${workId}`)).status).toBe(
      403,
    );
    const comments = await s.w.teacher.get(`${WORK}/queryTeachingWorkCommentByMainId?id=${workId}`);
    expect(comments.body.result).toEqual([expect.objectContaining({ comment: '好棒' })]);
  });

  it('keeps a public work public when graded', async () => {
    await s.t.db.update(teachingWork).set({ workStatus: 4 }).where(eq(teachingWork.id, workId));
    expect((await s.w.teacher.post(`${WORK}/correct`, { workId, score: 95 })).status).toBe(200);
    expect((await work()).workStatus).toBe(4);
    await s.t.db.update(teachingWork).set({ workStatus: 2 }).where(eq(teachingWork.id, workId));
  });

  it('returns a work for revision: status 0, grade withdrawn, student told', async () => {
    expect((await s.w.teacherB.post(`${WORK}/returnWork`, { workId, comment: '重做' })).status).toBe(403);
    const res = await s.w.teacher.post(`${WORK}/returnWork`, { workId, comment: '请给小猫加上声音' });
    expect(res.status).toBe(200);
    expect((await work()).workStatus).toBe(0);
    const info = await s.w.student.get(`${UNIT}/getUnitWorkInfo?unitId=${s.w.unitId}`);
    expect(info.body.result).toMatchObject({ homeworkState: 0 });
    const [note] = await s.t.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.titile, '你的作品《小猫回家》被退回修改'));
    expect(note.msgContent).toContain('请给小猫加上声音');
    expect(
      (await s.w.teacher.get(`${WORK}/queryTeachingWorkCorrectByMainId?id=${workId}`)).body.result,
    ).toEqual([]);
  });
});
