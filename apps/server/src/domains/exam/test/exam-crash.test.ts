import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort as freePort } from '../../../../test/helpers/closed-port.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { openDatabase } from '../../../db/client.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import { seedBase } from '../../../db/seed/seed.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';

// A server killed with SIGKILL right after acknowledging an answer loses nothing: a new server on the
// same PostgreSQL database resumes the same attempt with exactly the acknowledged answers.
// Runs the server from source as a separate process; needs TEST_DATABASE_URL (a PostgreSQL server).
const PG_URL = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const DB_NAME = `ck_exam_crash_${process.pid}`;
const EXAM = '/api/teaching/teachingExam';

interface Envelope {
  success: boolean;
  message: string;
  result: unknown;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

describe.skipIf(!PG_URL || process.env.CK_TEST_DB !== 'postgres')('考试服务崩溃后答案不丢', () => {
  let databaseUrl = '';
  let dataDir = '';
  let port = 0;
  let base = '';
  const children: ChildProcess[] = [];

  /** The server from source on the test database; resolves once it answers. */
  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOGIN_CAPTCHA: 'off',
        ADMIN_PASSWORD,
        JUDGE_IN_PROCESS: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const started = Date.now();
    while (Date.now() - started < 90_000) {
      if (child.exitCode !== null) throw new Error(`服务进程退出，退出码 ${child.exitCode}`);
      try {
        const res = await fetch(`${base}/api/sys/config/getCurrentConfig`);
        if (res.ok) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('服务 90 秒内未就绪');
  }

  async function call(token: string | null, url: string, body: unknown) {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Envelope;
    return { status: res.status, body: json };
  }

  async function ok<T>(token: string | null, url: string, body: unknown): Promise<T> {
    const res = await call(token, url, body);
    expect(res.status, `${url}: ${res.body.message}`).toBe(200);
    expect(res.body.success, `${url}: ${res.body.message}`).toBe(true);
    return res.body.result as T;
  }

  const login = async (username: string, password: string) =>
    (await ok<{ token: string }>(null, '/api/sys/login', { username, password })).token;

  beforeAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${DB_NAME}`);
    databaseUrl = withDatabase(PG_URL as string, DB_NAME);
    // The demo school (class A01A01 with student1) as a fresh install with demo data has it.
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    await database.migrate();
    const { roleIds } = await seedBase(database.db, {
      adminPassword: ADMIN_PASSWORD,
      requireAdminPassword: true,
    });
    await seedDemo(database.db, roleIds, DEMO_PASSWORD);
    await database.close();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-exam-crash-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch(() => undefined);
  }, 60_000);

  it('SIGKILL 后重启：同一份答卷、已确认的 3 个答案都在，交卷成功', { timeout: 240_000 }, async () => {
    const first = await startServer();
    const admin = await login('admin', ADMIN_PASSWORD);

    // Three single-choice questions (no classification), a paper, an exam for class A01A01.
    const questionIds: string[] = [];
    for (const n of [1, 2, 3]) {
      const q = await ok<{ id: string }>(admin, '/api/teaching/teachingQuestion/add', {
        questionType: 1,
        questionContent: `<p>崩溃测试第 ${n} 题</p>`,
        options: ['A', 'B', 'C', 'D'].map((key) => ({ key, content: `选项${key}` })),
        answer: 'B',
        score: 10,
      });
      questionIds.push(q.id);
    }
    const paper = await ok<{ id: string }>(admin, '/api/teaching/teachingPaper/add', {
      paperName: '崩溃测试试卷',
      sections: [
        { title: '一、单选题', questions: questionIds.map((questionId) => ({ questionId, score: 10 })) },
      ],
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const classRow = await client.query<{ id: string }>(
      "select id from sys_depart where org_code = 'A01A01' and del_flag = 0",
    );
    await client.end();
    expect(classRow.rows).toHaveLength(1);
    const fmt = (d: Date) => formatDateTime(d) as string;
    const exam = await ok<{ id: string }>(admin, `${EXAM}/add`, {
      examName: '崩溃测试考试',
      paperId: paper.id,
      startTime: fmt(new Date(Date.now() - 3_600_000)),
      endTime: fmt(new Date(Date.now() + 3_600_000)),
      duration: 60,
      departIds: classRow.rows[0].id,
    });

    const student = await login('student1', DEMO_PASSWORD);
    const attempt = await ok<{ userPaperId: string; answers: Record<string, string> }>(
      student,
      `${EXAM}/start`,
      { examId: exam.id },
    );
    expect(attempt.answers).toEqual({});
    const answers = { [questionIds[0]]: 'A', [questionIds[1]]: 'B', [questionIds[2]]: 'D' };
    for (const [questionId, answer] of Object.entries(answers)) {
      const saved = await ok<{ savedAt: string }>(student, `${EXAM}/saveAnswer`, {
        userPaperId: attempt.userPaperId,
        questionId,
        answer,
      });
      expect(saved.savedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    // No graceful shutdown: the process dies right after the last acknowledgement.
    const died = new Promise((r) => first.once('exit', r));
    process.kill(first.pid as number, 'SIGKILL');
    await died;
    expect(first.signalCode).toBe('SIGKILL');

    await startServer();
    // Sessions live in the database: the same token still works after the restart.
    const resumed = await ok<{ userPaperId: string; answers: Record<string, string> }>(
      student,
      `${EXAM}/start`,
      { examId: exam.id },
    );
    expect(resumed.userPaperId).toBe(attempt.userPaperId);
    expect(resumed.answers).toEqual(answers);

    const submitted = await ok<{ userPaperStatus: number; gotScore?: number | null }>(
      student,
      `${EXAM}/submit`,
      { userPaperId: attempt.userPaperId },
    );
    expect(submitted.userPaperStatus).toBe(2);
    expect(submitted.gotScore).toBe(10);
  });
});
