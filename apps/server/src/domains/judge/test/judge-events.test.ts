import type { JudgeEngine, JudgeResult } from '@ck/judge';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import type { SubmissionJudged } from '../judge-events.ts';
import { JudgeQueue } from '../judge-queue.ts';
import { judgeEngine } from '../judge-runtime.ts';
import { judgeProblem } from '../tables.ts';
import { AB_C, AB_DATA, enqueueSubmission, expireLease, judged, uploadData, zipOf } from './judge-helpers.ts';

// `judge.submissionJudged` on the app's event bus (in this process on PGlite, through LISTEN/NOTIFY on
// PostgreSQL): one event per stored final result, none for a result the queue refuses to store.
const engine = await judgeEngine();

const heard: SubmissionJudged[] = [];

const s = testAppSuite();

beforeAll(async () => {
  s.t.ctx.events.subscribe('judge.submissionJudged', (e) => {
    heard.push(e);
  });
});

const eventsOf = (submissionId: string) => heard.filter((e) => e.submissionId === submissionId);

/** Waits for the event, then a little longer so that a duplicate would be counted too. */
async function announced(submissionId: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (eventsOf(submissionId).length === 0) {
    if (Date.now() > end) throw new Error(`提交 ${submissionId} 的评测事件没有发布`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 300));
  return eventsOf(submissionId);
}

describe('the queue announces stored results', () => {
  const problemId = uuidv7();
  const result = (verdict: JudgeResult['verdict'], score: number): JudgeResult => ({
    verdict,
    score,
    timeMs: 1,
    memoryKb: 1,
    compileMessage: '',
    cases: [],
  });
  const fakeEngine = (r: JudgeResult) => async () => ({ judge: async () => r }) as unknown as JudgeEngine;
  const queue = (r: JudgeResult) =>
    new JudgeQueue(s.t.db, fakeEngine(r), {
      dataRoot: '/nonexistent',
      leaseMs: 60_000,
      events: s.t.ctx.events,
    });

  const enqueue = () => enqueueSubmission(s.t, problemId, 'u1');

  beforeAll(async () => {
    await s.t.db.insert(judgeProblem).values({ id: problemId, tenantId: DEFAULT_TENANT_ID, title: 'q' });
  });

  it('once per result, even when the same attempt writes twice', async () => {
    const sid = await enqueue();
    const q = queue(result('WA', 40));
    const claim = await q.claim();
    expect(claim?.submissionId).toBe(sid);
    expect(await q.process(claim!)).toBe(true);
    expect(await q.finish(claim!, result('AC', 100))).toBe(false);
    expect(await announced(sid)).toEqual([
      {
        submissionId: sid,
        problemId,
        userId: 'u1',
        tenantId: DEFAULT_TENANT_ID,
        verdict: 'WA',
        score: 40,
      },
    ]);
  });

  it('a superseded attempt announces nothing; the attempt that stores the result does', async () => {
    const sid = await enqueue();
    const dead = queue(result('AC', 100));
    const alive = queue(result('RE', 0));
    const first = await dead.claim();
    expect(first?.submissionId).toBe(sid);
    await expireLease(s.t, sid);
    const second = await alive.claim();
    expect(second?.submissionId).toBe(sid);
    expect(await dead.finish(first!, result('AC', 100))).toBe(false);
    expect(await alive.process(second!)).toBe(true);
    const events = await announced(sid);
    expect(events.map((e) => `${e.verdict} ${e.score}`)).toEqual(['RE 0']);
  });
});

describe.skipIf(!engine.available)('judging a real submission', () => {
  let admin: Client;
  let student: Client;
  let problemId: string;
  let studentId: string;

  beforeAll(async () => {
    const adminToken = await s.t.login('admin');
    admin = clientOf(s.t, adminToken);
    student = clientOf(s.t, await s.t.login('student1'));
    [{ id: studentId }] = await s.t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'student1'));
    const res = await admin.post('/api/judge/problem/add', {
      title: 'A+B 事件',
      content: '计算 $a+b$。',
      timeLimit: 1000,
      memoryLimit: 128,
      visible: 1,
    });
    problemId = (res.body.result as { id: string }).id;
    expect((await uploadData(s.t, adminToken, problemId, await zipOf(AB_DATA))).status).toBe(200);
  });

  async function submitAndWait(language: string, code: string) {
    const res = await student.post('/ojapi/submission/submit', { problemId, language, code });
    expect(res.body.message).toBe('已提交，正在评测');
    const id = (res.body.result as { id: string }).id;
    const row = await judged(student, id);
    return { id, row, events: await announced(id) };
  }

  it('publishes exactly one judge.submissionJudged with the stored verdict and score', async () => {
    const ac = await submitAndWait('c', AB_C);
    expect(ac.row).toMatchObject({ verdict: 'AC', score: 100 });
    expect(ac.events).toEqual([
      {
        submissionId: ac.id,
        problemId,
        userId: studentId,
        tenantId: DEFAULT_TENANT_ID,
        verdict: 'AC',
        score: 100,
      },
    ]);

    const wa = await submitAndWait('python3', 'print(3)');
    expect(wa.events).toHaveLength(1);
    expect(wa.events[0]).toMatchObject({ submissionId: wa.id, verdict: 'WA', userId: studentId });
    expect(wa.events[0].score).toBeCloseTo(wa.row.score, 5);
  });
});
