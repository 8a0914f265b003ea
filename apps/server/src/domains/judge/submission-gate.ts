import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../platform/auth/rate-limit.ts';
import { badRequest, tooMany } from '../../platform/http/errors.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { judgeSubmission } from './tables.ts';

/** Submissions of one user still waiting for (or in) the judge, practice and contests together. */
export const MAX_PENDING_PER_USER = 5;
/** Submissions per user per minute, judged or not; each gate (practice, contests) counts its own. */
export const SUBMISSIONS_PER_MINUTE = 10;

/** What a gate needs to know of the problem. */
interface SubmittedProblem {
  languages: string[];
  cases: readonly unknown[];
}

/** The checks a code submission passes before it is queued, in practice and in contests alike. */
export class SubmissionGate {
  // Counts every accepted attempt to submit (the limiter's "failures" are simply submissions).
  private readonly perMinute = new FailureLimiter(SUBMISSIONS_PER_MINUTE, 60_000);

  /** Refuses a language the judge (`languageIds`) or the problem does not take, missing test data and a too quick pace. */
  admit(auth: AuthContext, problem: SubmittedProblem, language: string, languageIds: readonly string[]) {
    if (!languageIds.includes(language)) throw badRequest(`不支持的语言：${language}`);
    if (problem.languages.length > 0 && !problem.languages.includes(language))
      throw badRequest('本题不允许使用该语言');
    if (problem.cases.length === 0) throw badRequest('本题还没有测试数据，暂时不能提交');
    if (this.perMinute.blocked(auth.userId)) throw tooMany('提交太频繁了，请一分钟后再试');
    // Counted before any await, so a burst of parallel requests cannot slip through together.
    this.perMinute.fail(auth.userId);
  }
}

/**
 * Inside the submitting transaction: takes the user's submit lock (one submitter per user, so the
 * pending count cannot race) and refuses while too many of their submissions wait for the judge.
 */
export async function holdPendingQuota(tx: DbOrTx, auth: AuthContext) {
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
}
