import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { uuidv7 } from 'uuidv7';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { changePoints, earnByRule, teachingJifen } from '../apps/server/src/domains/points/index.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { round1 } from './latency.ts';
import { dropPostgres, freshPostgres } from './server.ts';

// The points ledger's write rate: `changePoints` (ledger row + balance upsert + the below-zero check, in
// a transaction; with an event key its unique index decides who pays) against a bare insert of the
// same ledger row, in the same run and database. Sequential rounds show the per-write cost; a round of
// CONCURRENCY writers on PostgreSQL shows what the balance row's lock costs when writes pile up.
const WRITES = Number(process.env.BENCH_POINTS_WRITES ?? 3000);
const USERS = 200;
const CONCURRENCY = Number(process.env.BENCH_POINTS_CONCURRENCY ?? 16);
const PG_DB = 'ck_bench_points';
const T = DEFAULT_TENANT_ID;

type Database = Awaited<ReturnType<typeof openDatabase>>;

interface Round {
  name: string;
  writes: number;
  perSec: number;
}

async function timed(
  name: string,
  writes: number,
  concurrency: number,
  write: (i: number) => Promise<unknown>,
) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < writes) await write(next++);
    }),
  );
  const ms = performance.now() - t0;
  return { name, writes, perSec: Math.round((writes / ms) * 1000) } satisfies Round;
}

async function rounds(database: Database, concurrency: number): Promise<Round[]> {
  const { db } = database;
  const users = Array.from({ length: USERS }, () => uuidv7());
  const userOf = (i: number) => users[i % USERS];
  const tag = `${concurrency}-${Date.now()}`;
  const withEventKey = (i: number) =>
    changePoints(db, {
      tenantId: T,
      userId: userOf(i),
      amount: 1,
      reason: '压测',
      kind: 'manual',
      eventKey: `bench:${tag}:${i}`,
    });
  return [
    await timed('裸插入流水行', WRITES, concurrency, (i) =>
      db
        .insert(teachingJifen)
        .values({ id: uuidv7(), tenantId: T, userId: userOf(i), amount: 1, reason: '压测' }),
    ),
    await timed('changePoints（无事件键）', WRITES, concurrency, (i) =>
      changePoints(db, { tenantId: T, userId: userOf(i), amount: 1, reason: '压测', kind: 'manual' }),
    ),
    await timed('changePoints（带事件键）', WRITES, concurrency, withEventKey),
    // The same event keys again: every change is found already booked.
    await timed('changePoints（重复事件键，不写入）', WRITES, concurrency, withEventKey),
    await timed('earnByRule（规则 + 每日上限 + 事件键）', WRITES, concurrency, (i) =>
      earnByRule(db, {
        tenantId: T,
        userId: userOf(i),
        kind: 'workGraded',
        eventKey: `bench-earn:${tag}:${i}`,
        reason: '压测',
      }),
    ),
  ];
}

function print(title: string, list: Round[]) {
  const base = list[0].perSec;
  console.log(`\n${title}`);
  console.log('| 写法 | 次数 | 每秒 | 相对裸插入 |');
  console.log('|---|---:|---:|---:|');
  for (const r of list)
    console.log(`| ${r.name} | ${r.writes} | ${r.perSec} | ${round1((r.perSec / base) * 100)}% |`);
}

async function main() {
  console.log(
    `积分流水写入：${os.cpus().length} 核，负载 ${os.loadavg()[0].toFixed(1)}，每轮 ${WRITES} 次写入，${USERS} 个用户`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-points-'));
  try {
    const lite = await openDatabase({ dataDir: dir });
    await lite.migrate();
    print('内嵌 PGlite（顺序写入）', await rounds(lite, 1));
    await lite.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = await freshPostgres(PG_DB);
  if (!url) {
    console.log('\n没有可用的 PostgreSQL，跳过 PostgreSQL 轮次');
    return;
  }
  const pgDb = await openDatabase({ databaseUrl: url, poolSize: CONCURRENCY });
  try {
    await pgDb.migrate();
    print('PostgreSQL（顺序写入）', await rounds(pgDb, 1));
    print(`PostgreSQL（${CONCURRENCY} 路并发）`, await rounds(pgDb, CONCURRENCY));
  } finally {
    await pgDb.close();
    await dropPostgres(PG_DB);
  }
}

await main();
