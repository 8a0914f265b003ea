import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import WebSocket from 'ws';
import { sysUser } from '../apps/server/src/db/schema/index.ts';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, seededDatabase } from './bench-database.ts';
import { type Figures, load, rssMb, start, stop, waitFor } from './measure.ts';
import { ADMIN_PASSWORD, PG_URL, productionEnv, SERVER } from './server.ts';

// 2,000 signed-in browsers on one process: memory per idle socket, publish-to-delivery latency of an
// ALL announcement, and the bell's `listByUser` throughput. Sessions are written straight into the
// database so the run does not spend minutes on 2,000 argon2 logins.
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const ROUNDS = 5;
const PG_DB = 'ck_bench_notices';
const LOAD_AT_START = os.loadavg()[0].toFixed(1);

interface NoticeResult {
  mode: string;
  sockets: number;
  connectMs: number;
  perSocketKb: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  listByUser: Figures;
}

async function prepare(databaseUrl: string | undefined, dataDir: string) {
  const { database } = await seededDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < SOCKETS; i += 500) {
    const batch = Array.from({ length: Math.min(500, SOCKETS - i) }, (_, k) => ({
      id: uuidv7(),
      token: newToken(),
      n: i + k,
    }));
    await database.db.insert(sysUser).values(
      batch.map((u) => ({
        id: u.id,
        tenantId: DEFAULT_TENANT_ID,
        username: `bench_${u.n}`,
        realname: `压测用户${u.n}`,
        passwordHash: '!', // never matches: these users only ever use the session below
      })),
    );
    await insertSessions(
      database.db,
      batch.map((u) => ({ token: u.token, userId: u.id })),
    );
    users.push(...batch);
  }
  await database.close();
  return users;
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function api<T>(base: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; message: string; result: T };
  if (!json.success) throw new Error(`${url}: ${json.message}`);
  return json.result;
}

async function benchMode(mode: 'pglite' | 'postgres', port: number): Promise<NoticeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-notices-'));
  const databaseUrl = mode === 'postgres' ? PG_URL.replace(/\/[^/]*$/, `/${PG_DB}`) : undefined;
  const users = await prepare(databaseUrl, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const server = start(SERVER, productionEnv(port, dataDir, databaseUrl));
  const sockets: WebSocket[] = [];
  try {
    await waitFor(`${base}/api/sys/config/getCurrentConfig`, Date.now());
    const adminToken = (
      await api<{ token: string }>(base, '/api/sys/login', '', {
        username: 'admin',
        password: ADMIN_PASSWORD,
      })
    ).token;
    await new Promise((r) => setTimeout(r, 2000));
    const rssBeforeMb = rssMb(server.pid!);

    const t0 = performance.now();
    for (let i = 0; i < users.length; i += 200) {
      const batch = users.slice(i, i + 200);
      sockets.push(
        ...(await Promise.all(
          batch.map((u) => connect(`ws://127.0.0.1:${port}/websocket/${u.id}?token=${u.token}`)),
        )),
      );
    }
    const connectMs = Math.round(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 3000));
    const rssAfterMb = rssMb(server.pid!);

    const latencies: number[] = [];
    let expected = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await api<{ id: string }>(base, '/api/sys/annountCement/add', adminToken, {
        titile: `压测公告 ${round}`,
      });
      const pending = new Set(sockets);
      expected += sockets.length;
      let started = 0;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        for (const ws of sockets) {
          const onMessage = (data: WebSocket.RawData) => {
            if (!data.toString().includes(id)) return;
            latencies.push(performance.now() - started);
            ws.off('message', onMessage);
            pending.delete(ws);
            if (!pending.size) {
              clearTimeout(timer);
              resolve();
            }
          };
          ws.on('message', onMessage);
        }
      });
      started = performance.now();
      await api(base, `/api/sys/annountCement/doReleaseData?id=${id}`, adminToken);
      await done;
      for (const ws of pending) ws.removeAllListeners('message');
    }
    latencies.sort((a, b) => a - b);

    const listByUser = await load('listByUser', `${base}/api/sys/annountCement/listByUser`, {
      headers: { 'x-access-token': users[0].token },
    });
    return {
      mode,
      sockets: sockets.length,
      connectMs,
      perSocketKb: Math.round(((rssAfterMb - rssBeforeMb) * 1024) / Math.max(1, sockets.length)),
      rssBeforeMb,
      rssAfterMb,
      delivered: latencies.length,
      expected,
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      max: round1(latencies.at(-1) ?? 0),
      listByUser,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresReady(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${PG_DB}`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropPostgres() {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`).catch(() => undefined);
  await client.end();
}

function report(results: NoticeResult[]): string {
  const lines = [
    '## 通知推送',
    '',
    `由 \`npm run bench\` 的 \`bench/notices.ts\` 生成：一个服务进程上 ${SOCKETS} 个已登录的 websocket 连接（会话直接写入数据库），` +
      `发布 ${ROUNDS} 条“全体用户”公告，测量从调用发布接口到每个连接收到推送的时间（客户端与服务端在同一台机器上）；` +
      `随后压测 \`listByUser\`（5 秒，并发 20）。${os.cpus().length} 核，Node ${process.version}，开始时 1 分钟平均负载 ${LOAD_AT_START}。`,
    '',
    '| 模式 | 连接数 | 建立全部连接 | 空闲时每连接内存 | 推送送达 | 送达 p50 | 送达 p99 | 最慢 | listByUser (req/s) | listByUser p99 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.mode} | ${r.sockets} | ${r.connectMs} ms | ${r.perSocketKb} KB（RSS ${r.rssBeforeMb} → ${r.rssAfterMb} MB） | ${r.delivered}/${r.expected} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.listByUser.rps} | ${r.listByUser.p99} ms |`,
    );
  lines.push(
    '',
    '目标：2,000 个连接全部在 1 秒内送达（p99），每个空闲连接内存低于 100 KB。PostgreSQL 模式的推送经 LISTEN/NOTIFY 回到本节点再分发，与多节点部署走同一条路径。',
    '',
  );
  return lines.join('\n');
}

const results = [await benchMode('pglite', 18304)];
if (await postgresReady()) {
  try {
    results.push(await benchMode('postgres', 18305));
  } finally {
    await dropPostgres();
  }
} else console.log('PostgreSQL 不可用，跳过 PostgreSQL 模式');

const section = report(results);
const file = 'docs/benchmarks.md';
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# 性能基准\n';
const at = current.indexOf('## 通知推送');
const kept = (at >= 0 ? current.slice(0, at) : current).trimEnd();
fs.writeFileSync(file, `${kept}\n\n${section}`);
console.log(section);
