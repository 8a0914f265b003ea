import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { problemLabel } from '../contests/contest-access.ts';
import {
  teachingContestSubmission as cs,
  teachingContest,
  teachingContestClass,
  teachingContestSchool,
  teachingTeam,
  teachingUserOtherInfo as uoi,
} from '../tables.ts';
import type { BoardParticipant } from './board-state.ts';
import type { BoardSubmission } from './rule-types.ts';

/** Reads of the contest tables the boards are built from; every query carries the tenant. */

export type ContestRow = typeof teachingContest.$inferSelect;

export async function loadContestRow(
  db: Db,
  tenantId: string,
  contestId: string,
): Promise<ContestRow | null> {
  const [row] = await db
    .select()
    .from(teachingContest)
    .where(and(liveScope(teachingContest, tenantId), eq(teachingContest.id, contestId)));
  return row ?? null;
}

/** The group's participants with school and team names; `start` is the personal start of windowed contests. */
export async function loadParticipants(
  db: Db,
  tenantId: string,
  contest: ContestRow,
  groupId: string,
): Promise<BoardParticipant[]> {
  const [people, teams, schools] = await Promise.all([
    db
      .select()
      .from(uoi)
      .where(and(liveScope(uoi, tenantId), eq(uoi.contestId, contest.id), eq(uoi.groupId, groupId))),
    db
      .select({ id: teachingTeam.id, teamName: teachingTeam.teamName, memberIds: teachingTeam.memberIds })
      .from(teachingTeam)
      .where(and(liveScope(teachingTeam, tenantId), eq(teachingTeam.contestId, contest.id))),
    db
      .select({ id: teachingContestSchool.id, schoolName: teachingContestSchool.schoolName })
      .from(teachingContestSchool)
      .where(
        and(liveScope(teachingContestSchool, tenantId), eq(teachingContestSchool.contestId, contest.id)),
      ),
  ]);
  const teamById = new Map(teams.map((t) => [t.id, t.teamName]));
  const teamOfMember = new Map(teams.flatMap((t) => t.memberIds.map((m) => [m, t.teamName] as const)));
  const schoolById = new Map(schools.map((s) => [s.id, s.schoolName]));
  const contestStart = contest.startTime.getTime();
  return people.map((p) => ({
    userId: p.userId,
    realname: p.realname,
    school: p.schoolName || (p.schoolId ? (schoolById.get(p.schoolId) ?? '') : ''),
    teamName: (p.teamId ? teamById.get(p.teamId) : undefined) ?? teamOfMember.get(p.userId) ?? null,
    start: contest.duration && p.startedAt ? p.startedAt.getTime() : contestStart,
  }));
}

const submissionColumns = {
  id: cs.id,
  userId: cs.userId,
  problemId: cs.problemId,
  verdict: cs.verdict,
  score: cs.score,
  createTime: cs.createTime,
};

const asBoardSubmission = (r: {
  id: string;
  userId: string;
  problemId: string;
  verdict: string | null;
  score: number | null;
  createTime: Date;
}): BoardSubmission => ({ ...r, createTime: r.createTime.getTime() });

/** Every submission of a group. */
export async function loadSubmissions(db: Db, tenantId: string, contestId: string, groupId: string) {
  const rows = await db
    .select(submissionColumns)
    .from(cs)
    .where(and(tenantScope(cs, tenantId), eq(cs.contestId, contestId), eq(cs.groupId, groupId)));
  return rows.map(asBoardSubmission);
}

/** One contestant's submissions of one problem in a group: what a changed cell is recomputed from. */
export async function loadCell(
  db: Db,
  key: { tenantId: string; contestId: string; groupId: string; userId: string; problemId: string },
) {
  const rows = await db
    .select(submissionColumns)
    .from(cs)
    .where(
      and(
        tenantScope(cs, key.tenantId),
        eq(cs.contestId, key.contestId),
        eq(cs.groupId, key.groupId),
        eq(cs.userId, key.userId),
        eq(cs.problemId, key.problemId),
      ),
    );
  return rows.map(asBoardSubmission);
}

/** Labels (A, B ...) and titles of a group's problems in board order. */
export async function loadProblemTitles(db: Db, tenantId: string, problemIds: readonly string[]) {
  const rows = problemIds.length
    ? await db
        .select({ id: judgeProblem.id, title: judgeProblem.title })
        .from(judgeProblem)
        .where(and(tenantScope(judgeProblem, tenantId), inArray(judgeProblem.id, [...problemIds])))
    : [];
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  return problemIds.map((id, i) => ({ id, label: problemLabel(i), title: titles.get(id) ?? '' }));
}

/** The live paper groups taking this exam (usually one). */
export function paperGroupsOf(db: Db, tenantId: string, examId: string) {
  return db
    .select({ id: teachingContestClass.id, contestId: teachingContestClass.contestId })
    .from(teachingContestClass)
    .where(and(liveScope(teachingContestClass, tenantId), eq(teachingContestClass.examId, examId)));
}
