import { PENDING_RESULT } from '@ck/shared';
import { type BoardSubmission, type CellState, minutesBetween } from './rule-types.ts';

/** OI: the last submission counts (a compile error scores 0); a newer one still judging shows pending. */
export function oiCell(subs: readonly BoardSubmission[], start: number, pendingTries: number): CellState {
  const counted = subs.findLast((s) => s.verdict !== null);
  const latest = subs[subs.length - 1];
  const judging = latest !== undefined && latest.verdict === null;
  return {
    result: judging || pendingTries || !counted ? PENDING_RESULT : (counted.verdict as string),
    tries: subs.length,
    time: counted ? minutesBetween(start, counted.createTime) : null,
    score: counted?.score ?? 0,
    solvedAt: null,
    penalty: 0,
    pendingTries,
  };
}
