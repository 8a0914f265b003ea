import { PENDING_RESULT } from '@ck/shared';
import { type BoardSubmission, type CellState, minutesBetween } from './rule-types.ts';

/** IOI: the best judged score counts, its first submission gives the time. */
export function ioiCell(subs: readonly BoardSubmission[], start: number, pendingTries: number): CellState {
  let best: BoardSubmission | null = null;
  for (const s of subs) {
    if (s.verdict !== null && (best === null || (s.score ?? 0) > (best.score ?? 0))) best = s;
  }
  return {
    result: best ? (best.verdict as string) : PENDING_RESULT,
    tries: subs.length,
    time: best ? minutesBetween(start, best.createTime) : null,
    score: best?.score ?? 0,
    solvedAt: null,
    penalty: 0,
    pendingTries,
  };
}
