import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ContestBoard } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import WebSocket from 'ws';
import { BoardState } from '../apps/server/src/domains/contest/board/board-state.ts';
import { projectRows } from '../apps/server/src/domains/contest/board/projection.ts';
import type { BoardSubmission } from '../apps/server/src/domains/contest/board/rule-types.ts';
import {
  teachingContestSubmission as cs,
  teachingContest,
  teachingContestClass,
  teachingUserOtherInfo,
} from '../apps/server/src/domains/contest/tables.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { seededDatabase } from './bench-database.ts';
import { inProcessApp } from './in-process-app.ts';
import { percentile, round1 } from './latency.ts';
import { ADMIN_PASSWORD } from './server.ts';

// Contest boards: (1) a full recompute of 1,000 teams x 13 problems from 50,000 submissions, (2) one
// verdict applied to the incremental board, (3) 500 contestants submitting in the last minute against
// the real app (in process, embedded database) with a fake fast judge: each submission is written as
// the arena does, a judge pool of JUDGES workers takes JUDGE_MS per submission, writes the verdict and
// publishes `contest.submissionChanged`; a jury socket refetches the board on every `contestBoard` frame.
const TEAMS = 1000;
const PROBLEMS = 13;
const SUBMISSIONS = 50_000;
const APPLIES = 1000;
const CONTESTANTS = Number(process.env.BENCH_CONTESTANTS ?? 500);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 60_000);
const JUDGES = Number(process.env.BENCH_JUDGES ?? 4);
const JUDGE_MS = Number(process.env.BENCH_JUDGE_MS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 18600);
const VERDICTS = ['AC', 'WA', 'WA', 'TLE', 'RE', 'CE'];
const START = Date.UTC(2026, 0, 1, 1, 0, 0);

function rng(seed: number) {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

function syntheticContest() {
  const rnd = rng(20260101);
  const users = Array.from({ length: TEAMS }, (_, i) => `team${String(i).padStart(4, '0')}`);
  const problems = Array.from({ length: PROBLEMS }, (_, i) => `p${i}`);
  const subs: BoardSubmission[] = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    id: `s${String(i).padStart(6, '0')}`,
    userId: users[Math.floor(rnd() * TEAMS)],
    problemId: problems[Math.floor(rnd() * PROBLEMS)],
    verdict: VERDICTS[Math.floor(rnd() * VERDICTS.length)],
    score: null,
    createTime: START + Math.floor(rnd() * 300 * 60_000),
  }));
  const participants = users.map((userId) => ({
    userId,
    realname: userId,
    school: '',
    teamName: null,
    start: START,
  }));
  return { rnd, users, problems, subs, participants };
}

function inMemory() {
  const { rnd, problems, subs, participants } = syntheticContest();
  const builds: number[] = [];
  const cpu: number[] = [];
  const projections: number[] = [];
  let board = new BoardState('acm', problems, participants, null, subs);
  for (let i = 0; i < 7; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    board = new BoardState('acm', problems, participants, null, subs);
    const t1 = performance.now();
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    projectRows('acm', problems, board.rows, 'live', (p) => board.firstSolveAt(p));
    builds.push(t1 - t0);
    projections.push(performance.now() - t1);
  }
  builds.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  projections.sort((a, b) => a - b);
  const applies: number[] = [];
  for (let i = 0; i < APPLIES; i++) {
    const picked = subs[Math.floor(rnd() * subs.length)];
    const row = board.row(picked.userId);
    const cell = (row?.submissions.get(picked.problemId) ?? []).map((s) =>
      s.id === picked.id ? { ...s, verdict: VERDICTS[Math.floor(rnd() * VERDICTS.length)] } : s,
    );
    const t0 = performance.now();
    board.apply(picked.userId, picked.problemId, cell);
    applies.push(performance.now() - t0);
  }
  applies.sort((a, b) => a - b);
  const mean = applies.reduce((s, v) => s + v, 0) / applies.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  console.log(
    `recompute ${TEAMS} x ${PROBLEMS} from ${SUBMISSIONS} submissions: median ${round1(builds[3])} ms, best ${round1(builds[0])} ms, CPU time median ${round1(cpu[3])} ms (target < 50 ms)`,
  );
  console.log(`  ranked JSON of the whole board: median ${round1(projections[3])} ms`);
  console.log(
    `apply one verdict (${APPLIES}x): mean ${us(mean)}, p50 ${us(percentile(applies, 50))}, p99 ${us(percentile(applies, 99))}, max ${us(applies[applies.length - 1])} (target < 1 ms)`,
  );
}

