import type { ContestSubmissionDetail, MySubmissionRow } from '@ck/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission } from '../../judge/index.ts';
import { teachingContestClass, teachingContestSubmission } from '../tables.ts';
import { loadContest } from './arena-access.ts';
import { type ContestRow, labelsOf, resultsHidden } from './arena-policy.ts';
import { reconcilePending } from './verdict-sync.ts';

type ContestSubmissionRow = typeof teachingContestSubmission.$inferSelect;

/** A contest submission in full: code and judge details; the result blanked while it is hidden. */
export async function submissionDetail(
  db: Db,
  row: ContestSubmissionRow,
  hidden: boolean,
): Promise<ContestSubmissionDetail> {
  const [judged] = await db.select().from(judgeSubmission).where(eq(judgeSubmission.id, row.submissionId));
  const [problem] = await db
    .select({ title: judgeProblem.title })
    .from(judgeProblem)
    .where(eq(judgeProblem.id, row.problemId));
  const [group] = await db
    .select({ problemIds: teachingContestClass.problemIds })
    .from(teachingContestClass)
    .where(eq(teachingContestClass.id, row.groupId));
  return {
    id: row.id,
    contestId: row.contestId,
    userId: row.userId,
    problemId: row.problemId,
    label: labelsOf(group).get(row.problemId) ?? '',
    title: problem?.title ?? '',
    language: row.language,
    code: judged?.code ?? '',
    status: judged?.status ?? 'queued',
    verdict: hidden ? null : row.verdict,
    score: hidden ? null : row.score,
    hidden,
    compileMessage: hidden ? null : (judged?.compileMessage ?? null),
    timeMs: hidden ? null : (judged?.timeMs ?? null),
    memoryKb: hidden ? null : (judged?.memoryKb ?? null),
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

/** The caller's own contest submissions: OI keeps every verdict and score hidden until the end. */
export class MySubmissionService {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, contestId: string, problemId: string | null): Promise<MySubmissionRow[]> {
    const contest = await loadContest(this.ctx.db, auth, contestId);
    const conds: SQL[] = [
      tenantScope(teachingContestSubmission, auth),
      eq(teachingContestSubmission.contestId, contest.id),
      eq(teachingContestSubmission.userId, auth.userId),
    ];
    if (problemId) conds.push(eq(teachingContestSubmission.problemId, problemId));
    const stored = await this.ctx.db
      .select()
      .from(teachingContestSubmission)
      .where(and(...conds))
      .orderBy(desc(teachingContestSubmission.createTime), desc(teachingContestSubmission.id))
      .limit(500);
    const rows = await reconcilePending(this.ctx, auth.tenantId, stored);
    if (!rows.length) return [];
    const [group] = await this.ctx.db
      .select({ problemIds: teachingContestClass.problemIds })
      .from(teachingContestClass)
      .where(eq(teachingContestClass.id, rows[0].groupId));
    const labels = labelsOf(group);
    const hidden = resultsHidden(contest, new Date());
    return rows.map((r) => ({
      id: r.id,
      problemId: r.problemId,
      label: labels.get(r.problemId) ?? '',
      language: r.language,
      verdict: hidden ? null : r.verdict,
      score: hidden ? null : r.score,
      hidden,
      createTime: formatDateTime(r.createTime) ?? '',
    }));
  }

  async detail(auth: AuthContext, id: string): Promise<ContestSubmissionDetail> {
    const [row] = await reconcilePending(this.ctx, auth.tenantId, [await this.own(auth, id)]);
    const contest: ContestRow = await loadContest(this.ctx.db, auth, row.contestId);
    return submissionDetail(this.ctx.db, row, resultsHidden(contest, new Date()));
  }

  private async own(auth: AuthContext, id: string) {
    const [row] = await this.ctx.db
      .select()
      .from(teachingContestSubmission)
      .where(
        and(
          eq(teachingContestSubmission.id, id),
          tenantScope(teachingContestSubmission, auth),
          eq(teachingContestSubmission.userId, auth.userId),
        ),
      );
    if (!row) throw notFound('提交记录不存在');
    return row;
  }
}
