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
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await admin.end();
    };
    return database;
  }
  const blob = new Blob([fs.readFileSync(inject('templateFile'))]);
  return openDatabase({ loadDataDir: blob });
}

export interface TestAppOptions {
  captcha?: boolean;
  /** Extra environment variables for the app's configuration (storage, upload limits ...). */
  env?: Record<string, string>;
}

/** The real app on a fresh copy of the seeded template database. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_CAPTCHA: opts.captcha ? 'on' : 'off',
    DATA_DIR: '.tmp/test-data',
    WEB_DIST: '.tmp/no-web-dist',
    ...opts.env,
  });
  const { app, ctx } = await buildApp(config, database, { verifyResponses: true });

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
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
