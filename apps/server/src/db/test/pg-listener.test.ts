import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/helpers/scratch-database.ts';
import { listen, type PgListener } from '../pg-listener.ts';

// The LISTEN connection shared by the realtime push bus, the event bus and the judge wake-up.
const url = process.env.TEST_DATABASE_URL;

const until = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`等待超时：${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.runIf(url && process.env.CK_TEST_DB === 'postgres')('a PostgreSQL listener', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await scratchDatabase(url!, 'ck_listen');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const listenerPids = async () =>
    (
      await db.admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`,
        [db.name],
      )
    ).rows.map((r) => r.pid);

  it('hears its channels only, comes back after losing its connection, and stops on close', async () => {
    const heard: string[] = [];
    const errors: unknown[] = [];
    const listener: PgListener = await listen({
      connection: pool.options,
      channels: ['ck_test_a', 'ck_test_b'],
      onNotification: (channel, payload) => heard.push(`${channel}:${payload}`),
      onError: (err) => errors.push(err),
      retryMs: 100,
    });
    await pool.query(`SELECT pg_notify('ck_test_a', '1'), pg_notify('ck_test_other', 'x')`);
    await pool.query(`SELECT pg_notify('ck_test_b', '2')`);
    await until('收到两条通知', () => heard.length >= 2);
    expect(heard).toEqual(['ck_test_a:1', 'ck_test_b:2']);

    // The server drops the connection: the listener reports it and listens again on a new one.
    const [pid] = await listenerPids();
    await db.admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await until('报告连接中断', () => errors.length > 0);
    // Notifications sent while it reconnects are missed: keep sending until one is heard.
    const end = Date.now() + 10_000;
    while (!heard.includes('ck_test_a:again')) {
      if (Date.now() > end) throw new Error('没有重新收听');
      await pool.query(`SELECT pg_notify('ck_test_a', 'again')`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await listenerPids()).not.toContain(pid);

    await listener.close();
    expect(await listenerPids()).toEqual([]);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(
      listen({
        connection: pool.options,
        channels: ['x; DROP TABLE y'],
        onNotification: () => undefined,
        onError: () => undefined,
      }),
    ).rejects.toThrow('无效的通知频道名');
  });
});
