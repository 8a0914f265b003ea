import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { teachingUserAnswer as ua } from '../apps/server/src/domains/exam/exams/exam-tables.ts';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { formatDateTime } from '../apps/server/src/platform/http/dates.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, insertStudents, seededDatabase } from './bench-database.ts';
import { writeDocSection } from './doc-section.ts';
import { percentile, round1 } from './latency.ts';
import { start, stop, waitFor } from './measure.ts';
import { ADMIN_PASSWORD, onFreshPostgres, productionEnv } from './server.ts';

// An online exam at scale: STUDENTS students in classes of 50 (sessions written straight into the
// database), a paper of 20 objective questions and an exam open now for all their classes (scheduled
// through the API as admin). All students start at the same instant, then (sessions cold again) a
// second exam at random moments of one second; they save one answer every 10 s (each at
// a random phase) for MINUTES minutes, then a burst of saves at full speed, then all hand in. Afterwards
// every acknowledged answer is looked for in the database, and the raw single-row upsert rate of the same
// database is measured for comparison.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PG_DB = 'ck_bench_exam_load';
const PORT = Number(process.env.BENCH_PORT ?? 18310);
const STUDENTS = Number(process.env.EXAM_BENCH_STUDENTS ?? 2_000);
const MINUTES = Number(process.env.EXAM_BENCH_MINUTES ?? 5);
/** The embedded database runs a smaller exam (one process, one connection). */
const PGLITE_STUDENTS = Number(process.env.EXAM_BENCH_PGLITE_STUDENTS ?? 300);
const PGLITE_MINUTES = Number(process.env.EXAM_BENCH_PGLITE_MINUTES ?? 1);
/** Which modes run: `pglite,postgres` by default. */
const MODES = (process.env.EXAM_BENCH_MODES ?? 'postgres,pglite').split(',');
/** Keep-alive HTTP connections of the client (every student's request waits for one). */
const CONNECTIONS = Number(process.env.EXAM_BENCH_CONNECTIONS ?? 50);
/** The server's database pool (its default); the raw upsert loop uses as many connections. */
const DB_POOL = 10;
const CLASS_SIZE = 50;
const QUESTIONS = 20;
const SAVE_EVERY_MS = 10_000;
const BURST_SECONDS = 10;
const RAW_SECONDS = 10;
const LOAD_AT_START = os.loadavg()[0].toFixed(1);
/** Longer than the server keeps a resolved session (5 s) and a burst's shared reads (1 s). */
const COLD_AFTER_MS = 6_000;

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const studentId = (g: number) => `eb-user-${pad(g, 6)}`;
const classId = (c: number) => `eb-class-${pad(c, 4)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Reply {
  ok: boolean;
  status: number;
  message: string;
  result: unknown;
  /** From the call to the answer (waiting for a free connection included), and on the wire only. */
  ms: number;
  wireMs: number;
}

/** POSTs with a bounded keep-alive pool, like a reverse proxy in front of the server would. */
function client(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(base);
  return {
    agent,
    post(pathname: string, token: string | null, body: unknown): Promise<Reply> {
      const payload = Buffer.from(JSON.stringify(body));
      const t0 = performance.now();
      let onWire = t0;
      return new Promise((resolve) => {
        const fail = (message: string) =>
          resolve({ ok: false, status: 0, message, result: null, ms: performance.now() - t0, wireMs: 0 });
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: pathname,
            headers: {
              'content-type': 'application/json',
              'content-length': payload.length,
              ...(token ? { 'x-access-token': token } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', (e) => fail(e.message));
            res.on('end', () => {
              const t1 = performance.now();
              try {
                const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                  success: boolean;
                  message: string;
                  result: unknown;
                };
                resolve({
                  ok: res.statusCode === 200 && json.success,
                  status: res.statusCode ?? 0,
                  message: json.message,
                  result: json.result,
                  ms: t1 - t0,
                  wireMs: t1 - onWire,
                });
              } catch {
                fail(`HTTP ${res.statusCode}: 非 JSON 应答`);
              }
            });
          },
        );
        req.on('socket', () => {
          onWire = performance.now();
        });
        req.on('error', (e) => fail(e.message));
        req.end(payload);
      });
    },
  };
}

/** Classes, students, roles, memberships and one session per student, all by generate_series. */
async function prepare(databaseUrl: string | undefined, dataDir: string, students: number) {
  const { database, roleIds } = await seededDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const db = database.db;
  const t = DEFAULT_TENANT_ID;
  const classes = Math.ceil(students / CLASS_SIZE);
  await db.execute(sql`
    insert into sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_category, create_by)
    values ('eb-school', ${t}, null, '考试压测学校', 'E01', '1', 'bench')`);
  await db.execute(sql`
    insert into sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_category, create_by)
    select 'eb-class-' || lpad(c::text, 4, '0'), ${t}, 'eb-school', '考试压测班' || c,
           'E01A' || lpad(c::text, 3, '0'), '3', 'bench'
    from generate_series(1, ${classes}) c`);
  await insertStudents(db, 'eb', '考生', students, roleIds.student);
  await db.execute(sql`
    insert into sys_user_depart (user_id, depart_id)
    select 'eb-user-' || lpad(g::text, 6, '0'), 'eb-class-' || lpad(((g - 1) / ${CLASS_SIZE} + 1)::text, 4, '0')
    from generate_series(1, ${students}) g`);
  const tokens = Array.from({ length: students }, () => newToken());
  await insertSessions(
    db,
    tokens.map((token, i) => ({ token, userId: studentId(i + 1) })),
  );
  await db.execute(sql`analyze`);
  await database.close();
  return { tokens, classIds: Array.from({ length: classes }, (_, c) => classId(c + 1)) };
}

/** 20 questions (14 single choice, 6 true / false), a paper and an exam open now, through the API. */
async function scheduleExam(api: ReturnType<typeof client>, classIds: string[]) {
  const login = await api.post('/api/sys/login', null, { username: 'admin', password: ADMIN_PASSWORD });
  if (!login.ok) throw new Error(`管理员登录失败：${login.message}`);
  const admin = (login.result as { token: string }).token;
  const questionIds: string[] = [];
  for (let n = 1; n <= QUESTIONS; n++) {
    const single = n <= 14;
    const res = await api.post('/api/teaching/teachingQuestion/add', admin, {
      questionType: single ? 1 : 3,
      questionContent: `<p>压测第 ${n} 题：${single ? '选出正确的一项' : '判断对错'}</p>`,
      options: single ? ['A', 'B', 'C', 'D'].map((key) => ({ key, content: `选项${key}` })) : [],
      answer: single ? 'ABCD'[n % 4] : String(n % 2),
      score: 5,
    });
    if (!res.ok) throw new Error(`出题失败：${res.message}`);
    questionIds.push((res.result as { id: string }).id);
  }
  const paper = await api.post('/api/teaching/teachingPaper/add', admin, {
    paperName: '压测试卷',
    duration: 120,
    sections: [
      { title: '一、客观题', questions: questionIds.map((questionId) => ({ questionId, score: 5 })) },
    ],
  });
  if (!paper.ok) throw new Error(`组卷失败：${paper.message}`);
  const exam = await api.post('/api/teaching/teachingExam/add', admin, {
    examName: '压测考试',
    paperId: (paper.result as { id: string }).id,
    startTime: formatDateTime(new Date(Date.now() - 60_000)),
    endTime: formatDateTime(new Date(Date.now() + 6 * 3_600_000)),
    duration: 300,
    departIds: classIds,
  });
  if (!exam.ok) throw new Error(`安排考试失败：${exam.message}`);
  return (exam.result as { id: string }).id;
}

interface Stats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  wireP95: number;
  rps: number;
}

function stats(replies: Reply[], seconds: number): Stats {
  const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
  const wire = replies.map((r) => r.wireMs).sort((a, b) => a - b);
  return {
    count: replies.length,
    errors: replies.filter((r) => !r.ok).length,
    p50: round1(percentile(ms, 50)),
    p95: round1(percentile(ms, 95)),
    p99: round1(percentile(ms, 99)),
    wireP95: round1(percentile(wire, 95)),
    rps: Math.round(replies.length / seconds),
  };
}

/** The answer a student gives in round `k`: a valid key, changing from round to round. */
function answerOf(questionIndex: number, student: number, round: number) {
  return questionIndex < 14 ? 'ABCD'[(student + round) % 4] : String((student + round) % 2);
}

/** Every stored answer by `userPaperId|questionId`. */
async function storedAnswers(db: Db) {
  const rows = await db
    .select({ userPaperId: ua.userPaperId, questionId: ua.questionId, answer: ua.answer })
    .from(ua);
  return new Map(rows.map((r) => [`${r.userPaperId}|${r.questionId}`, r.answer ?? '']));
}

/** Single-row upserts as fast as `DB_POOL` connections go, into a scratch table shaped like the answers. */
async function rawUpsertRate(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: DB_POOL });
  const db = database.db;
  await db.execute(
    sql`create table if not exists bench_raw_answer (like teaching_user_answer including all)`,
  );
  let done = 0;
  const until = performance.now() + RAW_SECONDS * 1000;
  const worker = async (w: number) => {
    for (let i = 0; performance.now() < until; i++) {
      const key = `raw-${w}-${i % 200}`;
      await db.execute(sql`
        insert into bench_raw_answer (id, tenant_id, user_paper_id, question_id, answer, update_time)
        values (${uuidv7()}, ${DEFAULT_TENANT_ID}, ${key}, 'q', ${String(i)}, now())
        on conflict (user_paper_id, question_id) do update set answer = excluded.answer, update_time = excluded.update_time`);
      done++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: DB_POOL }, (_, w) => worker(w)));
  const rate = Math.round(done / ((performance.now() - t0) / 1000));
  await db.execute(sql`drop table bench_raw_answer`);
  await database.close();
  return rate;
}

async function benchMode(
  mode: 'pglite' | 'postgres',
  students: number,
  minutes: number,
  databaseUrl?: string,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-exam-'));
  const t0 = Date.now();
  const { tokens, classIds } = await prepare(databaseUrl, dataDir, students);
  const seedMs = Date.now() - t0;
  const base = `http://127.0.0.1:${PORT}`;
  const server = start(SERVER, { ...productionEnv(PORT, dataDir, databaseUrl), JUDGE_IN_PROCESS: 'off' });
  const api = client(base);
  const messages = new Map<string, number>();
  const note = (r: Reply) => {
    if (!r.ok) messages.set(`${r.status} ${r.message}`, (messages.get(`${r.status} ${r.message}`) ?? 0) + 1);
  };
  try {
    await waitFor(`${base}/api/sys/config/getCurrentConfig`, Date.now(), 120_000);
    const examId = await scheduleExam(api, classIds);
    const spreadExamId = await scheduleExam(api, classIds);

    // 1. Everyone starts in the same second.
    let t = performance.now();
    const starts = await Promise.all(
      tokens.map((token) => api.post('/api/teaching/teachingExam/start', token, { examId })),
    );
    const startStats = stats(starts, (performance.now() - t) / 1000);
    starts.forEach(note);

    // 1b. Everyone starts a second exam at a random moment within one second, as a class clicking
    // 开始考试 would, once the sessions cached by the first start have gone cold again.
    await sleep(COLD_AFTER_MS);
    t = performance.now();
    const spread = await Promise.all(
      tokens.map(async (token) => {
        await sleep(Math.random() * 1000);
        return api.post('/api/teaching/teachingExam/start', token, { examId: spreadExamId });
      }),
    );
    const spreadStats = stats(spread, (performance.now() - t) / 1000);
    spread.forEach(note);
    const papers = starts.map((r) =>
      r.ok ? (r.result as { userPaperId: string; sections: { questions: { id: string }[] }[] }) : null,
    );
    const questionIds = papers.find(Boolean)?.sections.flatMap((s) => s.questions.map((q) => q.id)) ?? [];

    // 2. Each student saves one answer every 10 s at a random phase; one save at a time per student.
    /** The last acknowledged answer per `userPaperId|questionId`. */
    const acked = new Map<string, string>();
    const saves: Reply[] = [];
    const rounds = Math.max(1, Math.round((minutes * 60_000) / SAVE_EVERY_MS));
    t = performance.now();
    await Promise.all(
      papers.map(async (paper, s) => {
        if (!paper) return;
        const phase = Math.random() * SAVE_EVERY_MS;
        for (let k = 0; k < rounds; k++) {
          const wait = t + phase + k * SAVE_EVERY_MS - performance.now();
          if (wait > 0) await sleep(wait);
          const qi = (s + k) % questionIds.length;
          const answer = answerOf(qi, s, k);
          const r = await api.post('/api/teaching/teachingExam/saveAnswer', tokens[s], {
            userPaperId: paper.userPaperId,
            questionId: questionIds[qi],
            answer,
          });
          saves.push(r);
          note(r);
          if (r.ok && (r.result as { savedAt?: string }).savedAt)
            acked.set(`${paper.userPaperId}|${questionIds[qi]}`, answer);
        }
      }),
    );
    const saveStats = stats(saves, (performance.now() - t) / 1000);

    // 3. Saves at full speed through the same pool: what the server can take.
    const burst: Reply[] = [];
    const burstUntil = performance.now() + BURST_SECONDS * 1000;
    t = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, w) => {
        for (let i = 0; performance.now() < burstUntil; i++) {
          const s = (w + i * CONNECTIONS) % papers.length;
          const paper = papers[s];
          if (!paper) continue;
          const qi = (s + rounds + i) % questionIds.length;
          const answer = answerOf(qi, s, rounds + i);
          const r = await api.post('/api/teaching/teachingExam/saveAnswer', tokens[s], {
            userPaperId: paper.userPaperId,
            questionId: questionIds[qi],
            answer,
          });
          burst.push(r);
          note(r);
          if (r.ok) acked.set(`${paper.userPaperId}|${questionIds[qi]}`, answer);
        }
      }),
    );
    const burstStats = stats(burst, (performance.now() - t) / 1000);

    // 4. Lost answers: every acknowledged latest value must be stored (checked before hand-in).
    const database = databaseUrl ? await openDatabase({ databaseUrl, poolSize: 1 }) : null;
    let stored = new Map<string, string>();
    if (database) {
      stored = await storedAnswers(database.db);
    }

    // 5. Everyone hands in at once.
    t = performance.now();
    const submits = await Promise.all(
      papers.map((paper, s) =>
        paper
          ? api.post('/api/teaching/teachingExam/submit', tokens[s], { userPaperId: paper.userPaperId })
          : Promise.resolve(null),
      ),
    );
    const handedIn = submits.filter((r): r is Reply => r !== null);
    const submitStats = stats(handedIn, (performance.now() - t) / 1000);
    handedIn.forEach(note);
    await database?.close();
    api.agent.destroy();
    await stop(server);

    // The embedded database can only be opened once the server has let go of it.
    if (!databaseUrl) {
      const local = await openDatabase({ dataDir, poolSize: 1 });
      stored = await storedAnswers(local.db);
      await local.close();
    }
    let lost = 0;
    for (const [k, answer] of acked) if (stored.get(k) !== answer) lost++;
    const rawRate = await rawUpsertRate(databaseUrl, dataDir);
    return {
      mode,
      students,
      minutes,
      seedMs,
      start: startStats,
      spreadStart: spreadStats,
      save: saveStats,
      burst: burstStats,
      submit: submitStats,
      acked: acked.size,
      rows: stored.size,
      lost,
      rawRate,
      messages: [...messages.entries()].map(([m, n]) => `${m}（${n} 次）`),
    };
  } finally {
    api.agent.destroy();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Result = Awaited<ReturnType<typeof benchMode>>;

function report(results: Result[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '## 在线考试：集中开考、自动保存与交卷',
    '',
    `由 \`bench/exam-load.ts\` 生成（${date}）：学生按每班 ${CLASS_SIZE} 人分班，会话直接写入数据库；管理员通过接口出 ${QUESTIONS} 道客观题（14 道单选、6 道判断）、组卷并安排一场对所有班级开放的考试。` +
      `全部学生在同一时刻开考（一次 Promise.all，最坏情形）；6 秒后（会话缓存已过期）再对第二场考试在 1 秒内随机时刻开考（像一个学校的学生同一秒点"开始考试"）；之后每人每 10 秒保存一题答案（各自随机错开相位，同一学生的保存依次进行），随后以 ${CONNECTIONS} 个连接全速保存 ${BURST_SECONDS} 秒，最后全部同时交卷。` +
      `客户端用 ${CONNECTIONS} 个 keep-alive 连接（请求在连接池中排队，时延从发出请求算起，含排队）；"线上 p95" 只计拿到连接之后的时间。服务端数据库连接池 ${DB_POOL}。` +
      `客户端与服务端在同一台机器上，${os.cpus().length} 核（与其他任务共用），Node ${process.version}，开始时 1 分钟平均负载 ${LOAD_AT_START}。`,
    '',
    '| 模式 | 学生数 | 时长 (分钟) | 同一时刻开考 p50 / p95 / p99 (ms) | 开考线上 p95 (ms) | 1 秒内开考 p50 / p95 / p99 (ms) | 保存 p50 / p95 / p99 (ms) | 保存吞吐 (次/s) | 全速保存吞吐 (次/s) / p95 (ms) | 交卷 p95 (ms) | 错误 | 已确认答案 / 库中答案行 | 丢失 |',
    '|---|---:|---:|---|---:|---|---|---:|---|---:|---:|---|---:|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.mode} | ${r.students} | ${r.minutes} | ${r.start.p50} / ${r.start.p95} / ${r.start.p99} | ${r.start.wireP95} | ` +
        `${r.spreadStart.p50} / ${r.spreadStart.p95} / ${r.spreadStart.p99} | ` +
        `${r.save.p50} / ${r.save.p95} / ${r.save.p99} | ${r.save.rps} | ${r.burst.rps} / ${r.burst.p95} | ${r.submit.p95} | ` +
        `${r.start.errors + r.spreadStart.errors + r.save.errors + r.burst.errors + r.submit.errors} | ${r.acked} / ${r.rows} | ${r.lost} |`,
    );
  lines.push(
    '',
    '| 模式 | 单行 upsert 原始速率 (次/s，' +
      DB_POOL +
      ' 个连接) | 全速保存吞吐 / 原始速率 | 数据准备用时 (ms) |',
    '|---|---:|---:|---:|',
  );
  for (const r of results)
    lines.push(
      `| ${r.mode} | ${r.rawRate} | ${r.rawRate ? (r.burst.rps / r.rawRate).toFixed(2) : '-'} | ${r.seedMs} |`,
    );
  const failures = results.filter((r) => r.messages.length);
  if (failures.length) {
    lines.push('', '失败的请求：');
    for (const r of failures) lines.push(`- ${r.mode}：${r.messages.join('；')}`);
  }
  lines.push(
    '',
    '目标（PostgreSQL，2000 名学生在同一秒开考）：开考 p95 < 1 s（"1 秒内开考"一列；"同一时刻开考"是 2000 个请求在同一瞬间发出的压力情形，只作参考），保存 p95 < 200 ms，零错误，零丢失（每个已确认的最新答案都在库中）；全速保存吞吐不低于原始 upsert 速率的 50%。',
    '',
  );
  return lines.join('\n');
}

const results: Result[] = [];
if (MODES.includes('postgres')) {
  const onPostgres = await onFreshPostgres(PG_DB, (url) => benchMode('postgres', STUDENTS, MINUTES, url));
  if (onPostgres) results.push(onPostgres);
}
if (MODES.includes('pglite')) results.push(await benchMode('pglite', PGLITE_STUDENTS, PGLITE_MINUTES));

const section = report(results);
writeDocSection('## 在线考试', section);
console.log(section);
