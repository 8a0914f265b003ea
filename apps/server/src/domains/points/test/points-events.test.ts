import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { zipBuffer } from '../../../db/seed/zip-buffer.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingExam, teachingUserPaper } from '../../exam/index.ts';
import { ledgerOf, pointsApp, userIdOf } from './points-fixtures.ts';

const suite = appSuite(pointsApp);

// Events are delivered after the publishing request answers, so payments are awaited with expect.poll.

const WORK = '/api/teaching/teachingWork';
const T = DEFAULT_TENANT_ID;

const sb3 = (tag: string): Promise<Buffer> =>
  zipBuffer([
    { name: 'project.json', data: JSON.stringify({ targets: [], meta: { semver: '3.0.0', tag } }) },
  ]);

/** Uploads a Scratch file and saves it as a new free work of the caller. */
async function saveWork(client: Client, token: string, name: string) {
  const form = multipart({}, { name: 'cat.sb3', data: await sb3(name) });
  const up = await suite.t.app.inject({
    method: 'POST',
    url: `${WORK}/upload?workType=2&kind=file`,
    headers: { ...form.headers, 'x-access-token': token },
    payload: form.payload,
  });
  const workFile = up.json().result.path as string;
  const res = await client.post(`${WORK}/submit`, { workName: name, workType: 2, workFile });
  expect(res.body.message).toBe('保存成功！');
  return { id: (res.body.result as { id: string }).id, workFile };
}

const sumOf = async (userId: string, kind: string) =>
  (await ledgerOf(suite.t, userId)).rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);

describe('events that pay', () => {
  it('a new work pays once, saving it again pays nothing', async () => {
    const token = await suite.t.login('student1');
    const work = await saveWork(suite.w.student, token, '小猫跳舞');
    await expect.poll(() => sumOf(suite.w.ids.student1, 'workSubmit')).toBe(5);
    const again = await suite.w.student.post(`${WORK}/submit`, {
      id: work.id,
      workName: '小猫跳舞',
      workType: 2,
    });
    expect(again.body.message).toBe('保存成功！');
    await new Promise((r) => setTimeout(r, 100));
    expect(await sumOf(suite.w.ids.student1, 'workSubmit')).toBe(5);

    // Graded and featured pay once each, however often they happen.
    for (let i = 0; i < 2; i++) {
      const graded = await suite.w.teacher.post(`${WORK}/correct`, {
        workId: work.id,
        score: 90,
        comment: '很好',
      });
      expect(graded.body.message).toBe('批改成功！');
    }
    await expect.poll(() => sumOf(suite.w.ids.student1, 'workGraded')).toBe(5);
    for (const workStatus of [4, 0, 4]) {
      const res = await suite.w.teacher.put(`${WORK}/setStatus`, { id: work.id, workStatus });
      expect(res.body.message).toMatch(/已设为精选|已撤下/);
    }
    await expect.poll(() => sumOf(suite.w.ids.student1, 'workFeatured')).toBe(20);
    await new Promise((r) => setTimeout(r, 100));
    const { rows, balance } = await ledgerOf(suite.t, suite.w.ids.student1);
    expect(rows.filter((r) => r.kind === 'workFeatured')).toHaveLength(1);
    expect(balance).toBe(30);
  });

  it('a passed exam pays once per exam; a failed one pays nothing', async () => {
    const student2 = await userIdOf(suite.t, 'student2');
    const exam = async (gotScore: number) => {
      const examId = uuidv7();
      const now = new Date();
      await suite.t.db.insert(teachingExam).values({
        id: examId,
        tenantId: T,
        examName: '期中测验',
        paperId: uuidv7(),
        startTime: now,
        endTime: new Date(now.getTime() + 3_600_000),
        duration: 60,
      });
      await suite.t.db.insert(teachingUserPaper).values({
        id: uuidv7(),
        tenantId: T,
        examId,
        paperId: uuidv7(),
        userId: student2,
        username: 'student2',
        seed: 1,
        layout: { sections: [] },
        userPaperStatus: 2,
        deadline: now,
        gotScore,
        totalScore: 100,
      });
      return examId;
    };
    const passed = await exam(85);
    const failed = await exam(40);
    for (const examId of [passed, passed, failed])
      await suite.t.ctx.events.publish('exam.attemptScored', { tenantId: T, examId, userId: student2 });
    await expect.poll(() => sumOf(student2, 'examResult')).toBe(10);
    await new Promise((r) => setTimeout(r, 100));
    const rows = (await ledgerOf(suite.t, student2)).rows.filter((r) => r.kind === 'examResult');
    expect(rows.map((r) => r.eventKey)).toEqual([`examResult:${passed}`]);
  });

  it('a contest award pays once per contest', async () => {
    const contestId = uuidv7();
    for (let i = 0; i < 2; i++)
      await suite.t.ctx.events.publish('contest.awarded', {
        tenantId: T,
        contestId,
        userId: suite.w.ids.studentB,
        title: '春季编程赛 小学组 一等奖',
      });
    await expect.poll(() => sumOf(suite.w.ids.studentB, 'contestAward')).toBe(50);
    await new Promise((r) => setTimeout(r, 100));
    expect((await ledgerOf(suite.t, suite.w.ids.studentB)).rows).toHaveLength(1);
  });
});
