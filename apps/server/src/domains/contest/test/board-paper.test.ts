import type { ContestBoard } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { contestExamScores, teachingUserPaper } from '../../exam/index.ts';
import { teachingContest, teachingContestClass } from '../tables.ts';
import { addParticipants } from './contest-fixtures.ts';

const MIN = 60_000;
const now = Date.now();
const contestId = uuidv7();
const groupId = uuidv7();
const examId = uuidv7();

async function attempt(
  userId: string,
  attemptNo: number,
  status: number,
  score: number | null,
  seconds: number,
) {
  await suite.t.db.insert(teachingUserPaper).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    examId,
    paperId: 'paper',
    userId,
    username: userId,
    attemptNo,
    seed: 1,
    layout: { sections: [] },
    userPaperStatus: status,
    deadline: new Date(now),
    submitTime: new Date(now - 30 * MIN),
    duration: seconds,
    gotScore: score,
    totalScore: 100,
  });
}

const suite = testAppSuite();

beforeAll(async () => {
  await suite.t.db.insert(teachingContest).values({
    id: contestId,
    tenantId: DEFAULT_TENANT_ID,
    contestName: '笔试赛',
    ruleType: 'paper',
    startTime: new Date(now - 120 * MIN),
    endTime: new Date(now - 10 * MIN),
    awardFirst: 50,
    awardSecond: 50,
  });
  await suite.t.db
    .insert(teachingContestClass)
    .values({ id: groupId, tenantId: DEFAULT_TENANT_ID, contestId, className: '小学组', examId });
  await addParticipants(
    suite.t,
    contestId,
    groupId,
    ['a', 'b', 'c'].map((u) => ({ userId: u, realname: u })),
  );
  await attempt('a', 1, 2, 60, 900);
  await attempt('a', 2, 2, 85, 1000);
  await attempt('b', 1, 2, 85, 700);
  await attempt('b', 2, 1, null, 100); // waiting for review: not counted yet
  await attempt('c', 1, 0, null, 0); // still answering
});

describe('paper groups', () => {
  it('answers each user’s best scored attempt', async () => {
    const scores = await contestExamScores(suite.t.db, DEFAULT_TENANT_ID, examId);
    expect(scores.map((s) => [s.userId, s.score, s.seconds]).sort()).toEqual([
      ['a', 85, 1000],
      ['b', 85, 700],
    ]);
    expect(await contestExamScores(suite.t.db, 'another-tenant', examId)).toEqual([]);
  });

  it('ranks by score then seconds used, with awards after the end', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/teaching/teachingContest/rank?contestId=${contestId}`,
    });
    const board = res.json().result as ContestBoard;
    expect(board).toMatchObject({ ruleType: 'paper', problems: [], frozen: false, awarded: true });
    expect(board.rows.map((r) => [r.userId, r.rank, r.score, r.penalty, r.award])).toEqual([
      ['b', 1, 85, 700, 1],
      ['a', 2, 85, 1000, 2],
      ['c', 3, 0, 0, null],
    ]);
  });

  it('a scored attempt of the exam refreshes the board at once and tells its viewers', async () => {
    const pushes: Record<string, unknown>[] = [];
    const publish = suite.t.ctx.realtime.publish.bind(suite.t.ctx.realtime);
    suite.t.ctx.realtime.publish = async (tenantId, userIds, frame) => {
      pushes.push(frame);
      return publish(tenantId, userIds, frame);
    };
    await attempt('c', 2, 2, 95, 1200);
    await suite.t.ctx.events.publish('exam.attemptScored', {
      tenantId: DEFAULT_TENANT_ID,
      examId,
      userId: 'c',
    });
    await expect.poll(() => pushes).toContainEqual({ cmd: 'contestBoard', contestId, groupId });
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/teaching/teachingContest/rank?contestId=${contestId}`,
    });
    const board = res.json().result as ContestBoard;
    expect(board.rows[0]).toMatchObject({ userId: 'c', score: 95 });
  });
});
