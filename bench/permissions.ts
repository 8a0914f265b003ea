import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, start, stop, waitFor } from './measure.ts';
import { permissionFigures, ROLES, roleTokens } from './roles.ts';
import { ADMIN_PASSWORD, type Mode, postgresAvailable, SERVER, serverEnv } from './server.ts';

/**
 * Only the getUserPermissionByToken part of `npm run bench`: the bare route, then the route for each
 * seeded role on the bundled server (run `npm run build` first). `--pglite` skips PostgreSQL.
 * Prints a table and writes nothing.
 */
const hello = start('bench/hello-server.ts', { PORT: '18301' });
await waitFor('http://127.0.0.1:18301/hello', Date.now());
const bare = await load('hello', 'http://127.0.0.1:18301/hello');
await stop(hello);

const lines = [
  '| 模式 | 接口 | 应答大小 | 吞吐 (req/s) | 相对裸路由 | p50 (ms) | p99 (ms) | 错误 |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  `| 裸 Fastify | GET /hello | | ${bare.rps} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors} |`,
];

async function benchMode(mode: Mode, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = start(SERVER, serverEnv(mode, port, dataDir));
  try {
    await waitFor(`${base}/api/sys/config/getCurrentConfig`, Date.now());
    const tokens = await roleTokens(base, ADMIN_PASSWORD);
    const sizes = await Promise.all(
      ROLES.map(async (r) => {
        const res = await fetch(`${base}/api/sys/permission/getUserPermissionByToken`, {
          headers: { 'x-access-token': tokens[r.code] },
        });
        return `${((await res.arrayBuffer()).byteLength / 1024).toFixed(1)} KB`;
      }),
    );
    const figures = await permissionFigures(base, tokens);
    figures.forEach((f, i) => {
      const share = `${Math.round((f.rps / bare.rps) * 100)}%`;
      lines.push(
        `| ${mode} | ${f.name} | ${sizes[i]} | ${f.rps} | ${share} | ${f.p50} | ${f.p99} | ${f.errors} |`,
      );
    });
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchMode('pglite', 18302);
if (process.argv.includes('--pglite')) {
  // PostgreSQL left out on request.
} else if (await postgresAvailable()) await benchMode('postgres', 18303);
else console.log('PostgreSQL 不可用，跳过 PostgreSQL 模式');

console.log(`${os.cpus().length} 核，Node ${process.version}，1 分钟平均负载 ${os.loadavg()[0].toFixed(1)}`);
console.log(lines.join('\n'));
