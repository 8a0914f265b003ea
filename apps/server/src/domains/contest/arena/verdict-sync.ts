import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import type { SubmissionJudged } from '../../judge/index.ts';
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
