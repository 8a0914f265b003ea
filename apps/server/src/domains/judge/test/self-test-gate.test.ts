import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { judgeEngine } from '../judge-runtime.ts';
import { JUDGE_BUSY_MESSAGE, SelfTestGate } from '../self-test-gate.ts';

const engine = await judgeEngine();

/** A task that ends when the test says so. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

const busy = (e: unknown) => e instanceof AppError && e.status === 429 && e.message === JUDGE_BUSY_MESSAGE;

describe('the global cap on self-test sandboxes', () => {
  it('runs at most `max` at once, lines up `queue` more and turns the rest away with 429', async () => {
    const gate = new SelfTestGate({ max: 2, queue: 1, waitMs: 5_000 });
    const tasks = [held(), held(), held()];
    const started: number[] = [];
    const runs = tasks.map((h, i) =>
      gate.run(async () => {
        started.push(i);
        await h.task();
        return i;
      }),
    );
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    expect(started).toEqual([0, 1]);
    const turnedAway = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(busy(turnedAway)).toBe(true);

    tasks[0]!.finish();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    tasks[1]!.finish();
    tasks[2]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up on a waiting caller after the wait and frees the slot of a failed task', async () => {
    const gate = new SelfTestGate({ max: 1, queue: 5, waitMs: 30 });
    const first = held();
    const running = gate.run(first.task);
    const waited = await gate.run(async () => 'late').catch((e: unknown) => e);
    expect(busy(waited)).toBe(true);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    await expect(gate.run(() => Promise.reject(new Error('编译器崩溃')))).rejects.toThrow('编译器崩溃');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});

describe.skipIf(!engine.available)('/ojapi/judge/run under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JUDGE_SELFTEST_MAX: '1' } });
  });
  afterAll(() => t.close());

  it('answers concurrent self-tests beyond the cap with 429 评测繁忙, never 500, and runs the others', async () => {
    // A good part of a second of CPU each, so the first still runs when the third arrives.
    const slow = 'n = 0\nfor i in range(3_000_000):\n    n += i\nprint(n)\n';
    const users = await Promise.all(['student1', 'student2', 'teacher'].map((u) => t.login(u)));
    const answers = await Promise.all(
      users.map((token) =>
        clientOf(t, token).post('/ojapi/judge/run', { language: 'python3', code: slow, input: '' }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ success: false, code: 429, message: JUDGE_BUSY_MESSAGE });
    for (const a of answers.filter((x) => x.status === 200))
      expect(a.body.result).toMatchObject({ verdict: 'AC', stdout: `${(3_000_000 * 2_999_999) / 2}\n` });
    // Once the line is clear, the next self-test runs again.
    const again = await clientOf(t, users[2]!).post('/ojapi/judge/run', {
      language: 'python3',
      code: 'print(1)',
      input: '',
    });
    expect(again.body.result).toMatchObject({ verdict: 'AC', stdout: '1\n' });
  });
});
