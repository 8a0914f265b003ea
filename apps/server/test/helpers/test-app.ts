import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './fixtures.ts';
import { withDatabase } from './global-setup.ts';

let counter = 0;

async function freshDatabase() {
  const template = inject('templateDatabase');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `ck_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    const close = database.close;
    database.close = async () => {
      await close();
      // Other nodes' connections (peer apps of the test) must not keep the database from going.
      await admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch(() => admin.query(`DROP DATABASE IF EXISTS ${name}`))
        .catch(() => undefined);
      await admin.end();
    };
    return { database, databaseUrl };
  }
  const blob = new Blob([fs.readFileSync(inject('templateFile'))]);
  return { database: await openDatabase({ loadDataDir: blob }), databaseUrl: undefined };
}

export interface TestAppOptions {
  captcha?: boolean;
  /** Extra environment variables for the app's configuration (storage, upload limits ...). */
  env?: Record<string, string>;
  /** How often the app re-checks the session of every open socket (default: the server's minute). */
  socketSweepMs?: number;
}

function testConfig(opts: TestAppOptions) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_CAPTCHA: opts.captcha ? 'on' : 'off',
    DATA_DIR: '.tmp/test-data',
    WEB_DIST: '.tmp/no-web-dist',
    ...opts.env,
  });
}

/** The real app on a fresh copy of the seeded template database. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const { database, databaseUrl } = await freshDatabase();
  const { app, ctx } = await buildApp(testConfig(opts), database, {
    verifyResponses: true,
    socketSweepMs: opts.socketSweepMs,
  });

  async function login(
    username: string,
    password = username === 'admin' || username === 'other_admin' ? ADMIN_PASSWORD : DEMO_PASSWORD,
  ) {
    const res = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password } });
    const body = res.json();
    if (!body.success) throw new Error(`登录 ${username} 失败：${body.message}`);
    return body.result.token as string;
  }

  return {
    app,
    ctx,
    db: database.db,
    /** The PostgreSQL database of this app (api-postgres only): other app nodes may join it. */
    databaseUrl,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second app node on the same PostgreSQL database as `t`, as another process behind the same load
 * balancer would be: its own pool, sessions cache, realtime hub and LISTEN connection.
 */
export async function createPeerApp(t: TestApp, opts: TestAppOptions = {}) {
  if (!t.databaseUrl) throw new Error('只有 PostgreSQL 上的测试应用才能有第二个节点');
  const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 });
  const { app, ctx } = await buildApp(testConfig(opts), database, {
    verifyResponses: true,
    socketSweepMs: opts.socketSweepMs,
  });
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
