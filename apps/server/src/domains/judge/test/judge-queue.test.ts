import type { JudgeEngine, JudgeResult } from '@ck/judge';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { JudgeQueue } from '../judge-queue.ts';
import { judgeProblem, judgeSubmission, judgeTask } from '../tables.ts';
import { enqueueSubmission, expireLease } from './judge-helpers.ts';

const problemId = uuidv7();

const result = (score: number): JudgeResult => ({
  verdict: 'AC',
  score,
  timeMs: 1,
  memoryKb: 1,
  compileMessage: '',
  cases: [],
});
/** An engine stand-in: the queue's guarantees do not depend on what is judged. */
const fakeEngine = (score: number) => async () =>
  ({ judge: async () => result(score) }) as unknown as JudgeEngine;

const enqueue = () => enqueueSubmission(s.t, problemId, 'u');

const s = testAppSuite();

beforeAll(async () => {
  await s.t.db.insert(judgeProblem).values({ id: problemId, tenantId: DEFAULT_TENANT_ID, title: 'q' });
});

describe('judge queue on the database', () => {
  it('takes turns across students: a burst from one waits behind the next student', async () => {
    await s.t.db.update(judgeTask).set({ status: 'done' });
    const burst = [];
    for (let i = 0; i < 3; i++) burst.push(await enqueueSubmission(s.t, problemId, 'busy'));
    const other = await enqueueSubmission(s.t, problemId, 'quiet');
    const q = new JudgeQueue(s.t.db, fakeEngine(1), { dataRoot: '/nonexistent', leaseMs: 60_000 });
    const order = [];
    for (let i = 0; i < 4; i++) order.push((await q.claim())?.submissionId);
    expect(order).toEqual([burst[0], other, burst[1], burst[2]]);
    await s.t.db.update(judgeTask).set({ status: 'done' });
  });

  it('a claimed task is not claimed twice while its lease holds', async () => {
    await enqueue();
    const q1 = new JudgeQueue(s.t.db, fakeEngine(1), { dataRoot: '/nonexistent', leaseMs: 60_000 });
    const q2 = new JudgeQueue(s.t.db, fakeEngine(2), { dataRoot: '/nonexistent', leaseMs: 60_000 });
    const a = await q1.claim();
    expect(a).not.toBeNull();
    expect(await q2.claim()).toBeNull();
    expect(await q1.finish(a!, result(1))).toBe(true);
  });

  it('a worker that dies mid-job leaves the job to be claimed again; the stale attempt cannot write', async () => {
    const sid = await enqueue();
    const dead = new JudgeQueue(s.t.db, fakeEngine(10), { dataRoot: '/nonexistent', leaseMs: 60_000 });
    const alive = new JudgeQueue(s.t.db, fakeEngine(20), { dataRoot: '/nonexistent', leaseMs: 60_000 });
    const first = await dead.claim();
    expect(first?.submissionId).toBe(sid);
    // The worker is gone: its lease runs out.
    await expireLease(s.t, sid);
    const second = await alive.claim();
    expect(second?.submissionId).toBe(sid);
    expect(second?.attempts).toBe(2);
    expect(await alive.process(second!)).toBe(true);
    // The first worker comes back late: its result and progress are ignored.
    expect(await dead.finish(first!, result(10))).toBe(false);
    expect(await dead.renew(first!)).toBe(false);
    const [row] = await s.t.db.select().from(judgeSubmission).where(eq(judgeSubmission.id, sid));
    expect(row).toMatchObject({ status: 'done', score: 20 });
    // Writing the same attempt twice is also a no-op.
    expect(await alive.finish(second!, result(30))).toBe(false);
  });

  it('running loops judge everything queued, each task once', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => enqueue()));
    const q = new JudgeQueue(s.t.db, fakeEngine(7), { dataRoot: '/nonexistent', pollMs: 20 });
    q.start(2);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await s.t.db.select().from(judgeSubmission);
      if (ids.every((id) => rows.find((r) => r.id === id)?.status === 'done')) break;
      if (Date.now() > deadline) throw new Error('队列没有处理完');
      await new Promise((r) => setTimeout(r, 50));
    }
    await q.stop();
    const tasks = await s.t.db.select().from(judgeTask);
    for (const id of ids)
      expect(tasks.find((x) => x.submissionId === id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives up after repeated interruptions with a system error', async () => {
    const sid = await enqueue();
    const q = new JudgeQueue(s.t.db, fakeEngine(1), { dataRoot: '/nonexistent' });
    await s.t.db.update(judgeTask).set({ attempts: 3 }).where(eq(judgeTask.submissionId, sid));
    const claim = await q.claim();
    expect(await q.process(claim!)).toBe(true);
    const [row] = await s.t.db.select().from(judgeSubmission).where(eq(judgeSubmission.id, sid));
    expect(row).toMatchObject({ verdict: 'SE', status: 'done' });
  });
});
