import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, judgeTask } from './tables.ts';

/**
 * Puts submissions back in the queue: each gets a fresh task and loses its result, so the judge stores
 * (and announces with `judge.submissionJudged`) a new one. A task still running is marked done first:
 * its attempt no longer owns it, so whatever it writes later is ignored (see JudgeQueue.finish).
 * `db` may be a transaction; call `wakeJudges` after the commit. Answers the ids put back, in the tenant.
 */
export async function rejudgeSubmissions(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: judgeSubmission.id,
      problemId: judgeSubmission.problemId,
      verdict: judgeSubmission.verdict,
    })
    .from(judgeSubmission)
    .where(and(tenantScope(judgeSubmission, tenantId), inArray(judgeSubmission.id, [...ids])));
  if (!rows.length) return [];
  const found = rows.map((r) => r.id);
  await db
    .update(judgeTask)
    .set({ status: 'done', leaseUntil: null })
    .where(and(inArray(judgeTask.submissionId, found), ne(judgeTask.status, 'done')));
  await db
    .update(judgeSubmission)
    .set({
      status: 'queued',
      verdict: null,
      score: 0,
      timeMs: null,
      memoryKb: null,
      compileMessage: null,
      cases: [],
      judgedAt: null,
    })
    .where(inArray(judgeSubmission.id, found));
  await db.insert(judgeTask).values(found.map((submissionId) => ({ id: uuidv7(), submissionId })));
  // The queue counted each AC once when it stored it; the new result counts again.
  const accepted = new Map<string, number>();
  for (const r of rows)
    if (r.verdict === 'AC') accepted.set(r.problemId, (accepted.get(r.problemId) ?? 0) + 1);
  for (const [problemId, n] of accepted) {
    await db
      .update(judgeProblem)
      .set({ acceptCount: sql`greatest(${judgeProblem.acceptCount} - ${n}, 0)` })
      .where(eq(judgeProblem.id, problemId));
  }
  return found;
}