async function lastMinute() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-board-'));
  const { database } = await seededDatabase({ dataDir, poolSize: 4 });
  const { app, ctx } = await inProcessApp(database, dataDir, { PORT: String(PORT) });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const db = database.db;
  const t = DEFAULT_TENANT_ID;
  const contestId = uuidv7();
  const groupId = uuidv7();
  const problems = Array.from({ length: PROBLEMS }, (_, i) => `bench-p${i}`);
  const now = Date.now();
  await db.insert(teachingContest).values({
    id: contestId,
    tenantId: t,
    contestName: '压测赛',
    ruleType: 'acm',
    startTime: new Date(now - 3600_000),
    endTime: new Date(now + 3600_000),
  });
  await db
    .insert(teachingContestClass)
    .values({ id: groupId, tenantId: t, contestId, className: '压测组', problemIds: problems });
  const users = Array.from({ length: CONTESTANTS }, (_, i) => `bench-u${i}`);
  await db.insert(teachingUserOtherInfo).values(
    users.map((u) => ({
      id: uuidv7(),
      tenantId: t,
      contestId,
      groupId,
      userId: u,
      username: u,
      realname: u,
    })),
  );

  const login = (await (
    await fetch(`${base}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    })
  ).json()) as {
    result: { token: string; userInfo: { id: string } };
  };
  const token: string = login.result.token;
  const adminId: string = login.result.userInfo.id;
  const rankUrl = `${base}/api/teaching/teachingContest/rank?contestId=${contestId}&groupId=${groupId}`;
  await fetch(rankUrl, { headers: { 'x-access-token': token } });

  // The jury page: a socket, and a refetch of its board on each frame; records when a verdict shows.
  const judgedAt = new Map<string, number>();
  const shownAfter: number[] = [];
  const waiting = new Map<string, string>(); // `${user}:${problem}` -> submission id awaiting display
  let fetching = false;
  let again = false;
  const refetch = async () => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    do {
      again = false;
      const answer = (await (await fetch(rankUrl, { headers: { 'x-access-token': token } })).json()) as {
        result: ContestBoard;
      };
      const board = answer.result;
      const at = performance.now();
      for (const row of board.rows) {
        for (const [p, cell] of Object.entries(row.cells)) {
          const id = waiting.get(`${row.userId}:${p}`);
          if (id && cell.result !== 'pending' && judgedAt.has(id)) {
            shownAfter.push(at - (judgedAt.get(id) as number));
            waiting.delete(`${row.userId}:${p}`);
          }
        }
      }
    } while (again);
    fetching = false;
  };
  const socket = new WebSocket(
    `ws://127.0.0.1:${PORT}/websocket/${adminId}?token=${encodeURIComponent(token)}`,
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (data) => {
    if (JSON.parse(String(data)).cmd === 'contestBoard') void refetch();
  });

  // Fake fast judge: JUDGES workers over a FIFO queue.
  const queue: { id: string; userId: string; problemId: string; queuedAt: number }[] = [];
  const queueWait: number[] = [];
  let done = 0;
  const judge = async () => {
    while (done < CONTESTANTS) {
      const job = queue.shift();
      if (!job) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      queueWait.push(performance.now() - job.queuedAt);
      await new Promise((r) => setTimeout(r, JUDGE_MS));
      const verdict = Math.random() < 0.5 ? 'AC' : 'WA';
      await db
        .update(cs)
        .set({ verdict, score: verdict === 'AC' ? 100 : 0 })
        .where(eq(cs.id, job.id));
      judgedAt.set(job.id, performance.now());
      await ctx.events.publish('contest.submissionChanged', {
        tenantId: t,
        contestId,
        groupId,
        userId: job.userId,
        problemId: job.problemId,
      });
      done++;
    }
  };
  const judges = Array.from({ length: JUDGES }, judge);
  const t0 = performance.now();
  await Promise.all(
    users.map(async (userId, i) => {
      await new Promise((r) => setTimeout(r, Math.floor((i / CONTESTANTS) * WINDOW_MS * Math.random())));
      const id = uuidv7();
      const problemId = problems[i % PROBLEMS];
      await db.insert(cs).values({
        id,
        tenantId: t,
        contestId,
        groupId,
        userId,
        problemId,
        submissionId: uuidv7(),
        language: 'cpp',
      });
      waiting.set(`${userId}:${problemId}`, id);
      await ctx.events.publish('contest.submissionChanged', {
        tenantId: t,
        contestId,
        groupId,
        userId,
        problemId,
      });
      queue.push({ id, userId, problemId, queuedAt: performance.now() });
    }),
  );
  await Promise.all(judges);
  const deadline = performance.now() + 30_000;
  while (waiting.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  queueWait.sort((a, b) => a - b);
  shownAfter.sort((a, b) => a - b);
  console.log(
    `last minute: ${CONTESTANTS} submissions over ${round1((performance.now() - t0) / 1000)} s, fake judge ${JUDGES} x ${JUDGE_MS} ms, embedded database`,
  );
  console.log(
    `  queue wait: p50 ${round1(percentile(queueWait, 50))} ms, p99 ${round1(percentile(queueWait, 99))} ms`,
  );
  console.log(
    `  verdict -> jury board showing it (push + refetch): p50 ${round1(percentile(shownAfter, 50))} ms, p99 ${round1(percentile(shownAfter, 99))} ms, ${shownAfter.length}/${CONTESTANTS} seen`,
  );
  socket.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`contest boards (load ${os.loadavg()[0].toFixed(1)} at start, ${os.cpus().length} cores)`);
inMemory();
await lastMinute();
