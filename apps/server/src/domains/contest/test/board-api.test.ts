import type { ContestBoard, ContestSchoolRankRow } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { downloadXlsx } from '../../../../test/helpers/xlsx-upload.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingContest, teachingContestClass, teachingContestSubmission } from '../tables.ts';
import { addParticipants } from './contest-fixtures.ts';

const s = signedInSuite({ jury: 'admin', student: 'student1' });

const BASE = '/api/teaching/teachingContest';
const MIN = 60_000;
const now = Date.now();
const start = new Date(now - 180 * MIN);
const lock = new Date(now - 60 * MIN);

let contestId: string;
let groupId: string;
const pushes: Record<string, unknown>[] = [];

async function addSubmission(userId: string, problemId: string, verdict: string | null, at: Date) {
  const id = uuidv7();
  await s.t.db.insert(teachingContestSubmission).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    contestId,
    groupId,
    userId,
    problemId,
    submissionId: uuidv7(),
    language: 'cpp',
    verdict,
    score: verdict === 'AC' ? 100 : verdict ? 0 : null,
    createTime: at,
  });
  return id;
}

const visitor = async (path: string) => {
  const res = await s.t.app.inject({ method: 'GET', url: `${BASE}/${path}` });
  return { status: res.statusCode, body: res.json() };
};
const minutes = (m: number) => new Date(start.getTime() + m * MIN);

beforeAll(async () => {
  const publish = s.t.ctx.realtime.publish.bind(s.t.ctx.realtime);
  s.t.ctx.realtime.publish = async (tenantId, userIds, frame) => {
    pushes.push(frame);
    return publish(tenantId, userIds, frame);
  };
  contestId = uuidv7();
  groupId = uuidv7();
  await s.t.db.insert(teachingContest).values({
    id: contestId,
    tenantId: DEFAULT_TENANT_ID,
    contestName: '冬季编程赛',
    ruleType: 'acm',
    startTime: start,
    endTime: new Date(now + 60 * MIN),
    lockTime: lock,
    schoolTopN: 2,
  });
  await s.t.db.insert(teachingContestClass).values({
    id: groupId,
    tenantId: DEFAULT_TENANT_ID,
    contestId,
    className: '初中组',
    problemIds: ['p1', 'p2'],
  });
  await addParticipants(
    s.t,
    contestId,
    groupId,
    ['u1', 'u2', 'u3'].map((u, i) => ({
      userId: u,
      realname: `选手${i + 1}`,
      schoolName: i < 2 ? '第一中学' : '第二中学',
    })),
  );
  await addSubmission('u1', 'p1', 'AC', minutes(10));
  await addSubmission('u2', 'p1', 'WA', minutes(20));
  await addSubmission('u2', 'p1', 'AC', minutes(125)); // after the freeze
  await addSubmission('u3', 'p2', 'CE', minutes(30));
  await addSubmission('u3', 'p2', 'AC', minutes(120)); // exactly at lockTime: frozen
});

