import type { SubmissionDetail, SubmissionListQuery, SubmissionRow } from '@ck/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { type AuthContext, isAdmin } from '../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../platform/auth/rate-limit.ts';
import { badRequest, forbidden, notFound, tooMany } from '../../platform/http/errors.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../identity/index.ts';
import { canManageProblems, type ProblemService } from './problem-service.ts';
import { submissionDetail } from './problem-view.ts';
import { judgeProblem, judgeSubmission, judgeTask } from './tables.ts';

/** Teachers see the submissions of the students in their classes; students only their own. */
async function visibleUserIds(db: Db, auth: AuthContext): Promise<string[] | 'all'> {
  if (isAdmin(auth)) return 'all';
  if (!auth.roles.includes('teacher') || auth.departIds.length === 0) return [auth.userId];
  const rows = await db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(inArray(sysUserDepart.departId, auth.departIds));
  return [...new Set([auth.userId, ...rows.map((r) => r.userId)])];
}

/** Submissions of one user still waiting for (or in) the judge; more are refused until these finish. */
export const MAX_PENDING_PER_USER = 5;
/** Submissions per user per minute, judged or not. */
const SUBMISSIONS_PER_MINUTE = 10;

export class SubmissionService {
  // Counts every submission (the limiter's "failures" are simply submissions here).
  private readonly perMinute = new FailureLimiter(SUBMISSIONS_PER_MINUTE, 60_000);

  constructor(
    private readonly db: Db,
    private readonly problems: ProblemService,
    private readonly languageIds: () => string[],
  ) {}

  /** Records the submission and its judge task in one transaction. */
  async submit(auth: AuthContext, body: { problemId: string; language: string; code: string }) {
    const problem = await this.problems.get(auth.tenantId, body.problemId);
    if (problem.visible !== 1 && !canManageProblems(auth)) throw notFound('题目不存在');
    if (!this.languageIds().includes(body.language)) throw badRequest(`不支持的语言：${body.language}`);
    if (problem.languages.length > 0 && !problem.languages.includes(body.language)) {
      throw badRequest('本题不允许使用该语言');
    }
    if (problem.cases.length === 0) throw badRequest('本题还没有测试数据，暂时不能提交');
    if (this.perMinute.blocked(auth.userId)) throw tooMany('提交太频繁了，请一分钟后再试');
    // Counted before any await, so a burst of parallel requests cannot slip through together.
    this.perMinute.fail(auth.userId);
    const id = uuidv7();
    await this.db.transaction(async (tx) => {
      // One submitter at a time per user: the pending count below cannot race with itself.
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
      await tx.insert(judgeSubmission).values({
        id,
        tenantId: auth.tenantId,
        problemId: problem.id,
        userId: auth.userId,
        username: auth.username,
        language: body.language,
        code: body.code,
        caseTotal: problem.cases.length,
      });
      await tx.insert(judgeTask).values({ id: uuidv7(), submissionId: id });
      await tx
        .update(judgeProblem)
        .set({ submitCount: sql`${judgeProblem.submitCount} + 1` })
        .where(eq(judgeProblem.id, problem.id));
    });
    return id;
  }

  async detail(auth: AuthContext, id: string): Promise<SubmissionDetail> {
    const [row] = await this.db
      .select()
      .from(judgeSubmission)
      .where(and(eq(judgeSubmission.id, id), tenantScope(judgeSubmission, auth)));
    if (!row) throw notFound('提交记录不存在');
    const visible = await visibleUserIds(this.db, auth);
    if (visible !== 'all' && !visible.includes(row.userId))
      throw forbidden('只能查看自己（或所教班级学生）的提交');
    return submissionDetail(row);
  }

  async list(
    auth: AuthContext,
    q: SubmissionListQuery,
  ): Promise<{ records: SubmissionRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [tenantScope(judgeSubmission, auth)];
    if (q.scope === 'mine') conds.push(eq(judgeSubmission.userId, auth.userId));
    else {
      const visible = await visibleUserIds(this.db, auth);
      if (visible !== 'all') {
        if (visible.length === 1) throw forbidden('只能查看自己的提交');
        conds.push(inArray(judgeSubmission.userId, visible));
      }
    }
    if (q.problemId) conds.push(eq(judgeSubmission.problemId, q.problemId));
    if (q.username) conds.push(eq(judgeSubmission.username, q.username));
    const where = and(...conds);
    const records = await this.db
      .select({
        id: judgeSubmission.id,
        problemId: judgeSubmission.problemId,
        problemTitle: judgeProblem.title,
        username: judgeSubmission.username,
        language: judgeSubmission.language,
        status: judgeSubmission.status,
        verdict: judgeSubmission.verdict,
        score: judgeSubmission.score,
        timeMs: judgeSubmission.timeMs,
        memoryKb: judgeSubmission.memoryKb,
        createTime: judgeSubmission.createTime,
      })
      .from(judgeSubmission)
      .leftJoin(judgeProblem, eq(judgeProblem.id, judgeSubmission.problemId))
      .where(where)
      .orderBy(desc(judgeSubmission.createTime))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    const [{ n }] = await this.db.select({ n: count() }).from(judgeSubmission).where(where);
    return {
      records: records.map((r) => ({ ...r, createTime: r.createTime.toISOString() })),
      total: Number(n),
    };
  }
}
