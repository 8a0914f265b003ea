import { type BoardSubmission, type CellState, scoreCell } from './rule-types.ts';

/** OI: the last submission counts (a compile error scores 0); a newer one still judging shows pending. */
export function oiCell(subs: readonly BoardSubmission[], start: number, pendingTries: number): CellState {
  const counted = subs.findLast((s) => s.verdict !== null);
  const latest = subs[subs.length - 1];
  const judging = latest !== undefined && latest.verdict === null;
  return scoreCell(subs, start, pendingTries, counted, judging || pendingTries > 0);
}
