import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeSubmission, type SubmissionJudged } from '../../judge/index.ts';
import { teachingContestSubmission } from '../tables.ts';

/**
 * Copies the judge's verdict into the contest submission (the board reads only that table), then
 * tells the boards (`contest.submissionChanged`) and the submitter's browser (`contestSubmission`).
 * Practice and exam submissions have no contest row and are ignored.
 */
export async function syncVerdict(ctx: Pick<AppContext, 'db' | 'events' | 'realtime'>, e: SubmissionJudged) {
  const [row] = await ctx.db
    .update(teachingContestSubmission)
    .set({ verdict: e.verdict, score: e.score })
    .where(
      and(
        eq(teachingContestSubmission.submissionId, e.submissionId),
        tenantScope(teachingContestSubmission, e.tenantId),
      ),
    )
    .returning();
  if (!row) return;
  await ctx.events.publish('contest.submissionChanged', {
    tenantId: row.tenantId,
    contestId: row.contestId,
    groupId: row.groupId,
    userId: row.userId,
    problemId: row.problemId,
  });
  await ctx.realtime.publish(row.tenantId, [row.userId], {
    cmd: 'contestSubmission',
    contestId: row.contestId,
    id: row.id,
  });
}

export function subscribeVerdicts(ctx: AppContext) {
  ctx.events.subscribe('judge.submissionJudged', (e) => syncVerdict(ctx, e));
}

type Pending = { submissionId: string; verdict: string | null; score: number | null };

/**
 * Events reach a node at most once: a verdict announced while this node was not listening never
 * arrives. Reads settle that: contest rows still without a verdict whose judge submission is done are
 * synced now (a duplicate sync only repeats the same update). Answers the rows as they are after it.
 */
export async function reconcilePending<T extends Pending>(
  ctx: Pick<AppContext, 'db' | 'events' | 'realtime'>,
  tenantId: string,
  rows: T[],
): Promise<T[]> {
  const waiting = rows.filter((r) => r.verdict === null).map((r) => r.submissionId);
  if (!waiting.length) return rows;
  const done = await ctx.db
    .select()
    .from(judgeSubmission)
    .where(
      and(
        tenantScope(judgeSubmission, tenantId),
        inArray(judgeSubmission.id, waiting),
        eq(judgeSubmission.status, 'done'),
      ),
    );
  if (!done.length) return rows;
  const byId = new Map(done.map((d) => [d.id, d]));
  for (const d of done) {
    if (!d.verdict) continue;
    await syncVerdict(ctx, {
      submissionId: d.id,
      problemId: d.problemId,
      userId: d.userId,
      tenantId: d.tenantId,
      verdict: d.verdict,
      score: d.score,
    });
  }
  return rows.map((r) => {
    const d = byId.get(r.submissionId);
    return d?.verdict ? { ...r, verdict: d.verdict, score: d.score } : r;
  });
}
