import { ALL_LANGUAGE_IDS } from '@ck/judge';
import type { ContestSubmitBody } from '@ck/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { badRequest, forbidden, notFound, tooMany } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, submitExamCode, wakeJudges } from '../../judge/index.ts';
import { teachingContestSubmission } from '../tables.ts';
import { loadContest, seatOf } from './arena-access.ts';
import { submitRefusal } from './arena-policy.ts';

/** Submissions of one user still waiting for (or in) the judge, practice included; as in practice. */
export const MAX_PENDING_PER_USER = 5;
/** Contest submissions per user per minute. */
export const SUBMISSIONS_PER_MINUTE = 10;

/** A contestant's submission: checked against seat, window, group and problem, then queued for the judge. */
export class SubmitService {
  // Counts every accepted attempt to submit (the limiter's "failures" are simply submissions).
  private readonly perMinute = new FailureLimiter(SUBMISSIONS_PER_MINUTE, 60_000);

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
    if (!ALL_LANGUAGE_IDS.includes(body.language)) throw badRequest(`不支持的语言：${body.language}`);
    if (problem.languages.length > 0 && !problem.languages.includes(body.language))
      throw badRequest('本题不允许使用该语言');
    if (problem.cases.length === 0) throw badRequest('本题还没有测试数据，暂时不能提交');
    if (this.perMinute.blocked(auth.userId)) throw tooMany('提交太频繁了，请一分钟后再试');
    // Counted before any await, so a burst of parallel requests cannot slip through together.
    this.perMinute.fail(auth.userId);

    const id = uuidv7();
    const judgeId = await this.ctx.db.transaction(async (tx) => {
      // The practice submitter's lock: one submitter per user, so the pending count cannot race.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`judge-submit:${auth.userId}`}))`);
      const [{ pending }] = await tx
        .select({ pending: count() })
        .from(judgeSubmission)
        .where(
          and(
            tenantScope(judgeSubmission, auth),
            eq(judgeSubmission.userId, auth.userId),
            inArray(judgeSubmission.status, ['queued', 'judging']),
          ),
        );
      if (Number(pending) >= MAX_PENDING_PER_USER)
        throw tooMany(`你还有 ${pending} 个提交正在评测，请等评测完成后再提交`);
      const submissionId = await submitExamCode(tx as unknown as Db, {
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
