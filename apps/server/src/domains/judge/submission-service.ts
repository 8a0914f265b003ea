import type { SubmissionDetail, SubmissionListQuery, SubmissionRow } from '@ck/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuthContext, isAdmin } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../identity/index.ts';
import { queueSubmission } from './exam-submit.ts';
import { canManageProblems, type ProblemService } from './problem-service.ts';
import { submissionDetail } from './problem-view.ts';
import { holdPendingQuota, SubmissionGate } from './submission-gate.ts';
import { judgeProblem, judgeSubmission } from './tables.ts';

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

export { MAX_PENDING_PER_USER } from './submission-gate.ts';

export class SubmissionService {
  private readonly gate = new SubmissionGate();

  constructor(
    private readonly db: Db,
    private readonly problems: ProblemService,
    private readonly languageIds: () => string[],
  ) {}

  /** Records the submission and its judge task in one transaction. */
  async submit(auth: AuthContext, body: { problemId: string; language: string; code: string }) {
    const problem = await this.problems.get(auth.tenantId, body.problemId);
    if (problem.visible !== 1 && !canManageProblems(auth)) throw notFound('题目不存在');
    this.gate.admit(auth, problem, body.language, this.languageIds());
    const { tenantId, userId, username } = auth;
    return this.db.transaction(async (tx) => {
      await holdPendingQuota(tx, auth);
      return queueSubmission(
        tx,
        { tenantId, userId, username, language: body.language, code: body.code },
        problem,
      );
    });
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
