import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  type ContestExamSpec,
  type ExamExecutor,
  setContestExamAudience,
  updateContestExam,
} from '../../exam/index.ts';
import { teachingContestClass as g, teachingUserOtherInfo as p } from '../tables.ts';
import type { ContestRow } from './contest-access.ts';

export type GroupRow = typeof g.$inferSelect;

/** What the exam of a paper group is: the contest's window and status, the group's paper. */
export function examSpecOf(
  contest: ContestRow,
  className: string,
  paperId: string,
  operator: string,
): ContestExamSpec {
  return {
    tenantId: contest.tenantId,
    examName: `${contest.contestName}-${className}`,
    paperId,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: contest.duration,
    status: contest.status,
    operator,
  };
}

/** After a contest's settings change: every paper group's exam follows them. */
export async function syncGroupExams(tx: ExamExecutor, contest: ContestRow, operator: string) {
  const groups = await tx
    .select()
    .from(g)
    .where(and(liveScope(g, contest.tenantId), eq(g.contestId, contest.id)));
  for (const group of groups)
    if (group.examId && group.paperId)
      await updateContestExam(
        tx,
        group.examId,
        examSpecOf(contest, group.className, group.paperId, operator),
      );
}

/**
 * The group's exam audience becomes exactly its live participants. The group row is locked first so
 * that two registrations at once cannot each write a list missing the other.
 */
export async function syncGroupAudience(db: Db, tenantId: string, groupIds: Iterable<string>) {
  for (const groupId of new Set(groupIds)) {
    await db.transaction(async (tx) => {
      const [group] = await tx
        .select({ examId: g.examId })
        .from(g)
        .where(and(tenantScope(g, tenantId), eq(g.id, groupId)))
        .for('update');
      if (!group?.examId) return;
      const members = await tx
        .select({ userId: p.userId })
        .from(p)
        .where(and(liveScope(p, tenantId), eq(p.groupId, groupId)));
      await setContestExamAudience(
        tx,
        tenantId,
        group.examId,
        members.map((m) => m.userId),
      );
    });
  }
}
