import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort as freePort } from '../../../../test/helpers/closed-port.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, seedTestData } from '../../../../test/helpers/fixtures.ts';
import { withDatabase } from '../../../../test/helpers/global-setup.ts';
import { openDatabase } from '../../../db/client.ts';
import { openSocket, type TestSocket } from './notice-helpers.ts';

// Two real server processes on one PostgreSQL: a push published on node A reaches a socket on node B
// through LISTEN/NOTIFY. Runs only where a PostgreSQL server is available.
const url = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../../../../..');

async function waitUp(base: string, child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`节点进程已退出（${child.exitCode}）`);
    try {
      if ((await fetch(`${base}/api/sys/config/getCurrentConfig`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} 未能启动`);
}

async function login(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    result: { token: string; userInfo: { id: string } };
  };
  if (!body.success) throw new Error(body.message);
  return body.result;
}

describe.runIf(url && process.env.CK_TEST_DB === 'postgres')('two app nodes on one PostgreSQL', () => {
  const dbName = `ck_nodes_${process.pid}_${Date.now()}`;
  const nodes: ChildProcess[] = [];
  const bases: string[] = [];
  let admin: pg.Client;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const dbUrl = withDatabase(url!, dbName);
    // Migrate and seed once, before either node starts.
    const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
    await database.migrate();
    await seedTestData(database.db);
    await database.close();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          ADMIN_PASSWORD,
          LOGIN_CAPTCHA: 'off',
          LOG_LEVEL: 'warn',
          WEB_DIST: path.join(ROOT, '.tmp/no-web-dist'),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      nodes.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map((b, i) => waitUp(b, nodes[i])));
  }, 120_000);

  afterAll(async () => {
    await socket?.close();
    await Promise.all(
      nodes.map(
        (child) =>
          new Promise<void>((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
      ),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }, 60_000);

  it('delivers to a user on node B what an admin publishes on node A', async () => {
    const [nodeA, nodeB] = bases;
    const student = await login(nodeB, 'student1', DEMO_PASSWORD);
    const wsB = nodeB.replace('http', 'ws');
    socket = await openSocket(`${wsB}/websocket/${student.userInfo.id}?token=${student.token}`);

    const { token } = await login(nodeA, 'admin', ADMIN_PASSWORD);
    const headers = { 'content-type': 'application/json', 'x-access-token': token };
    const added = await fetch(`${nodeA}/api/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titile: '跨节点公告' }),
    }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    const id = added.result.id;
    const released = await fetch(`${nodeA}/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
    expect(released.status).toBe(200);

    expect(await socket.next((f) => f.msgId === id, 5000)).toEqual({
      cmd: 'topic',
      msgId: id,
      msgTxt: '跨节点公告',
    });
    // And node B serves it in the student's bell.
    const feed = await fetch(`${nodeB}/api/sys/annountCement/listByUser`, {
      headers: { 'x-access-token': student.token },
    }).then((r) => r.json() as Promise<{ result: { anntMsgList: { id: string }[] } }>);
    expect(feed.result.anntMsgList.map((n) => n.id)).toContain(id);
  });
});
