import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Figures, start, stop, waitFor } from './measure.ts';
import {
  adminAnswer,
  answerSizes,
  bareFigure,
  permissionFigures,
  roleTokens,
  sameBytesFigures,
} from './roles.ts';
import { ADMIN_PASSWORD, type Mode, postgresAvailable, SERVER, serverEnv } from './server.ts';

/**
 * Only the getUserPermissionByToken part of `npm run bench` (run `npm run build` first): per mode, the
 * bare route and then the route for each seeded role; last, a bare route sending the admin's answer
 * ready-made. `--pglite` leaves PostgreSQL out. Prints a table and writes nothing.
 */
const loadBefore = os.loadavg()[0];
const lines = [
  '| 模式 | 接口 | 应答大小 | 吞吐 (req/s) | 相对裸路由 | p50 (ms) | p99 (ms) | 错误 |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
];
const row = (mode: string, f: Figures, bare: Figures, size = '') =>
  `| ${mode} | ${f.name} | ${size} | ${f.rps} | ${Math.round((f.rps / bare.rps) * 100)}% | ${f.p50} | ${f.p99} | ${f.errors} |`;

async function benchMode(mode: Mode, port: number): Promise<Buffer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = start(SERVER, serverEnv(mode, port, dataDir));
  try {
    await waitFor(`${base}/api/sys/config/getCurrentConfig`, Date.now());
    const tokens = await roleTokens(base, ADMIN_PASSWORD);
    const sizes = await answerSizes(base, tokens);
    const bare = await bareFigure();
    lines.push(row(mode, bare, bare));
    const figures = await permissionFigures(base, tokens);
    figures.forEach((f, i) => {
      lines.push(row(mode, f, bare, sizes[i]));
    });
    return await adminAnswer(base, tokens);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const hello = start('bench/hello-server.ts', { PORT: '18301' });
let answer: Buffer;
try {
  await waitFor('http://127.0.0.1:18301/hello', Date.now());
  answer = await benchMode('pglite', 18302);
  if (process.argv.includes('--pglite')) {
    // PostgreSQL left out on request.
  } else if (await postgresAvailable()) await benchMode('postgres', 18303);
  else console.log('PostgreSQL 不可用，跳过 PostgreSQL 模式');
} finally {
  await stop(hello);
}
const reference = await sameBytesFigures(answer);
const size = `${(answer.length / 1024).toFixed(1)} KB`;
lines.push(
  row('裸 Fastify', reference.bare, reference.bare),
  row('裸 Fastify', reference.fixed, reference.bare, size),
);

const loadAvg = `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`;
console.log(`${os.cpus().length} 核，Node ${process.version}，1 分钟平均负载 ${loadAvg}`);
console.log(lines.join('\n'));
