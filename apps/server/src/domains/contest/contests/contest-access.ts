import { type ContestPhase, PERMS } from '@ck/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingContest as c, teachingContestClass as g, teachingUserOtherInfo as p } from '../tables.ts';

export type ContestRow = typeof c.$inferSelect;
export type ParticipantRow = typeof p.$inferSelect;
export type GroupRow = typeof g.$inferSelect;

/** A live contest of the tenant, or 404. */
export async function loadContest(db: Db, tenantId: string, id: string): Promise<ContestRow> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(liveScope(c, tenantId), eq(c.id, id)));
  if (!row) throw notFound('赛事不存在');
  return row;
}

/** The contest's live groups in board order. */
export function groupsOf(db: Db, tenantId: string, contestId: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(g)
    .where(and(liveScope(g, tenantId), eq(g.contestId, contestId)))
    .orderBy(asc(g.sortNo), asc(g.createTime), asc(g.id));
}

/** Problem labels in board order: A .. Z, then AA, AB ... */
export function problemLabel(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : problemLabel(Math.floor(i / 26) - 1) + problemLabel(i % 26);
}

/** The caller's live participation in a contest, or null. */
export async function participantOf(
  db: Db,
  tenantId: string,
  contestId: string,
  userId: string,
): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(liveScope(p, tenantId), eq(p.contestId, contestId), eq(p.userId, userId)));
  return row ?? null;
}

type PhaseFields = Pick<ContestRow, 'registerStart' | 'registerEnd' | 'startTime' | 'endTime'>;

/**
 * upcoming (before the register window, or before the start with none), registering (inside the
 * window and before the start), running, ended: by the server clock.
 */
export function contestPhase(contest: PhaseFields, now = new Date()): ContestPhase {
  const t = now.getTime();
  if (t >= contest.endTime.getTime()) return 'ended';
  if (t >= contest.startTime.getTime()) return 'running';
  if (isRegistering(contest, now)) return 'registering';
  return 'upcoming';
}

function isRegistering(contest: PhaseFields, now: Date): boolean {
  if (!contest.registerStart) return false;
  const t = now.getTime();
  return t >= contest.registerStart.getTime() && (!contest.registerEnd || t <= contest.registerEnd.getTime());
}

/**
 * Whether registering is open now: inside the register window (an open end runs to the contest's end),
 * or, without a window, any time before the end.
 */
export function registrationOpen(contest: PhaseFields, now = new Date()): boolean {
  const t = now.getTime();
  if (t >= contest.endTime.getTime()) return false;
  if (!contest.registerStart && !contest.registerEnd) return true;
  if (contest.registerStart && t < contest.registerStart.getTime()) return false;
  return !contest.registerEnd || t <= contest.registerEnd.getTime();
}

/** The SQL twin of `contestPhase` for list filters. */
export function phaseCondition(phase: ContestPhase, at = new Date()): SQL {
  const now = at.toISOString();
  const registering = sql`(${c.startTime} > ${now} and ${c.registerStart} is not null and ${c.registerStart} <= ${now} and (${c.registerEnd} is null or ${c.registerEnd} >= ${now}))`;
  if (phase === 'ended') return sql`${c.endTime} <= ${now}`;
  if (phase === 'running') return sql`(${c.startTime} <= ${now} and ${c.endTime} > ${now})`;
  if (phase === 'registering') return registering;
  return sql`(${c.startTime} > ${now} and not ${registering})`;
}

/** Whether the caller holds the jury permission. */
export const isJury = (perms: ReadonlySet<string>) => perms.has(PERMS.contest.jury);
