import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { MAX_PENDING_PER_USER } from '../submission-service.ts';
import { judgeSubmission, judgeTask } from '../tables.ts';
import { AB_C, AB_DATA, uploadData, zipOf } from './judge-helpers.ts';

// No judge runs here: submissions stay queued, which is exactly what the limits are about.
let adminToken: string;
let student: Client;
let problemId: string;

const s = testAppSuite({ env: { JUDGE_IN_PROCESS: 'off' } });

beforeAll(async () => {
  adminToken = await s.t.login('admin');
  const admin = clientOf(s.t, adminToken);
  student = clientOf(s.t, await s.t.login('student1'));
  const res = await admin.post('/api/judge/problem/add', {
    title: 'A+B 限流',
    content: '两数之和',
    visible: 1,
    timeLimit: 1000,
    memoryLimit: 128,
  });
  problemId = (res.body.result as { id: string }).id;
  await uploadData(s.t, adminToken, problemId, await zipOf(AB_DATA));
});

const submit = () => student.post('/ojapi/submission/submit', { problemId, language: 'c', code: AB_C });

async function finishAll() {
  const rows = await s.t.db.select({ id: judgeSubmission.id }).from(judgeSubmission);
  const ids = rows.map((r) => r.id);
  await s.t.db
    .update(judgeSubmission)
    .set({ status: 'done', verdict: 'AC' })
    .where(inArray(judgeSubmission.id, ids));
  await s.t.db.update(judgeTask).set({ status: 'done' }).where(inArray(judgeTask.submissionId, ids));
}

describe('submission floods', () => {
  it('caps what one student has waiting in the judge, even for a parallel burst', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, submit));
    const accepted = burst.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(MAX_PENDING_PER_USER);
    const refused = burst.find((r) => r.status === 429);
    expect(refused?.body.message).toContain('正在评测，请等评测完成后再提交');
    const waiting = await s.t.db
      .select({ id: judgeSubmission.id })
      .from(judgeSubmission)
      .where(and(eq(judgeSubmission.status, 'queued')));
    expect(waiting).toHaveLength(MAX_PENDING_PER_USER);
  });

  it('limits submissions per minute once the judge has caught up', async () => {
    await finishAll();
    // 8 counted already; two more are let through, then the minute is used up.
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    await finishAll();
    const over = await submit();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('提交太频繁了，请一分钟后再试');
  });
});
