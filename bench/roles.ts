import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Figures, load, start, stop, waitFor } from './measure.ts';

/** The seeded roles whose menus differ most: the admin's is the largest answer, a student's the smallest. */
export const ROLES = [
  { code: 'admin', label: '管理员' },
  { code: 'teacher', label: '教师' },
  { code: 'student', label: '学生' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(base: string, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result;
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const result = await call<{ token: string }>(base, '/api/sys/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return result.token;
}

/**
 * A token for each seeded role. The production seed has only the admin, so a teacher and a student
 * are created through the user API, as an admin would in the back office.
 */
export async function roleTokens(base: string, password: string): Promise<Record<RoleCode, string>> {
  const admin = await login(base, 'admin', password);
  const headers = { 'x-access-token': admin };
  const roles = await call<{ id: string; roleCode: string }[]>(base, '/api/sys/role/queryall', { headers });
  const tokens: Record<RoleCode, string> = { admin, teacher: '', student: '' };
  for (const code of ['teacher', 'student'] as const) {
    const role = roles.find((r) => r.roleCode === code);
    if (!role) throw new Error(`no ${code} role seeded`);
    const username = `bench_${code}`;
    await call(base, '/api/sys/user/add', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        username,
        password,
        realname: `压测${code === 'teacher' ? '教师' : '学生'}`,
        selectedroles: role.id,
        userIdentity: code === 'teacher' ? 2 : 1,
      }),
    });
    tokens[code] = await login(base, username, password);
  }
  return tokens;
}

/** What Chromium sends: every browser accepts compressed answers. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * getUserPermissionByToken driven with each role's token, in the order of ROLES, after a warm-up, asking
 * for compression as a browser does; last, the admin's answer once more without compression.
 */
export async function permissionFigures(base: string, tokens: Record<RoleCode, string>): Promise<Figures[]> {
  const url = `${base}/api/sys/permission/getUserPermissionByToken`;
  const runs = [
    ...ROLES.map((r) => ({ label: r.label, token: tokens[r.code], encoding: BROWSER_ENCODINGS })),
    { label: '管理员，不压缩', token: tokens.admin, encoding: 'identity' },
  ];
  const figures: Figures[] = [];
  for (const run of runs) {
    const headers = { 'x-access-token': run.token, 'accept-encoding': run.encoding };
    // One unrecorded second first: the figure is the steady state, not the compiler warming up.
    await load('warm-up', url, { headers, seconds: 1 });
    const figure = await load(`getUserPermissionByToken（${run.label}）`, url, { headers });
    console.log(`${figure.name}: ${figure.rps} req/s`);
    figures.push(figure);
  }
  return figures;
}

/** Bytes on the wire of each role's answer as a browser receives it (compressed), then uncompressed. */
export async function answerSizes(base: string, tokens: Record<RoleCode, string>): Promise<string[]> {
  const url = `${base}/api/sys/permission/getUserPermissionByToken`;
  const size = async (token: string, encoding: string) => {
    const res = await new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers: { 'x-access-token': token, 'accept-encoding': encoding } }, (r) => {
          let n = 0;
          r.on('data', (c: Buffer) => {
            n += c.length;
          });
          r.on('end', () => resolve(n));
        })
        .on('error', reject);
    });
    return `${(res / 1024).toFixed(1)} KB`;
  };
  return Promise.all([
    ...ROLES.map((r) => size(tokens[r.code], BROWSER_ENCODINGS)),
    size(tokens.admin, 'identity'),
  ]);
}

/** The admin's answer as it is sent, for a bare route to send the same bytes. */
export async function adminAnswer(base: string, tokens: Record<RoleCode, string>): Promise<Buffer> {
  const res = await fetch(`${base}/api/sys/permission/getUserPermissionByToken`, {
    headers: { 'x-access-token': tokens.admin },
  });
  return Buffer.from(await res.arrayBuffer());
}

/** The bare baseline, measured where it is used: other load on a shared machine comes and goes. */
export const bareFigure = (port = 18301) => load('裸路由 GET /hello', `http://127.0.0.1:${port}/hello`);

/**
 * A bare Fastify route sending `body` ready-made, the most any route answering those bytes can do,
 * with the bare route measured just before it on the same server.
 */
export async function sameBytesFigures(
  body: Buffer,
  port = 18304,
): Promise<{ bare: Figures; fixed: Figures }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-body-'));
  const file = path.join(dir, 'answer.json');
  fs.writeFileSync(file, body);
  const server = start('bench/hello-server.ts', { PORT: String(port), BODY_FILE: file });
  try {
    await waitFor(`http://127.0.0.1:${port}/hello`, Date.now());
    const bare = await bareFigure(port);
    const fixed = await load(
      `同样 ${(body.length / 1024).toFixed(1)} KB 的管理员应答（预先生成）`,
      `http://127.0.0.1:${port}/fixed`,
    );
    return { bare, fixed };
  } finally {
    await stop(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
