import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { judgeEngine } from './domains/judge/judge-runtime.ts';
import { runJudgeWorker } from './domains/judge/judge-worker-process.ts';
import { JudgeWorkerPool } from './domains/judge/worker-pool.ts';

/**
 * `npm run judge` (or `node apps/server/dist/judge-worker.js`): judging beside the web servers, on
 * PostgreSQL only. Without arguments it is the supervisor: migrates the schema, then keeps
 * JUDGE_WORKERS worker processes (at least 1) running. With `--child` it is one of those workers (the
 * web process forks the same children). Start it on as many machines as needed; they share the queue
 * and DATA_DIR/judge-data must be the same directory on every machine.
 */
function onShutdown(stop: () => Promise<void>) {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((err) => console.error(err instanceof Error ? err.message : err))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return handler;
}

async function child() {
  const stop = await runJudgeWorker(loadConfig(), { concurrency: 1 });
  const handler = onShutdown(stop);
  process.send?.('ready');
  // The parent is gone (killed without a chance to stop us): finish the current job and leave.
  process.on('disconnect', handler);
}

async function supervisor() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('独立判题进程需要 PostgreSQL（设置 DATABASE_URL）；内嵌数据库模式下由网站进程自己判题');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  await database.migrate();
  await database.close();
  const engine = await judgeEngine(config.judgeDir);
  console.log(engine.reportText());
  const size = Math.max(config.judgeWorkers, 1);
  const pool = new JudgeWorkerPool({ size, log: console });
  pool.start();
  console.log(`判题服务已启动：${size} 个判题进程（JUDGE_WORKERS）`);
  onShutdown(async () => {
    console.log('正在停止判题进程……');
    await pool.stop();
  });
}

(process.argv.includes('--child') ? child() : supervisor()).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
