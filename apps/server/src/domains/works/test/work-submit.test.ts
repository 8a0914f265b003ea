import { WORK_VERSION_LIMIT } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { teachingWork, teachingWorkVersion } from '../work/work-tables.ts';
import { saveWork, uploadSb3, WORK, worksApp } from './work-fixtures.ts';

const s = appSuite(worksApp);

async function stored(id: string) {
  const [row] = await s.t.db.select().from(teachingWork).where(eq(teachingWork.id, id));
  return row;
}

describe('submit and save', () => {
  it('saves a work of the caller and shows it in mine', async () => {
    const id = await saveWork(s.t, s.w.student, { workName: '我的小猫' });
    const mine = await s.w.student.get(`${WORK}/mine?pageSize=50`);
    expect(mine.status).toBe(200);
    const row = (
      mine.body.result as { records: { id: string; workStatus: number; workFile_url: string }[] }
    ).records.find((r) => r.id === id);
    expect(row).toMatchObject({ workStatus: 0 });
    expect(row?.workFile_url).toContain('sign=');
  });

  it('ignores state, counters and owner in the body (mass assignment)', async () => {
    const workFile = await uploadSb3(s.t, s.w.student);
    const res = await s.w.student.post(`${WORK}/submit`, {
      workName: '刷数据',
      workType: 2,
      workFile,
      workStatus: 4,
      starNum: 999,
      viewNum: 999,
      collectNum: 5,
      userId: 'someone-else',
      tenantId: 'x',
    });
    expect(res.status).toBe(200);
    const row = await stored((res.body.result as { id: string }).id);
    expect(row).toMatchObject({ workStatus: 0, starNum: 0, viewNum: 0, collectNum: 0 });
    expect(row.userId).not.toBe('someone-else');
  });

  it('keeps the last 10 files as versions when a work is saved 11 more times', async () => {
    const id = await saveWork(s.t, s.w.student);
    const files: string[] = [(await stored(id)).workFile as string];
    for (let i = 0; i < 11; i++) {
      const workFile = await uploadSb3(s.t, s.w.student, `v${i}`);
      const res = await s.w.student.post(`${WORK}/submit`, { id, workName: '小猫', workType: 2, workFile });
      expect(res.status).toBe(200);
      files.push(workFile);
    }
    expect((await stored(id)).workFile).toBe(files[11]);
    const versions = await s.t.db
      .select()
      .from(teachingWorkVersion)
      .where(eq(teachingWorkVersion.workId, id));
    expect(versions).toHaveLength(WORK_VERSION_LIMIT);
    expect(versions.map((v) => v.workFile).sort()).toEqual(files.slice(1, 11).sort());
    // The oldest file is gone from storage; the kept ones are still there.
    expect(await s.t.ctx.storage.get(files[0])).toBeNull();
    expect(await s.t.ctx.storage.get(files[1])).not.toBeNull();
    const api = await s.w.student.get(`${WORK}/versions?id=${id}`);
    expect(api.status).toBe(200);
    const list = api.body.result as { versionNo: number; workFile_url: string }[];
    expect(list).toHaveLength(WORK_VERSION_LIMIT);
    expect(list[0].versionNo).toBe(11);
    expect(list[0].workFile_url).toContain('sign=');
    expect((await s.w.student2.get(`${WORK}/versions?id=${id}`)).status).toBe(403);
  });

  it('refuses a file path uploaded by another user, or never uploaded', async () => {
    const others = await uploadSb3(s.t, s.w.student2);
    const res = await s.w.student.post(`${WORK}/submit`, {
      workName: '偷来的',
      workType: 2,
      workFile: others,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('文件不存在或不属于你');
    const me = (await stored(await saveWork(s.t, s.w.student))).userId;
    const forged = await s.w.student.post(`${WORK}/submit`, {
      workName: '伪造',
      workType: 2,
      workFile: `work/${me}/20260101/deadbeef.sb3`,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('文件不存在或不属于你');
  });

  it('lets nobody save over, rename, or delete the work of another student', async () => {
    const id = await saveWork(s.t, s.w.student, { workName: '原名' });
    const file = await uploadSb3(s.t, s.w.student2);
    const over = await s.w.student2.post(`${WORK}/submit`, {
      id,
      workName: '改掉',
      workType: 2,
      workFile: file,
    });
    expect(over.status).toBe(403);
    expect((await s.w.student2.put(`${WORK}/edit`, { id, workName: '改掉' })).status).toBe(403);
    expect((await s.w.student2.del(`${WORK}/delete?id=${id}`)).status).toBe(403);
    expect((await stored(id)).workName).toBe('原名');
    expect((await stored(id)).delFlag).toBe(0);
    // The owner deletes their own work.
    expect((await s.w.student.del(`${WORK}/delete?id=${id}`)).status).toBe(200);
    expect((await stored(id)).delFlag).toBe(1);
  });

  it('refuses to hand in a free creation as homework', async () => {
    const workFile = await uploadSb3(s.t, s.w.student);
    const res = await s.w.student.post(`${WORK}/submit`, {
      workName: 'x',
      workType: 2,
      workFile,
      workStatus: 1,
    });
    expect(res.status).toBe(400);
  });

  it('remixes a public work into my works with its own copy of the file', async () => {
    const id = await saveWork(s.t, s.w.student2, { workName: '大作' });
    expect((await s.w.student.post(`${WORK}/remix`, { id })).status).toBe(403);
    await s.t.db.update(teachingWork).set({ workStatus: 3 }).where(eq(teachingWork.id, id));
    const res = await s.w.student.post(`${WORK}/remix`, { id });
    expect(res.status).toBe(200);
    const copy = await stored((res.body.result as { id: string }).id);
    const src = await stored(id);
    expect(copy).toMatchObject({
      originId: id,
      workStatus: 0,
      workScene: 'create',
      userId: (await stored(await saveWork(s.t, s.w.student))).userId,
    });
    expect(copy.workFile).not.toBe(src.workFile);
    expect(copy.workFile?.startsWith(`work/${copy.userId}/`)).toBe(true);
    expect(await s.t.ctx.storage.get(copy.workFile as string)).toEqual(
      await s.t.ctx.storage.get(src.workFile as string),
    );
  });
});
