import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { groupsOf, participantOf } from '../contests/contest-access.ts';
import { teachingContest, teachingUserOtherInfo } from '../tables.ts';
import { type ContestRow, type GroupRow, isJury, type ParticipantRow } from './arena-policy.ts';

// Small readers of the contest tables for the arena (the back office has its own in contests/).

/** A live contest of the caller's tenant; a draft only for the jury. */
export async function loadContest(db: Db, auth: AuthContext, id: string): Promise<ContestRow> {
  const [row] = await db
    .select()
    .from(teachingContest)
    .where(and(eq(teachingContest.id, id), liveScope(teachingContest, auth)));
  if (!row || (row.status !== 1 && !isJury(auth))) throw notFound('赛事不存在');
  return row;
}

/** A participant and their group. */
export interface Seat {
  participant: ParticipantRow;
  group: GroupRow;
}

/**
 * The caller's seat in the contest. A practice contest seats any signed-in user in its first group
 * on first use (source `register`); any other contest refuses whoever has not registered.
 */
export async function seatOf(ctx: AppContext, auth: AuthContext, contest: ContestRow): Promise<Seat> {
  const groups = await groupsOf(ctx.db, auth.tenantId, contest.id);
  let participant = await participantOf(ctx.db, auth.tenantId, contest.id, auth.userId);
  if (!participant && contest.isPractice === 1 && groups.length) {
    participant = await joinPractice(ctx, auth, contest, groups[0]);
  }
  if (!participant) throw forbidden('你没有报名本赛事，不能进入赛场');
  const group = groups.find((g) => g.id === participant.groupId);
  if (!group) throw forbidden('你所在的分组已被删除，请联系老师');
  return { participant, group };
}

/** The caller's seat, or null when they have none (no auto-registration). */
export async function seatOrNull(
  ctx: AppContext,
  auth: AuthContext,
  contest: ContestRow,
): Promise<Seat | null> {
  const participant = await participantOf(ctx.db, auth.tenantId, contest.id, auth.userId);
  if (!participant) return null;
  const groups = await groupsOf(ctx.db, auth.tenantId, contest.id);
  const group = groups.find((g) => g.id === participant.groupId);
  return group ? { participant, group } : null;
}

async function joinPractice(
  ctx: AppContext,
  auth: AuthContext,
  contest: ContestRow,
  group: GroupRow,
): Promise<ParticipantRow | null> {
  const [user] = await ctx.db
    .select({ realname: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.id, auth.userId));
  // Two first requests at once: the unique (contest, user) index keeps one row; both read it back.
  const inserted = await ctx.db
    .insert(teachingUserOtherInfo)
    .values({
      id: uuidv7(),
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: group.id,
      userId: auth.userId,
      username: auth.username,
      realname: (user?.realname || auth.username).slice(0, 100),
      source: 'register',
      createBy: auth.username,
    })
    .onConflictDoNothing()
    .returning({ id: teachingUserOtherInfo.id });
  if (inserted.length)
    await ctx.events.publish('contest.changed', { tenantId: auth.tenantId, contestId: contest.id });
  return participantOf(ctx.db, auth.tenantId, contest.id, auth.userId);
}
