import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../../test/helpers/scratch-database.ts';
import { EventBus, type EventLogger, pgEventPublisher } from '../event-bus.ts';

// Two app nodes on one PostgreSQL, each with its own pool and bus, as two processes would have: an
// event published on one reaches the handlers of both, each exactly once.
const url = process.env.TEST_DATABASE_URL;

interface TestEvents {
  'test.pinged': { id: string; from: string };
}

const until = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`等待超时：${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const quiet: EventLogger = { error: () => undefined };

describe.runIf(url && process.env.CK_TEST_DB === 'postgres')('the event bus across app nodes', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  const pools: pg.Pool[] = [];
  let nodeA: EventBus<TestEvents>;
  let nodeB: EventBus<TestEvents>;

  beforeAll(async () => {
    db = await scratchDatabase(url!, 'ck_events');
    for (let i = 0; i < 3; i++) pools.push(new pg.Pool({ connectionString: db.url, max: 2 }));
    nodeA = await EventBus.overPostgres<TestEvents>(pools[0], quiet);
    nodeB = await EventBus.overPostgres<TestEvents>(pools[1], quiet);
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await Promise.all(pools.map((p) => p.end()));
    await db?.drop();
  });

  it('an event published on node A reaches the handlers on A and on B exactly once each', async () => {
    const onA: string[] = [];
    const onB: string[] = [];
    const stopA = nodeA.subscribe('test.pinged', (p) => {
      onA.push(`${p.from}:${p.id}`);
    });
    const stopB = nodeB.subscribe('test.pinged', (p) => {
      onB.push(`${p.from}:${p.id}`);
    });
    const ids = ['1', '2', '3'];
    for (const id of ids) await nodeA.publish('test.pinged', { id, from: 'A' });
    await nodeB.publish('test.pinged', { id: '4', from: 'B' });
    const expected = ['A:1', 'A:2', 'A:3', 'B:4'];
    await until('两个节点都收到四个事件', () => onA.length >= 4 && onB.length >= 4);
    // Give a duplicate time to show up before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(onA).toEqual(expected);
    expect(onB).toEqual(expected);
    stopA();
    stopB();
  });

  it('a publisher without the app (a judge worker) is heard by every node', async () => {
    const worker = pgEventPublisher<TestEvents>(pools[2], quiet);
    const heard: string[] = [];
    const stops = [nodeA, nodeB].map((bus, i) =>
      bus.subscribe('test.pinged', (p) => {
        heard.push(`${i}:${p.id}`);
      }),
    );
    await worker.publish('test.pinged', { id: 'w', from: 'worker' });
    await until('两个节点都收到', () => heard.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.sort()).toEqual(['0:w', '1:w']);
    await expect(worker.publish('test.pinged', { id: 'x'.repeat(9000), from: 'worker' })).rejects.toThrow(
      '数据过大',
    );
    for (const stop of stops) stop();
  });

  it('a node whose listening connection drops hears events again once it reconnects', async () => {
    const heard: string[] = [];
    const stop = nodeB.subscribe('test.pinged', (p) => {
      heard.push(p.id);
    });
    await db.admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`,
      [db.name],
    );
    // Events published while it reconnects are lost to it (at most once): keep publishing until heard.
    const end = Date.now() + 10_000;
    while (!heard.includes('again')) {
      if (Date.now() > end) throw new Error('节点 B 没有重新收听');
      await nodeA.publish('test.pinged', { id: 'again', from: 'A' });
      await new Promise((r) => setTimeout(r, 200));
    }
    stop();
  });
});
