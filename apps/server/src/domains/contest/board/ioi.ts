import { type BoardSubmission, type CellState, scoreCell } from './rule-types.ts';

/** IOI: the best judged score counts, its first submission gives the time. */
export function ioiCell(subs: readonly BoardSubmission[], start: number, pendingTries: number): CellState {
  let best: BoardSubmission | null = null;
  for (const s of subs) {
    if (s.verdict !== null && (best === null || (s.score ?? 0) > (best.score ?? 0))) best = s;
  }
  return scoreCell(subs, start, pendingTries, best, false);
}