describe('GET rank on a frozen ACM contest', () => {
  it('gives visitors and contestants the board as of the freeze', async () => {
    for (const res of [
      await visitor(`rank?contestId=${contestId}`),
      await s.student.get(`${BASE}/rank?contestId=${contestId}`),
    ]) {
      expect(res.status).toBe(200);
      const board = res.body.result as ContestBoard;
      expect(board).toMatchObject({
        frozen: true,
        groupId,
        ruleType: 'acm',
        awarded: false,
        problems: ['p1', 'p2'],
      });
      expect(board.problemTitles.map((p) => p.label)).toEqual(['A', 'B']);
      expect(board.rows.map((r) => [r.userId, r.rank, r.solved, r.penalty])).toEqual([
        ['u1', 1, 1, 10],
        ['u2', 2, 0, 0],
        ['u3', 2, 0, 0],
      ]);
      const u2 = board.rows[1].cells.p1;
      expect(u2).toEqual({ result: 'pending', tries: 1, time: null, score: 0, pendingTries: 1 });
      expect(board.rows[2].cells.p2).toEqual({
        result: 'pending',
        tries: 0,
        time: null,
        score: 0,
        pendingTries: 1,
      });
      expect(board.rows[0].cells.p1).toMatchObject({ result: 'AC', firstSolve: true });
    }
  });

  it('gives the jury the live board', async () => {
    const res = await s.jury.get(`${BASE}/rank?contestId=${contestId}&groupId=${groupId}`);
    const board = res.body.result as ContestBoard;
    expect(board.frozen).toBe(false);
    expect(board.rows.map((r) => [r.userId, r.rank, r.solved, r.penalty])).toEqual([
      ['u1', 1, 1, 10],
      ['u3', 2, 1, 120],
      ['u2', 3, 1, 145],
    ]);
    expect(board.rows[2].cells.p1).toEqual({ result: 'AC', tries: 2, time: 125, score: 100 });
  });

  it('recomputes a cell on contest.submissionChanged and tells the tenant to refetch', async () => {
    await s.jury.get(`${BASE}/rank?contestId=${contestId}`);
    const id = await addSubmission('u3', 'p1', null, minutes(60));
    const key = { tenantId: DEFAULT_TENANT_ID, contestId, groupId, userId: 'u3', problemId: 'p1' };
    await s.t.ctx.events.publish('contest.submissionChanged', key);
    await expect.poll(() => pushes.some((p) => p.cmd === 'contestBoard' && p.groupId === groupId)).toBe(true);
    let board = (await s.jury.get(`${BASE}/rank?contestId=${contestId}`)).body.result as ContestBoard;
    expect(board.rows.find((r) => r.userId === 'u3')?.cells.p1.result).toBe('pending');
    await s.t.db
      .update(teachingContestSubmission)
      .set({ verdict: 'AC', score: 100 })
      .where(eq(teachingContestSubmission.id, id));
    await s.t.ctx.events.publish('contest.submissionChanged', key);
    await expect
      .poll(async () => {
        board = (await s.jury.get(`${BASE}/rank?contestId=${contestId}`)).body.result as ContestBoard;
        return board.rows[0].userId;
      })
      .toBe('u3');
    expect(board.rows[0]).toMatchObject({ solved: 2, penalty: 180 });
    // Pre-freeze, so the public board shows it too.
    const open = (await visitor(`rank?contestId=${contestId}`)).body.result as ContestBoard;
    expect(open.rows[0]).toMatchObject({ userId: 'u1', solved: 1 });
    expect(open.rows.find((r) => r.userId === 'u3')?.cells.p1.result).toBe('AC');
  });

  it('ranks schools from the same projection', async () => {
    const open = (await visitor(`schoolRank?contestId=${contestId}`)).body.result as ContestSchoolRankRow[];
    expect(open).toHaveLength(2);
    expect(open).toEqual(
      expect.arrayContaining([
        { rank: 1, schoolName: '第一中学', contestants: 2, value: 1 },
        { rank: 1, schoolName: '第二中学', contestants: 1, value: 1 },
      ]),
    );
  });

  it('refuses boards the viewer may not see, and unknown contests', async () => {
    expect((await visitor(`rank?contestId=nope`)).status).toBe(404);
    expect((await visitor(`rank?contestId=${contestId}&groupId=nope`)).status).toBe(404);
    expect((await visitor('rank')).status).toBe(400);
    await s.t.db.update(teachingContest).set({ boardVisibility: 0 }).where(eq(teachingContest.id, contestId));
    await s.t.ctx.events.publish('contest.changed', { tenantId: DEFAULT_TENANT_ID, contestId });
    await expect.poll(async () => (await visitor(`rank?contestId=${contestId}`)).status).toBe(403);
    expect((await visitor(`rank?contestId=${contestId}`)).body.message).toBe('本赛事的榜单仅裁判可见');
    expect((await s.jury.get(`${BASE}/rank?contestId=${contestId}`)).status).toBe(200);
    await s.t.db
      .update(teachingContest)
      .set({ boardVisibility: 1, status: 0 })
      .where(eq(teachingContest.id, contestId));
    await s.t.ctx.events.publish('contest.changed', { tenantId: DEFAULT_TENANT_ID, contestId });
    await expect
      .poll(async () => (await s.student.get(`${BASE}/rank?contestId=${contestId}`)).body.message)
      .toBe('赛事尚未发布');
    await s.t.db.update(teachingContest).set({ status: 1 }).where(eq(teachingContest.id, contestId));
    await s.t.ctx.events.publish('contest.changed', { tenantId: DEFAULT_TENANT_ID, contestId });
  });

  it('exports the live board for contest:export only', async () => {
    expect((await s.student.get(`${BASE}/rank/exportXls?contestId=${contestId}`)).status).toBe(403);
    await downloadXlsx(s.t, `${BASE}/rank/exportXls?contestId=${contestId}`, await s.t.login('admin'));
  });

  it('unfreezes for the jury only, once, and then everyone sees the live board', async () => {
    expect((await s.student.post(`${BASE}/unfreeze`, { contestId })).status).toBe(403);
    const res = await s.jury.post(`${BASE}/unfreeze`, { contestId });
    expect(res.status).toBe(200);
    expect((await s.jury.post(`${BASE}/unfreeze`, { contestId })).body.message).toBe('榜单已经解封');
    const open = (await visitor(`rank?contestId=${contestId}`)).body.result as ContestBoard;
    expect(open.frozen).toBe(false);
    expect(open.rows.map((r) => r.userId)).toEqual(['u3', 'u1', 'u2']);
    expect(JSON.stringify(open)).not.toContain('pendingTries');
  });
});
