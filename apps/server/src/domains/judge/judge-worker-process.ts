import type { AppConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { pgEventPublisher } from '../../platform/events/event-bus.ts';
import { JudgeQueue } from './judge-queue.ts';
import { judgeDataRoot, judgeEngine } from './judge-runtime.ts';
import { listenForJobs } from './judge-wakeup.ts';

export interface JudgeWorkerOptions {
  /** Jobs this process judges at a time. */
  concurrency: number;
}

/**
 * One judge worker process: claims jobs from the shared PostgreSQL queue until stopped. The schema is
 * migrated by whoever started it (the web process or the `npm run judge` supervisor).
 */
export async function runJudgeWorker(config: AppConfig, opts: JudgeWorkerOptions) {
  if (!config.databaseUrl) throw new Error('判题工作进程需要 PostgreSQL（设置 DATABASE_URL）');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: opts.concurrency + 2 });
  const engine = await judgeEngine(config.judgeDir);
  // The parent prints the sandbox report once; a child repeats it only when judging cannot work.
  if (!engine.available) console.warn(`判题进程 ${process.pid}：${engine.reportText()}`);
  // Results are announced over PostgreSQL, so the web nodes' subscribers hear them.
  const events = pgEventPublisher(database.pool!, {
    error: ({ err, event }, msg) =>
      console.warn(`判题进程 ${process.pid}：${msg}（${event ?? '事件总线'}：${(err as Error).message}）`),
  });
  const queue = new JudgeQueue(database.db, () => judgeEngine(config.judgeDir), {
    dataRoot: judgeDataRoot(config.dataDir),
    leaseMs: config.judgeLeaseMs,
    events,
  });
  const unlisten = await listenForJobs(
    config.databaseUrl,
    () => queue.kick(),
    (err) =>
      console.warn(
        `判题进程 ${process.pid}：等待新任务的数据库连接中断（${(err as Error).message}），稍后重连`,
      ),
  );
  queue.start(opts.concurrency);
  console.log(`判题进程 ${process.pid} 已启动：同时评测 ${opts.concurrency} 个提交`);
  return async () => {
    await unlisten();
    await queue.stop();
    await database.close();
  };
}
