import type { BoardParticipant } from '../board/board-state.ts';
import type { BoardSubmission } from '../board/rule-types.ts';

/** Contest start used by the rule tests; minutes below are counted from here. */
export const T0 = Date.UTC(2026, 0, 1, 1, 0, 0);
export const minute = (m: number) => T0 + m * 60_000;

let n = 0;
/** A submission of `userId` on `problemId` at minute `m` (seconds as a fraction). */
export function sub(
  userId: string,
  problemId: string,
  verdict: string | null,
  m: number,
  score: number | null = verdict === 'AC' ? 100 : verdict === null ? null : 0,
): BoardSubmission {
  n++;
  return { id: `s${String(n).padStart(6, '0')}`, userId, problemId, verdict, score, createTime: minute(m) };
}

export function people(...ids: string[]): BoardParticipant[] {
  return ids.map((userId) => ({ userId, realname: `选手${userId}`, school: '', teamName: null, start: T0 }));
}
