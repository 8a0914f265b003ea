import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { describeJudgeMode, judgeMode } from './judge-mode.ts';
import { JudgeQueue } from './judge-queue.ts';
import { judgeStartupWarning } from './judge-readiness.ts';
import { judgeDataRoot, judgeEngine } from './judge-runtime.ts';
import { notifyJudges } from './judge-wakeup.ts';
import { ojRoutes } from './oj-routes.ts';
import { problemRoutes } from './problem-routes.ts';
import { ProblemService } from './problem-service.ts';
import { SubmissionService } from './submission-service.ts';
import { JudgeWorkerPool } from './worker-pool.ts';

/**
 * The judge domain: problem bank, submissions, the practice API and where judging happens (see
 * judge-mode.ts). On PostgreSQL this node forks JUDGE_WORKERS worker processes that claim jobs from the
 * database queue beside any `npm run judge` machines, and a new submission wakes them by NOTIFY; with
 * JUDGE_IN_PROCESS=off it judges nothing and only announces jobs. On embedded PGlite no other process
 * can open the database, so this process judges JUDGE_WORKERS submissions at a time itself.
 */
export async function judgeRoutes(app: FastifyInstance, ctx: AppContext) {
  const engine = () => judgeEngine(ctx.config.judgeDir);
  const dataRoot = judgeDataRoot(ctx.config.dataDir);
  const queue = new JudgeQueue(ctx.db, engine, {
    dataRoot,
    leaseMs: ctx.config.judgeLeaseMs,
    events: ctx.events,
  });
  const problems = new ProblemService(ctx.db);
  let languageIds: string[] = [];
  const submissions = new SubmissionService(ctx.db, problems, () => languageIds);
  const mode = judgeMode(ctx.config, ctx.database.kind);
  let pool: JudgeWorkerPool | null = null;
  const startQueue = () => {
    if (mode.kind === 'in-process') queue.start(mode.jobs);
  };
  const kick = () => {
    if (mode.kind === 'in-process') {
      startQueue();
      queue.kick();
    } else if (ctx.database.pool) {
      // Workers poll anyway; the notification only spares the wait.
      notifyJudges(ctx.database.pool).catch((err) =>
        app.log.warn(`通知判题进程失败：${(err as Error).message}`),
      );
    }
  };

  // Code queued by another domain (exam answers) wakes the judges like a practice submission.
  ctx.events.subscribe('judge.codeQueued', kick);

  // Languages are known once the sandbox is probed; submissions wait for that.
  const ready = engine().then((e) => {
    languageIds = e.languages().map((l) => l.id);
    return e;
  });
  const engineReady = () => ready;
  problemRoutes(app, ctx, { problems, submissions, engine: engineReady, dataRoot });
  ojRoutes(app, ctx, {
    problems,
    submissions,
    engine: engineReady,
    kick,
  });
  app.addHook('onReady', async () => {
    if (ctx.config.env === 'test') return;
    const e = await ready;
    app.log.info(e.reportText());
    const warning = judgeStartupWarning(e.report);
    if (warning) app.log.warn(warning);
    app.log.info(describeJudgeMode(mode, ctx.database.kind));
    if (mode.kind === 'processes') {
      pool = new JudgeWorkerPool({ size: mode.workers, log: app.log });
      pool.start();
    }
    startQueue(); // picks up jobs left by an earlier run
  });
  app.addHook('onClose', async () => {
    await pool?.stop();
    await queue.stop();
  });
  return queue;
}
