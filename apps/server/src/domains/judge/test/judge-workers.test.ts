import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../../test/helpers/global-setup.ts';
import { loadConfig } from '../../../config/env.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { EventBus } from '../../../platform/events/event-bus.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { SubmissionJudged } from '../judge-events.ts';
import { describeJudgeMode, judgeMode } from '../judge-mode.ts';
import { judgeDataRoot, judgeEngine } from '../judge-runtime.ts';
import { notifyJudges } from '../judge-wakeup.ts';
import { dataDir } from '../problem-data.ts';
import { judgeProblem, judgeSubmission, judgeTask } from '../tables.ts';
import { JudgeWorkerPool } from '../worker-pool.ts';

// Real judge worker processes on one PostgreSQL database: they share the queue, a killed one leaves
// its job to the other, and the supervisor replaces it. PostgreSQL only (PGlite cannot be shared).
const url = process.env.TEST_DATABASE_URL;
const onPostgres = !!url && process.env.CK_TEST_DB === 'postgres';
const sandbox = onPostgres ? await judgeEngine() : null;
if (sandbox && !sandbox.available) console.warn(`跳过判题进程测试：${sandbox.reportText()}`);

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

describe('where a web node judges', () => {
  it('forks worker processes on PostgreSQL and judges in-process on embedded PGlite', () => {
    expect(judgeMode(config({ JUDGE_WORKERS: '3' }), 'postgres')).toEqual({ kind: 'processes', workers: 3 });
    expect(judgeMode(config({ JUDGE_WORKERS: '3' }), 'pglite')).toEqual({ kind: 'in-process', jobs: 3 });
    expect(judgeMode(config({ JUDGE_IN_PROCESS: 'off' }), 'postgres')).toEqual({ kind: 'off' });
    expect(judgeMode(config({ JUDGE_WORKERS: '0' }), 'pglite')).toEqual({ kind: 'off' });
    expect(describeJudgeMode({ kind: 'in-process', jobs: 2 }, 'pglite')).toContain(
      '多进程、多机判题需要 PostgreSQL',
    );
  });
});

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`等待超时：${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A + B in Python that sleeps first, so a job takes a known while. */
const slowAb = (seconds: number) =>
  `import time\ntime.sleep(${seconds})\na, b = map(int, input().split())\nprint(a + b)\n`;

describe.runIf(onPostgres && sandbox?.available)('judge worker processes on one PostgreSQL', () => {
  const dbName = `ck_judge_workers_${process.pid}_${Date.now()}`;
  const logs: string[] = [];
  const problemId = uuidv7();
  let admin: pg.Client;
  let database: Database;
  let pool: JudgeWorkerPool;
  let dir: string;
  // A web node's event bus: it hears the results the worker processes announce.
  let events: EventBus;
  const announced: SubmissionJudged[] = [];
  const announcedFor = (id: string) => announced.filter((e) => e.submissionId === id);

  const accepted = async () =>
    (await database.db.select().from(judgeProblem).where(eq(judgeProblem.id, problemId)))[0].acceptCount;
  const tasksOf = (ids: string[]) =>
    database.db.select().from(judgeTask).where(inArray(judgeTask.submissionId, ids));
  const pidOf = (worker: string | null) => Number(worker?.split(':').pop());

  async function submit(code: string) {
    const id = uuidv7();
    await database.db.insert(judgeSubmission).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      problemId,
      userId: 'u',
      username: 'u',
      language: 'python3',
      code,
    });
    await database.db.insert(judgeTask).values({ id: uuidv7(), submissionId: id });
    return id;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const dbUrl = withDatabase(url!, dbName);
    database = await openDatabase({ databaseUrl: dbUrl, poolSize: 3 });
    await database.migrate();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-judge-workers-'));
    fs.chmodSync(dir, 0o755);
    const data = dataDir(judgeDataRoot(dir), problemId, 1);
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, '1.in'), '2 3\n');
    fs.writeFileSync(path.join(data, '1.out'), '5\n');
    await database.db.insert(judgeProblem).values({
      id: problemId,
      tenantId: DEFAULT_TENANT_ID,
      title: 'A+B',
      timeLimit: 2000,
      dataVersion: 1,
      cases: [{ name: '1', input: '1.in', output: '1.out' }],
    });
    events = await EventBus.overPostgres(database.pool!, { error: ({ err }) => logs.push(String(err)) });
    events.subscribe('judge.submissionJudged', (e) => {
      announced.push(e);
    });
    pool = new JudgeWorkerPool({
      size: 2,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: dbUrl, DATA_DIR: dir, JUDGE_LEASE_MS: '1500' },
      log: { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) },
      restartDelayMs: 200,
      stopTimeoutMs: 5000,
    });
    pool.start();
    // Each process loads the server code: slow while other test files keep both cores busy.
    await until('两个判题进程就绪', () => pool.readyPids().length === 2, 100_000);
  }, 120_000);

  afterAll(async () => {
    await pool?.stop();
    await events?.close();
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('share a batch: every submission judged once, by both processes', async () => {
    const before = await accepted();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submit(slowAb(0.3)));
    await notifyJudges(database.pool!);
    await until('批量提交评测完成', async () => (await tasksOf(ids)).every((t) => t.status === 'done'));
    const tasks = await tasksOf(ids);
    expect(tasks.map((t) => t.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(tasks.map((t) => pidOf(t.worker)))).toEqual(new Set(pool.readyPids()));
    const subs = await database.db.select().from(judgeSubmission).where(inArray(judgeSubmission.id, ids));
    expect(subs.map((s) => `${s.status} ${s.verdict}`)).toEqual(Array(6).fill('done AC'));
    expect(await accepted()).toBe(before + 6);
    await until('每个结果都发布了事件', () => ids.every((id) => announcedFor(id).length > 0));
    await new Promise((r) => setTimeout(r, 300));
    for (const id of ids)
      expect(announcedFor(id)).toEqual([
        { submissionId: id, problemId, userId: 'u', tenantId: DEFAULT_TENANT_ID, verdict: 'AC', score: 100 },
      ]);
  });

  it('a worker killed mid-job leaves the job to the other; the record holds one result', async () => {
    const before = await accepted();
    const id = await submit(slowAb(2));
    await notifyJudges(database.pool!);
    let victim = 0;
    await until('任务被领取', async () => {
      const [task] = await tasksOf([id]);
      victim = task.status === 'running' ? pidOf(task.worker) : 0;
      return victim > 0;
    });
    await new Promise((r) => setTimeout(r, 500)); // the program is running now
    process.kill(victim, 'SIGKILL');
    await until('任务被另一个进程接手并完成', async () => (await tasksOf([id]))[0].status === 'done');
    const [task] = await tasksOf([id]);
    expect(task.attempts).toBe(2);
    expect(pidOf(task.worker)).not.toBe(victim);
    const [sub] = await database.db.select().from(judgeSubmission).where(eq(judgeSubmission.id, id));
    expect(sub).toMatchObject({ status: 'done', verdict: 'AC', score: 100 });
    expect(await accepted()).toBe(before + 1);
    // The killed attempt stored nothing and announced nothing: one event, from the survivor.
    await until('结果事件', () => announcedFor(id).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(announcedFor(id).map((e) => e.verdict)).toEqual(['AC']);
  });

  it('the supervisor replaces a crashed worker', async () => {
    // The worker killed by the test before may still be loading: start from two ready ones.
    await until('两个判题进程就绪', () => pool.readyPids().length === 2, 100_000);
    const [victim, other] = pool.readyPids();
    process.kill(victim, 'SIGKILL');
    await until(
      '崩溃的判题进程被重启',
      () => {
        const pids = pool.readyPids();
        return pids.length === 2 && !pids.includes(victim) && pids.includes(other);
      },
      100_000,
    ); // a fresh process loads the server code: as slow as the first start
    expect(logs.some((l) => l.includes(`判题进程 ${victim} 意外退出（被信号 SIGKILL 终止）`))).toBe(true);
    // The new worker judges.
    const id = await submit(slowAb(0));
    await notifyJudges(database.pool!);
    await until('重启后的提交评测完成', async () => (await tasksOf([id]))[0].status === 'done');
  }, 250_000);
});
