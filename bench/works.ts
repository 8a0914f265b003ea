import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, seededDatabase } from './bench-database.ts';
import { writeDocSection } from './doc-section.ts';
import { getOk, type SingleAndLoaded, singleAndLoaded, timedRequests } from './latency.ts';
import { whileServing } from './measure.ts';
import { onBothDatabases, productionEnv } from './server.ts';

// The public gallery at scale: 100,000 works by 2,000 students (60% saved, 15% submitted, 10% graded,
// 10% on the home page, 5% featured), saved over the last year, with stars and views. Measures the
// gallery's first page (newest, most starred) and the featured list, as a visitor and as a student.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PG_DB = 'ck_bench_works';
const PORT = Number(process.env.BENCH_PORT ?? 18307);
const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const STUDENTS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const LOAD_AT_START = os.loadavg()[0].toFixed(1);

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Students and their works, all by generate_series; returns a student's session token. */
async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<string> {
  const { database, roleIds } = await seededDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const db = database.db;
  const t = DEFAULT_TENANT_ID;
  await db.execute(sql`
    insert into sys_user (id, tenant_id, username, realname, nickname, password_hash, user_identity, avatar, create_by)
    select 'wb-user-' || lpad(g::text, 5, '0'), ${t}, 'wb' || g, '学生' || g, '学生' || g, '!', 1,
           case when g % 3 = 0 then 'avatars/wb-' || g || '.png' end, 'bench'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into sys_user_role (user_id, role_id)
    select 'wb-user-' || lpad(g::text, 5, '0'), ${roleIds.student} from generate_series(1, ${STUDENTS}) g`);
  // Status by i % 20: 0-11 saved, 12-14 submitted, 15-16 graded, 17-18 home page, 19 featured.
  await db.execute(sql`
    insert into teaching_work (id, tenant_id, user_id, work_name, work_type, work_scene, work_status, work_file,
                               work_cover, view_num, star_num, collect_num, comment_num, save_time, create_time, create_by)
    select 'wb-work-' || lpad(i::text, 6, '0'), ${t}, 'wb-user-' || lpad((i % ${STUDENTS} + 1)::text, 5, '0'),
           '作品' || i, case when i % 3 = 0 then 4 else 2 end,
           case when i % 20 between 12 and 16 then 'course' else 'create' end,
           case when i % 20 < 12 then 0 when i % 20 < 15 then 1 when i % 20 < 17 then 2 when i % 20 < 19 then 3 else 4 end,
           'works/wb/' || i || '.sb3', 'works/wb/' || i || '.png',
           (i::bigint * 7919) % 500, (i::bigint * 104729) % 120, (i * 31) % 40, i % 7,
           now() - (i % 525600) * interval '1 minute', now() - (i % 525600) * interval '1 minute', 'bench'
    from generate_series(1, ${WORKS}) i`);
  await db.execute(sql`analyze`);
  const token = newToken();
  await insertSessions(db, [{ token, userId: `wb-user-${pad(1, 5)}` }]);
  await database.close();
  return token;
}

/** `requests` GETs of one URL, `concurrency` at a time; a page must hold 20 records. */
function measure(name: string, url: string, token: string | null, requests: number, concurrency: number) {
  const fullPage = (r: unknown) => (r as { records?: unknown[] }).records?.length === 20;
  return timedRequests(name, requests, concurrency, () => getOk(url, token, fullPage));
}

