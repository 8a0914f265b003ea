import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { examPassOf } from './exam-pass.ts';
import { teachingUserPaper as up } from './exam-tables.ts';

const SCORED = 2;

/**
 * Tells other domains (points) that a student passed, once the score is both final and shown to the
 * student; before that a pass says nothing. Repeats are harmless: the points pay once per exam.
 */
export async function announcePass(
  ctx: Pick<AppContext, 'db' | 'events'>,
  event: { tenantId: string; examId: string; userId: string },
): Promise<void> {
  const result = await examPassOf(ctx.db, event.tenantId, event.examId, event.userId);
  if (result?.passed && result.released)
    await ctx.events.publish('exam.passed', { ...event, examName: result.examName, score: result.score });
}

/** The exam's scores were just released: every student with a scored attempt is announced. */
export async function announceReleasedResults(
  ctx: Pick<AppContext, 'db' | 'events'>,
  tenantId: string,
  examId: string,
): Promise<void> {
  const students = await ctx.db
    .selectDistinct({ userId: up.userId })
    .from(up)
    .where(and(liveScope(up, tenantId), eq(up.examId, examId), eq(up.userPaperStatus, SCORED)));
  for (const { userId } of students) await announcePass(ctx, { tenantId, examId, userId });
}
