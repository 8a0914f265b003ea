import { PERMS } from '@ck/shared';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { ContestRow, GroupRow, ParticipantRow } from '../contests/contest-access.ts';
import { problemLabel } from '../contests/contest-access.ts';

export type { ContestRow, GroupRow, ParticipantRow };

/** The jury sees every group, every verdict, and answers clarifications. */
export const isJury = (auth: AuthContext) => auth.perms.has(PERMS.contest.jury);

/**
 * A contestant's own window: start to end, or for a duration contest from the first entry for
 * `duration` minutes, never past the end. Before the first entry a duration contest has no window.
 */
export function personalWindow(
  c: ContestRow,
  p: Pick<ParticipantRow, 'startedAt'> | null,
): { start: Date; deadline: Date } | null {
  if (c.duration === null) return { start: c.startTime, deadline: c.endTime };
  if (!p?.startedAt) return null;
  const personal = p.startedAt.getTime() + c.duration * 60_000;
  return { start: p.startedAt, deadline: new Date(Math.min(personal, c.endTime.getTime())) };
}

/** Why this contestant may not submit now, or null. */
export function submitRefusal(c: ContestRow, p: ParticipantRow, now: Date): string | null {
  if (now < c.startTime) return '比赛尚未开始，不能提交';
  if (now >= c.endTime) return '比赛已结束，不能再提交';
  const window = personalWindow(c, p);
  if (!window) return '请先进入赛场开始比赛，再提交';
  if (now >= window.deadline) return '你的比赛时间已用完，不能再提交';
  return null;
}

/** Why this contestant may not read the problems yet, or null (after the window they stay readable). */
export function readRefusal(c: ContestRow, p: ParticipantRow, now: Date): string | null {
  if (now < c.startTime) return '比赛尚未开始，开始后才能查看题目';
  if (c.duration !== null && !p.startedAt && now < c.endTime) return '请先进入赛场开始比赛，再查看题目';
  return null;
}

/** OI: every verdict and score stays hidden from contestants until the contest ends. */
export const resultsHidden = (c: ContestRow, now: Date) => c.ruleType === 'oi' && now < c.endTime;

/** Labels of a group's problems by problem id. */
export const labelsOf = (group: Pick<GroupRow, 'problemIds'> | undefined) =>
  new Map((group?.problemIds ?? []).map((id, i) => [id, problemLabel(i)]));
