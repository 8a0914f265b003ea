import type { Domain } from '../domain.ts';
import { judgeRoutes } from './judge-routes.ts';
import { judgeMenus } from './menus.ts';

export const judge: Domain = {
  name: 'judge',
  register: async (app, ctx) => {
    await judgeRoutes(app, ctx);
  },
  menus: judgeMenus,
};

export { type ExamCodeInput, submissionScores, submitExamCode, wakeJudges } from './exam-submit.ts';
export type { SubmissionJudged } from './judge-events.ts';
/** The judge queue itself, for tests that drive judging with a fake engine. */
export { JudgeQueue } from './judge-queue.ts';
export { rejudgeSubmissions } from './rejudge.ts';
export { holdPendingQuota, SubmissionGate } from './submission-gate.ts';
export * from './tables.ts';
