import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/events/event-bus.ts';
import { liveScope, tenantScope } from '../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, judgeTask } from './tables.ts';

/** Code was queued outside the practice routes (an exam's programming answer): wake the judges. */
export interface CodeQueued {
  submissionId: string;
}

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'judge.codeQueued': CodeQueued;
  }
}

export interface ExamCodeInput {
  tenantId: string;
  userId: string;
  username: string;
  problemId: string;
  language: string;
  code: string;
}

/**
 * Queues an exam's programming answer for judging: a submission and its task, like a practice
 * submission, but also on hidden problems (exam problems usually are). `db` may be a transaction;
 * answers the submission id, or null when the problem no longer exists (the answer then earns nothing).
 * Call `wakeJudges` after the commit.
 */
export async function submitExamCode(db: DbOrTx, input: ExamCodeInput): Promise<string | null> {
  const [problem] = await db
    .select({ id: judgeProblem.id, cases: judgeProblem.cases })
    .from(judgeProblem)
    .where(and(eq(judgeProblem.id, input.problemId), liveScope(judgeProblem, input.tenantId)));
  return problem ? queueSubmission(db, input, problem) : null;
}

/**
 * Inserts a submission of a problem already checked and its judge task, and counts the submit on the
 * problem; `db` may be a transaction. Answers the submission id.
 */
export async function queueSubmission(
  db: DbOrTx,
  input: Omit<ExamCodeInput, 'problemId'>,
  problem: { id: string; cases: readonly unknown[] },
): Promise<string> {
  const id = uuidv7();
  await db.insert(judgeSubmission).values({
    id,
    tenantId: input.tenantId,
    problemId: problem.id,
    userId: input.userId,
    username: input.username,
    language: input.language,
    code: input.code,
    caseTotal: problem.cases.length,
  });
  await db.insert(judgeTask).values({ id: uuidv7(), submissionId: id });
  await db
    .update(judgeProblem)
    .set({ submitCount: sql`${judgeProblem.submitCount} + 1` })
    .where(eq(judgeProblem.id, problem.id));
  return id;
}

/** Tells this node's judge (and, on PostgreSQL, the judge processes) that code is queued. */
export async function wakeJudges(events: EventPublisher, submissionIds: readonly string[]) {
  for (const submissionId of submissionIds) await events.publish('judge.codeQueued', { submissionId });
}

/** A submission's state as an exam reads it: judged yet, and its score (0 to 100). */
export async function submissionScores(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, { done: boolean; score: number }>> {
  const out = new Map<string, { done: boolean; score: number }>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: judgeSubmission.id, status: judgeSubmission.status, score: judgeSubmission.score })
    .from(judgeSubmission)
    .where(and(tenantScope(judgeSubmission, tenantId), inArray(judgeSubmission.id, [...ids])));
  for (const r of rows) out.set(r.id, { done: r.status === 'done', score: Number(r.score) });
  return out;
}
