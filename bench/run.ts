import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleReport, measureBundles } from './bundle.ts';
import { type Figures, load, rssMb, start, stop, waitFor } from './measure.ts';
import { adminAnswer, bareFigure, login, permissionFigures, roleTokens, sameBytesFigures } from './roles.ts';
import { ADMIN_PASSWORD, type Mode, PG_URL, postgresAvailable, SERVER, serverEnv } from './server.ts';
import { benchUsers, freshPostgresDatabase } from './users.ts';

interface ModeResult {
  mode: string;
  coldStartMs: number;
  restartMs: number;
  idleRssMb: number;
  /** The bare route, measured just before this mode's figures. */
  bare: Figures;
  figures: Figures[];
  /** The admin's getUserPermissionByToken answer as sent. */
  adminAnswer: Buffer;
}

async function benchMode(mode: Mode, port: number): Promise<ModeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-'));
  const env = serverEnv(mode, port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const probe = `${base}/api/sys/config/getCurrentConfig`;

  // First boot migrates and seeds; the restart measures an ordinary start.
  let t0 = Date.now();
  let server = start(SERVER, env);
  const coldStartMs = await waitFor(probe, t0);
  await stop(server);
  t0 = Date.now();
  server = start(SERVER, env);
  const restartMs = await waitFor(probe, t0);
  try {
    // Idle memory after one admin sign-in, as before the teacher and student existed: creating them
    // hashes passwords, and argon2id's working memory would count as idle.
    await login(base, 'admin', ADMIN_PASSWORD);
    await new Promise((r) => setTimeout(r, 2000));
    const idleRssMb = rssMb(server.pid!);
    const tokens = await roleTokens(base, ADMIN_PASSWORD);
    const headers = { 'x-access-token': tokens.admin };
    const bare = await bareFigure();
    const figures = [
      ...(await permissionFigures(base, tokens)),
      await load('dictionary list page', `${base}/api/sys/dict/list?pageNo=1&pageSize=10`, { headers }),
      await load('login (captcha off)', `${base}/api/sys/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        connections: 4,
      }),
    ];
    return {
      mode,
      coldStartMs,
      restartMs,
      idleRssMb,
      bare,
      figures,
      adminAnswer: await adminAnswer(base, tokens),
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(reference: { bare: Figures; fixed: Figures }, results: ModeResult[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const row = (mode: string, f: Figures, bare: Figures) =>
    `| ${mode} | ${f.name} | ${f.rps} | ${Math.round((f.rps / bare.rps) * 100)}% | ${f.p50} | ${f.p99} | ${f.errors} |`;
  const lines = [
    '# 性能基准',
    '',
    `由 \`npm run bench\` 生成（${date}，${os.cpus().length} 核，Node ${process.version}，开始时 1 分钟平均负载 ${startLoad}）。每项压测 5 秒，并发 20（登录为 4）；\`getUserPermissionByToken\` 每个角色先预热 1 秒。`,
    '',
    '| 模式 | 接口 | 吞吐 (req/s) | 相对裸路由 | p50 (ms) | p99 (ms) | 错误 |',
    '|---|---|---:|---:|---:|---:|---:|',
    row('裸 Fastify', reference.bare, reference.bare),
    row('裸 Fastify', reference.fixed, reference.bare),
  ];
  for (const r of results) for (const f of [r.bare, ...r.figures]) lines.push(row(r.mode, f, r.bare));
  lines.push(
    '',
    '| 模式 | 首次启动（迁移+初始化）到首个应答 | 再次启动到首个应答 | 空闲 RSS |',
    '|---|---:|---:|---:|',
  );
  for (const r of results)
    lines.push(`| ${r.mode} | ${r.coldStartMs} ms | ${r.restartMs} ms | ${r.idleRssMb} MB |`);
  lines.push(
    '',
    '目标（2 核机器）：`getUserPermissionByToken` 对管理员、教师、学生吞吐都不低于裸路由的 50%，冷启动 6 秒以内，空闲 RSS 300 MB 以内。',
    '“相对裸路由”以同一组里紧挨着测得的裸路由为准：这台机器与其他进程共用，负载随时在变。',
    '第二行是参照：裸 Fastify 路由直接发送预先生成的（不压缩的）管理员应答字节，即不压缩时任何路由发送这份应答所能达到的上限。',
    '压测客户端（autocannon）把每个应答解码成字符串，应答越大、中文越多，客户端自身越慢，与服务端无关；',
    '`getUserPermissionByToken` 的应答按权限集合缓存并只序列化一次，每次请求只查会话、取缓存、拼上信封。',
    '客户端像浏览器一样声明 `Accept-Encoding: gzip, deflate, br, zstd`，应答以 gzip 发送（管理员约 4 KB，每个权限集合每秒最多压缩一次）；“管理员，不压缩”一行是不声明压缩的客户端。',
    '登录吞吐受 argon2id 哈希成本限制，这是有意为之。',
    '',
  );
  return lines.join('\n');
}

const startLoad = os.loadavg()[0].toFixed(1);
// The bare route stays up (idle) so that each mode measures it right before its own figures.
const hello = start('bench/hello-server.ts', { PORT: '18301' });
await waitFor('http://127.0.0.1:18301/hello', Date.now());
const results: ModeResult[] = [];
let withPostgres = false;
try {
  results.push(await benchMode('pglite', 18302));
  withPostgres = await postgresAvailable();
  if (withPostgres) results.push(await benchMode('postgres', 18303));
  else console.log('PostgreSQL 不可用，跳过 PostgreSQL 模式');
} finally {
  await stop(hello);
}
const reference = await sameBytesFigures(results[0].adminAnswer);

// The user back-office sections seed 100,000 users first; `--skip-users` leaves them out.
let usersSection = '';
if (!process.argv.includes('--skip-users')) {
  usersSection = `\n${await benchUsers()}`;
  if (withPostgres)
    usersSection += `\n${await benchUsers(18305, await freshPostgresDatabase(PG_URL, 'ck_bench_users'))}`;
}
const text = `${report(reference, results)}\n${bundleReport(measureBundles())}${usersSection}`;
fs.mkdirSync('docs', { recursive: true });
fs.writeFileSync('docs/benchmarks.md', text);
console.log(text);
