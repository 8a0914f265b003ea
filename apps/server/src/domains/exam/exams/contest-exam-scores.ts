import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingUserPaper as up } from './exam-tables.ts';

/** A user's best scored attempt at an exam, for a contest's paper board. */
export interface ContestExamScore {
  userId: string;
  score: number;
  /** Seconds used by that attempt. */
  seconds: number;
  submitTime: Date;
}

const SCORED = 2;

/**
 * For each user of the exam, the scored attempt with the highest score (fewer seconds on a tie, then
 * the earlier hand-in). Attempts still being answered or waiting for review do not count yet.
 */
export async function contestExamScores(
  db: Db,
  tenantId: string,
  examId: string,
): Promise<ContestExamScore[]> {
  const rows = await db
    .select({
      userId: up.userId,
      score: up.gotScore,
      seconds: up.duration,
      submitTime: up.submitTime,
      deadline: up.deadline,
    })
    .from(up)
    .where(and(liveScope(up, tenantId), eq(up.examId, examId), eq(up.userPaperStatus, SCORED)));
  const best = new Map<string, ContestExamScore>();
  for (const r of rows) {
    const candidate: ContestExamScore = {
      userId: r.userId,
      score: r.score ?? 0,
      seconds: r.seconds ?? 0,
      submitTime: r.submitTime ?? r.deadline,
    };
    const held = best.get(r.userId);
    const better =
      !held ||
      candidate.score > held.score ||
      (candidate.score === held.score &&
        (candidate.seconds < held.seconds ||
          (candidate.seconds === held.seconds && candidate.submitTime < held.submitTime)));
    if (better) best.set(r.userId, candidate);
  }
  return [...best.values()];
}