async function benchMode(mode: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-works-'));
  const t0 = Date.now();
  const token = await prepare(databaseUrl, dataDir);
  const seedMs = Date.now() - t0;
  const base = `http://127.0.0.1:${PORT}/api/teaching/teachingWork`;
  // A loaded machine starts the server slowly; the figures are taken once it answers.
  const serve = (body: () => Promise<SingleAndLoaded[]>) =>
    whileServing(SERVER, productionEnv(PORT, dataDir, databaseUrl), dataDir, body, 300_000);
  const figures = await serve(async () => {
    const runs: [string, string, string | null][] = [
      ['作品广场第 1 页（最新，访客）', `${base}/leaderboard?pageNo=1&pageSize=20`, null],
      ['作品广场第 1 页（最新，学生）', `${base}/leaderboard?pageNo=1&pageSize=20`, token],
      ['作品广场第 1 页（点赞最多）', `${base}/leaderboard?pageNo=1&pageSize=20&orderBy=starNum`, null],
      ['作品广场第 1 页（Python）', `${base}/leaderboard?pageNo=1&pageSize=20&workType=4`, null],
      ['精选作品第 1 页 greatWork', `${base}/greatWork?pageNo=1&pageSize=20`, null],
    ];
    const figures: SingleAndLoaded[] = [];
    for (const [name, url, who] of runs)
      figures.push(
        await singleAndLoaded((n, c) => measure(name, url, who, n, c), {
          warmUp: 50,
          warmUpConcurrency: 1,
          single: REQUESTS,
          loaded: REQUESTS,
          concurrency: CONCURRENCY,
        }),
      );
    return figures;
  });
  return { mode, seedMs, figures };
}

type Result = Awaited<ReturnType<typeof benchMode>>;

const HEADING = '## 作品广场：首页列表';

function report(results: Result[]): string {
  const lines = [
    HEADING,
    '',
    `由 \`npm run bench\` 的 \`bench/works.ts\` 生成：${WORKS} 个作品（${STUDENTS} 名学生；60% 已保存、15% 已提交、10% 已批改、` +
      `10% 首页展示、5% 精选，保存时间分布在最近一年）。每个接口预热 50 次，逐个请求测 ${REQUESTS} 次，再以并发 ${CONCURRENCY} 测 ${REQUESTS} 次` +
      `（客户端与服务端在同一台机器上，每页 20 条）。${os.cpus().length} 核，Node ${process.version}，开始时 1 分钟平均负载 ${LOAD_AT_START}。`,
    '',
    `| 模式 | 接口 | 逐个请求 p50 (ms) | 逐个请求 p95 (ms) | 并发 ${CONCURRENCY} 吞吐 (req/s) | 并发 ${CONCURRENCY} p50 (ms) | 并发 ${CONCURRENCY} p95 (ms) | 错误 |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    for (const { single: s, loaded: f } of r.figures)
      lines.push(
        `| ${r.mode} | ${f.name} | ${s.p50} | ${s.p95} | ${f.rps} | ${f.p50} | ${f.p95} | ${s.errors + f.errors} |`,
      );
  lines.push(
    '',
    `批量写入数据用时：${results.map((r) => `${r.mode} ${r.seedMs} ms`).join('，')}（含迁移与基础初始化）。`,
    '目标：作品广场第 1 页逐个请求的 p95 低于 50 ms。',
    '最新排序按状态（首页展示、精选）分别沿索引 `teaching_work_gallery_idx (tenant_id, work_status, save_time)` 倒序各取一页再归并，' +
      '不扫描全部公开作品；总数短暂缓存（任何写操作后即失效），不在每一页都数一遍。',
    '按点赞数、浏览数排序时没有对应的索引，每次要把全部公开作品排序（本数据约 15000 个）；' +
      '需要更快时可加索引 `(tenant_id, work_status, star_num)` 与 `(tenant_id, work_status, view_num)`，查询已按状态分别读取再归并，可直接用上。',
    '这台机器由多个进程共用，表中数字随负载变化；开始时的平均负载见上。按状态读取一页的查询本身（EXPLAIN ANALYZE，10 万作品）在 1 ms 以内，' +
      '其余时间花在总数（每 10 秒数一次，PGlite 上约 80 ms）、作者姓名与头像的查询、链接签名和机器负载上。',
    '',
  );
  return lines.join('\n');
}

const section = report(await onBothDatabases(PG_DB, benchMode));
writeDocSection(HEADING, section);
console.log(section);
