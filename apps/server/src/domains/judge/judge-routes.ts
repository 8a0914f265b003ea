import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { JudgeQueue } from './judge-queue.ts';
import { judgeDataRoot, judgeEngine } from './judge-runtime.ts';
import { ojRoutes } from './oj-routes.ts';
import { problemRoutes } from './problem-routes.ts';
import { ProblemService } from './problem-service.ts';
import { SubmissionService } from './submission-service.ts';

/**
 * The judge domain: problem bank, submissions, the practice API and the in-process queue. The web
 * process judges by default (JUDGE_WORKERS jobs at a time); JUDGE_IN_PROCESS=off leaves the queue to
 * `npm run judge` workers.
 */
export async function judgeRoutes(app: FastifyInstance, ctx: AppContext) {
  const engine = () => judgeEngine(ctx.config.judgeDir);
  const dataRoot = judgeDataRoot(ctx.config.dataDir);
  const queue = new JudgeQueue(ctx.db, engine, { dataRoot });
  const problems = new ProblemService(ctx.db);
  let languageIds: string[] = [];
  const submissions = new SubmissionService(ctx.db, problems, () => languageIds);
  const inProcess = ctx.config.judgeInProcess && ctx.config.judgeWorkers > 0;
  const startQueue = () => {
    if (inProcess) queue.start(ctx.config.judgeWorkers);
  };

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
    kick: () => {
      startQueue();
      queue.kick();
    },
  });
  app.addHook('onReady', async () => {
    if (ctx.config.env === 'test') return;
    const e = await ready;
    app.log.info(e.reportText());
    startQueue(); // picks up jobs left by an earlier run
  });
  app.addHook('onClose', () => queue.stop());
  return queue;
}
