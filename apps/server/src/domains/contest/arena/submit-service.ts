import { ALL_LANGUAGE_IDS } from '@ck/judge';
import type { ContestSubmitBody } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import {
  holdPendingQuota,
  judgeProblem,
  SubmissionGate,
  submitExamCode,
  wakeJudges,
} from '../../judge/index.ts';
import { teachingContestSubmission } from '../tables.ts';
import { loadContest, seatOf } from './arena-access.ts';
import { submitRefusal } from './arena-policy.ts';

/** A contestant's submission: checked against seat, window, group and problem, then queued for the judge. */
export class SubmitService {
  // Contest submissions are paced apart from practice; the pending quota is shared.
  private readonly gate = new SubmissionGate();

  constructor(private readonly ctx: AppContext) {}

  async submit(auth: AuthContext, body: ContestSubmitBody): Promise<{ id: string }> {
    const contest = await loadContest(this.ctx.db, auth, body.contestId);
    if (contest.ruleType === 'paper') throw badRequest('本赛事是试卷赛，请在考试页面作答');
    const { participant, group } = await seatOf(this.ctx, auth, contest);
    const refusal = submitRefusal(contest, participant, new Date());
    if (refusal) throw forbidden(refusal);
    if (!group.problemIds.includes(body.problemId)) throw notFound('题目不在你的分组中');
    const [problem] = await this.ctx.db
      .select({ id: judgeProblem.id, languages: judgeProblem.languages, cases: judgeProblem.cases })
      .from(judgeProblem)
      .where(and(eq(judgeProblem.id, body.problemId), liveScope(judgeProblem, auth)));
    if (!problem) throw notFound('题目不存在');
    this.gate.admit(auth, problem, body.language, ALL_LANGUAGE_IDS);

    const id = uuidv7();
    const judgeId = await this.ctx.db.transaction(async (tx) => {
      await holdPendingQuota(tx, auth);
      const submissionId = await submitExamCode(tx, {
        tenantId: auth.tenantId,
        userId: auth.userId,
        username: auth.username,
        problemId: problem.id,
        language: body.language,
        code: body.code,
      });
      if (!submissionId) throw notFound('题目不存在');
      await tx.insert(teachingContestSubmission).values({
        id,
        tenantId: auth.tenantId,
        contestId: contest.id,
        groupId: group.id,
        userId: auth.userId,
        problemId: problem.id,
        submissionId,
        language: body.language,
      });
      return submissionId;
    });
    await wakeJudges(this.ctx.events, [judgeId]);
    await this.ctx.events.publish('contest.submissionChanged', {
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: group.id,
      userId: auth.userId,
      problemId: problem.id,
    });
    return { id };
  }
}
