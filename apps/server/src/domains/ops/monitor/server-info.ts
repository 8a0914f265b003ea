import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/** CPU busy share over a short sample, from the kernel's per-core tick counters. */
async function cpuUsage(sampleMs = 200): Promise<number> {
  const ticks = () =>
    os.cpus().reduce(
      (acc, c) => {
        const t = c.times;
        acc.idle += t.idle;
        acc.total += t.user + t.nice + t.sys + t.idle + t.irq;
        return acc;
      },
      { idle: 0, total: 0 },
    );
  const a = ticks();
  await new Promise((r) => setTimeout(r, sampleMs));
  const b = ticks();
  const total = b.total - a.total;
  return total > 0 ? Math.round((1 - (b.idle - a.idle) / total) * 1000) / 10 : 0;
}

async function databaseFacts(database: Database) {
  const version = await database.db.execute(sql`select version() as v`);
  const size = await database.db.execute(sql`select pg_database_size(current_database()) as s`);
  const first = (r: unknown) =>
    ((r as { rows?: Record<string, unknown>[] }).rows ?? (r as Record<string, unknown>[]))[0];
  return {
    kind: database.kind,
    version: String(first(version)?.v ?? '').split(' on ')[0],
    sizeBytes: Number(first(size)?.s ?? 0),
  };
}

/** What the monitoring page shows about this node and its database. */
export async function serverInfo(database: Database) {
  const cpus = os.cpus();
  const mem = process.memoryUsage();
  return {
    cpu: {
      model: cpus[0]?.model ?? '',
      cores: cpus.length,
      usage: await cpuUsage(),
      loadAvg: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    memory: {
      total: os.totalmem(),
      free: os.freemem(),
      used: os.totalmem() - os.freemem(),
      processRss: mem.rss,
      heapUsed: mem.heapUsed,
      heapTotal: mem.heapTotal,
    },
    uptime: { system: Math.round(os.uptime()), process: Math.round(process.uptime()) },
    node: {
      version: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      hostname: os.hostname(),
      pid: process.pid,
    },
    database: await databaseFacts(database),
  };
}
