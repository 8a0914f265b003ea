import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingExam, teachingUserPaper } from '../../exam/index.ts';
import { ledgerOf, pointsWorld, userIdOf } from './points-fixtures.ts';

// Exam points wait until the student may see the score: a hidden score (交卷后显示成绩 off) or an
// attempt still in the review queue pays nothing; releasing it pays each pass once.

const EXAM = '/api/teaching/teachingExam';
const T = DEFAULT_TENANT_ID;

let admin: Client;
let student1: string;
let student2: string;

const s = testAppSuite();

beforeAll(async () => {
  await pointsWorld(s.t);
  admin = clientOf(s.t, await s.t.login('admin'));
  student1 = await userIdOf(s.t, 'student1');
  student2 = await userIdOf(s.t, 'student2');
});

const examPoints = async (userId: string) =>
  (await ledgerOf(s.t, userId)).rows.filter((r) => r.kind === 'examResult');
const settle = () => new Promise((r) => setTimeout(r, 150));

async function exam(showScore: 0 | 1) {
  const examId = uuidv7();
  const now = new Date();
  await s.t.db.insert(teachingExam).values({
    id: examId,
    tenantId: T,
    examName: '单元测验',
    paperId: uuidv7(),
    startTime: now,
    endTime: new Date(now.getTime() + 3_600_000),
    duration: 60,
    showScore,
  });
  return examId;
}

async function attempt(examId: string, userId: string, gotScore: number, userPaperStatus: 1 | 2) {
  const id = uuidv7();
  await s.t.db.insert(teachingUserPaper).values({
    id,
    tenantId: T,
    examId,
    paperId: uuidv7(),
    userId,
    username: userId === student1 ? 'student1' : 'student2',
    seed: 1,
    layout: { sections: [] },
    userPaperStatus,
    deadline: new Date(),
    gotScore,
    totalScore: 100,
  });
  await s.t.ctx.events.publish('exam.attemptScored', { tenantId: T, examId, userId });
  return id;
}

const setShowScore = async (id: string, showScore: 0 | 1) => {
  const res = await admin.put(`${EXAM}/edit`, { id, showScore });
  expect(res.body.message, JSON.stringify(res.body)).toBeTruthy();
  expect(res.status).toBe(200);
};

describe('exam points on release', () => {
  it('a pass with hidden scores pays nothing until the scores are shown, then once', async () => {
    const examId = await exam(0);
    await attempt(examId, student1, 90, 2);
    await attempt(examId, student2, 30, 2);
    await settle();
    expect(await examPoints(student1)).toHaveLength(0);

    await setShowScore(examId, 1);
    await expect.poll(async () => (await examPoints(student1)).length).toBe(1);
    // Hiding and showing again, and a late rescore, pay nothing more.
    await setShowScore(examId, 0);
    await setShowScore(examId, 1);
    await s.t.ctx.events.publish('exam.attemptScored', { tenantId: T, examId, userId: student1 });
    await settle();
    const rows = await examPoints(student1);
    expect(rows.map((r) => [r.eventKey, r.amount])).toEqual([[`examResult:${examId}`, 10]]);
    // The failed student earns nothing on release either.
    expect(await examPoints(student2)).toHaveLength(0);
  });

  it('an attempt waiting for manual grading pays once it is graded, not at hand-in', async () => {
    const examId = await exam(1);
    const attemptId = await attempt(examId, student2, 95, 1);
    await settle();
    expect(await examPoints(student2)).toHaveLength(0);

    await s.t.db
      .update(teachingUserPaper)
      .set({ userPaperStatus: 2 })
      .where(eq(teachingUserPaper.id, attemptId));
    await s.t.ctx.events.publish('exam.attemptScored', { tenantId: T, examId, userId: student2 });
    await expect.poll(async () => (await examPoints(student2)).length).toBe(1);
  });
});
