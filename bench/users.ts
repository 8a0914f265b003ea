import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { seededDatabase } from './bench-database.ts';
import { whileServing } from './measure.ts';
import { ADMIN_PASSWORD, productionEnv, SERVER } from './server.ts';

/**
 * The user back office at scale: 100,000 users in the embedded database (and again on PostgreSQL when
 * given one), then the user list (with and without filters), an export of 10,000 users and an import
 * of 1,000 through the bundled server.
 */
const USERS = 100_000;
const CLASS_SIZE = 10_000;
const CLASS_ID = 'bench-class-0000-0000-000000000001';

interface ListFigures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/** One precomputed argon2 hash for every row; users, roles and class links by generate_series. */
async function seed(target: { dataDir: string; databaseUrl?: string }) {
  const { database, roleIds } = await seededDatabase(target);
  const hash = await hashPassword('Bench@123456');
  const db = database.db;
  await db.execute(sql`
    insert into sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_category, create_by)
    values (${CLASS_ID}, ${DEFAULT_TENANT_ID}, null, '压测班', 'Z01', '3', 'bench')`);
  await db.execute(sql`
    insert into sys_user (id, tenant_id, username, realname, nickname, password_hash, status, user_identity,
                          org_code, phone, create_by, create_time)
    select 'bench-' || lpad(g::text, 8, '0'), ${DEFAULT_TENANT_ID}, 'bu' || g, '学生' || g, '学生' || g, ${hash},
           case when g % 50 = 0 then 2 else 1 end, 1, 'Z01', '139' || lpad(g::text, 8, '0'), 'bench',
           now() - (g || ' seconds')::interval
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into sys_user_role (user_id, role_id)
    select id, ${roleIds.student} from sys_user where id like 'bench-%'`);
  await db.execute(sql`
    insert into sys_user_depart (user_id, depart_id)
    select 'bench-' || lpad(g::text, 8, '0'), ${CLASS_ID} from generate_series(1, ${CLASS_SIZE}) g`);
  await db.execute(sql`analyze`);
  await database.close();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `connections` callers in a loop for `seconds`; p95 needs every latency, so this keeps them all. */
async function drive(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds = 5,
  connections = 10,
) {
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await fetch(url, { headers }).catch(() => null);
      if (!res?.ok) errors++;
      await res?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95: Math.round(percentile(latencies, 0.95) * 10) / 10,
    errors,
  } satisfies ListFigures;
}

async function importSheet(count: number): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['用户账号', '真实姓名', '性别', '角色编码', '班级编码']);
  for (let i = 1; i <= count; i++)
    sheet.addRow([`imp${i}`, `导入${i}`, i % 2 ? '男' : '女', 'student', 'Z01']);
  return new Blob([await book.xlsx.writeBuffer()]);
}

/** A new, empty database `name` on the server of `url`; its URL. */
export async function freshPostgresDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/** `databaseUrl`: run on that (empty) PostgreSQL database instead of the embedded one. */
export async function benchUsers(port = 18304, databaseUrl?: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-users-'));
  let t0 = Date.now();
  await seed({ dataDir, databaseUrl });
  const seedMs = Date.now() - t0;
  const base = `http://127.0.0.1:${port}`;
  // The administrator exists already (seeded above): the server's ADMIN_PASSWORD changes nothing.
  const serve = (body: () => Promise<string>) =>
    whileServing(SERVER, productionEnv(port, dataDir, databaseUrl), dataDir, body, 120_000);
  return serve(async () => {
    const login = (await fetch(`${base}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json())) as { result: { token: string } };
    const headers = { 'x-access-token': login.result.token };
    const list = `${base}/api/sys/user/list`;
    const figures = [
      await drive('第 1 页，无筛选，单连接', `${list}?pageNo=1&pageSize=10`, headers, 5, 1),
      await drive('第 1 页，无筛选', `${list}?pageNo=1&pageSize=10`, headers),
      await drive('第 500 页，无筛选', `${list}?pageNo=500&pageSize=20`, headers),
      await drive('姓名模糊 + 状态', `${list}?realname=*学生1234*&status=1`, headers),
      await drive('按班级', `${list}?departId=${CLASS_ID}&pageSize=20`, headers),
      await drive('手机号模糊', `${list}?phone=*0001234*`, headers),
    ];

    t0 = Date.now();
    const exported = await fetch(`${base}/api/sys/user/exportXls?departId=${CLASS_ID}`, { headers });
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportMs = Date.now() - t0;
    if (!exported.ok) throw new Error(`导出失败：${exported.status}`);

    const form = new FormData();
    form.append('file', await importSheet(1000), 'users.xlsx');
    t0 = Date.now();
    const imported = await fetch(`${base}/api/sys/user/importExcel`, { method: 'POST', headers, body: form });
    const importBody = (await imported.json()) as { success: boolean; message: string };
    const importMs = Date.now() - t0;
    if (!importBody.success) throw new Error(`导入失败：${importBody.message}`);

    const lines = [
      `## 用户管理（10 万用户，${databaseUrl ? 'PostgreSQL' : '内嵌 PGlite'}）`,
      '',
      `由 \`npm run bench\` 的用户部分生成（${os.cpus().length} 核，Node ${process.version}）：批量写入 ${USERS} 个用户用时 ${seedMs} ms`,
      `（共用一个预先计算的 argon2id 哈希）。列表每项 5 秒，除注明单连接外均为 10 个并发${databaseUrl ? '（连接池 10 个连接）' : '；内嵌数据库只有一个连接，并发请求排队执行'}。`,
      '',
      '| 用户列表 | 吞吐 (req/s) | p50 (ms) | p95 (ms) | 错误 |',
      '|---|---:|---:|---:|---:|',
      ...figures.map((f) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.errors} |`),
      '',
      '| 操作 | 用时 | 说明 |',
      '|---|---:|---|',
      `| 导出 ${CLASS_SIZE} 个用户（xlsx） | ${exportMs} ms | ${Math.round(exportBytes / 1024)} KB |`,
      `| 导入 1000 个用户（xlsx） | ${importMs} ms | 未填密码的行共用一个初始密码，只哈希一次 |`,
      '',
      '目标：列表 p95 低于 50 ms，导出 1 万用户 5 秒内，导入 1000 用户 30 秒内（页面显示进度条）。',
      '',
    ];
    return lines.join('\n');
  });
}

// Run alone: `node --import tsx bench/users.ts` (after `npm run build`).
// `--postgres[=URL]` runs it on a fresh database of that server instead.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const flag = process.argv.find((a) => a.startsWith('--postgres'));
  const server = flag?.split('=')[1] || 'postgres://postgres@127.0.0.1:5432/test';
  console.log(
    await benchUsers(18304, flag ? await freshPostgresDatabase(server, 'ck_bench_users') : undefined),
  );
}
