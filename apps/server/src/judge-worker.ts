import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { JudgeQueue } from './domains/judge/judge-queue.ts';
import { judgeDataRoot, judgeEngine } from './domains/judge/judge-runtime.ts';

/**
 * `npm run judge`: a judging process beside the web servers. It claims jobs from the shared PostgreSQL
 * queue (`FOR UPDATE SKIP LOCKED`), JUDGE_WORKERS at a time; start as many as the machines allow.
 * The test data directory (DATA_DIR/judge-data) must be shared with the web servers.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('独立判题进程需要 PostgreSQL（设置 DATABASE_URL）；内嵌数据库模式下由网站进程自己判题');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.judgeWorkers + 2 });
  await database.migrate();
  const engine = await judgeEngine(config.judgeDir);
  console.log(engine.reportText());
  if (!engine.available) process.exitCode = 1;
  const queue = new JudgeQueue(database.db, () => judgeEngine(config.judgeDir), {
    dataRoot: judgeDataRoot(config.dataDir),
  });
  const workers = Math.max(config.judgeWorkers, 1);
  queue.start(workers);
  console.log(`判题进程已启动：${workers} 个并发任务`);
  const stop = async () => {
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
