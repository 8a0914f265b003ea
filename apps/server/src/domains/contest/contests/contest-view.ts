import { CONTEST_RULE_TYPES, type Contest, type ContestPublicItem, PARTICIPANT_SOURCES } from '@ck/shared';
import { and, asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingContestClass as g, teachingUserOtherInfo as p } from '../tables.ts';
import { type ContestRow, contestPhase, type ParticipantRow } from './contest-access.ts';

const time = (d: Date | null | undefined) => formatDateTime(d) ?? null;

/** A contest's registration and contest windows and its freeze time, as both views show them. */
const windowsOf = (r: ContestRow) => ({
  registerStart: time(r.registerStart),
  registerEnd: time(r.registerEnd),
  startTime: time(r.startTime),
  endTime: time(r.endTime),
  duration: r.duration,
  lockTime: time(r.lockTime),
});

/** Live participants per contest. */
export async function participantCounts(db: Db, tenantId: string, contestIds: string[]) {
  if (!contestIds.length) return new Map<string, number>();
  const rows = await db
    .select({ contestId: p.contestId, n: count() })
    .from(p)
    .where(and(liveScope(p, tenantId), inArray(p.contestId, contestIds)))
    .groupBy(p.contestId);
  return new Map(rows.map((r) => [r.contestId, Number(r.n)]));
}

/** The back office's view of contests. */
export async function contestJson(db: Db, tenantId: string, rows: ContestRow[], now = new Date()) {
  const counts = await participantCounts(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map(
    (r): Contest => ({
      id: r.id,
      contestName: r.contestName,
      cover: r.cover,
      intro: r.intro,
      rules: r.rules,
      ruleType: r.ruleType,
      ruleType_dictText: CONTEST_RULE_TYPES[r.ruleType] ?? r.ruleType,
      ...windowsOf(r),
      unfrozenAt: time(r.unfrozenAt),
      isPublic: r.isPublic,
      isPractice: r.isPractice,
      boardVisibility: r.boardVisibility,
      awardMode: r.awardMode,
      awardFirst: r.awardFirst,
      awardSecond: r.awardSecond,
      awardThird: r.awardThird,
      schoolRankMode: r.schoolRankMode,
      schoolTopN: r.schoolTopN,
      status: r.status,
      phase: contestPhase(r, now),
      participants: counts.get(r.id) ?? 0,
      createBy: r.createBy,
      createTime: time(r.createTime),
    }),
  );
}

/** Live groups of the contests, in order. */
export async function groupsOf(db: Db, tenantId: string, contestIds: string[]) {
  if (!contestIds.length) return [];
  return db
    .select()
    .from(g)
    .where(and(liveScope(g, tenantId), inArray(g.contestId, contestIds)))
    .orderBy(asc(g.sortNo), asc(g.createTime));
}

/** The public view of published contests: no draft fields, the groups' names, the server's clock. */
export async function publicItems(
  db: Db,
  tenantId: string,
  rows: ContestRow[],
  now = new Date(),
): Promise<ContestPublicItem[]> {
  const ids = rows.map((r) => r.id);
  const [counts, groups] = await Promise.all([
    participantCounts(db, tenantId, ids),
    groupsOf(db, tenantId, ids),
  ]);
  const serverTime = time(now) as string;
  return rows.map((r) => ({
    id: r.id,
    contestName: r.contestName,
    cover: r.cover,
    ruleType: r.ruleType,
    ruleType_dictText: CONTEST_RULE_TYPES[r.ruleType] ?? r.ruleType,
    ...windowsOf(r),
    isPublic: r.isPublic,
    isPractice: r.isPractice,
    phase: contestPhase(r, now),
    participants: counts.get(r.id) ?? 0,
    groups: groups.filter((x) => x.contestId === r.id).map((x) => ({ id: x.id, className: x.className })),
    serverTime,
  }));
}

/** A participant row for the back office. */
export function participantJson(r: ParticipantRow, groupNames: Map<string, string>) {
  return {
    id: r.id,
    contestId: r.contestId,
    groupId: r.groupId,
    groupId_dictText: groupNames.get(r.groupId) ?? null,
    userId: r.userId,
    username: r.username,
    realname: r.realname,
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    grade: r.grade,
    guardianPhone: r.guardianPhone,
    teamId: r.teamId,
    source: r.source,
    source_dictText: PARTICIPANT_SOURCES[r.source as keyof typeof PARTICIPANT_SOURCES] ?? r.source,
    startedAt: time(r.startedAt),
    createTime: time(r.createTime),
  };
}
