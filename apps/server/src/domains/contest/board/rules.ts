import type { ContestRuleType } from '@ck/shared';
import { acmCell } from './acm.ts';
import { ioiCell } from './ioi.ts';
import { oiCell } from './oi.ts';
import { type BoardSubmission, bySubmitOrder, type CellState } from './rule-types.ts';

/**
 * The pure rules of the boards: one contestant's cell of one problem from their submissions, and the
 * order of rows. No I/O here; board-state.ts keeps the results up to date.
 */

/**
 * One cell from a contestant's submissions of one problem (any order). Submissions at or after
 * `cutoff` (the freeze, for the frozen board) are only counted as `pendingTries`. Null: nothing to show.
 */
export function computeCell(
  rule: ContestRuleType,
  submissions: readonly BoardSubmission[],
  start: number,
  cutoff: number | null = null,
): CellState | null {
  return computeSortedCell(rule, [...submissions].sort(bySubmitOrder), start, cutoff);
}

/** `computeCell` of submissions already oldest first (`bySubmitOrder`): no copy, no sort. */
export function computeSortedCell(
  rule: ContestRuleType,
  sorted: readonly BoardSubmission[],
  start: number,
  cutoff: number | null,
): CellState | null {
  if (!sorted.length) return null;
  const seen = cutoff === null ? sorted : sorted.filter((s) => s.createTime < cutoff);
  const pendingTries = sorted.length - seen.length;
  if (rule === 'acm') {
    const cell = acmCell(seen, start, pendingTries);
    // Solved before the freeze: later tries change nothing, there is nothing to hide.
    if (cell.solvedAt !== null) cell.pendingTries = 0;
    return cell;
  }
  if (rule === 'oi') return oiCell(seen, start, pendingTries);
  return ioiCell(seen, start, pendingTries);
}

/** What orders a row: compared by `compareKeys`; equal keys share a rank. */
export interface RowKey {
  solved: number;
  penalty: number;
  score: number;
}

/** Negative when `a` ranks higher. ACM: solved desc, penalty asc; OI / IOI: score desc; paper: score desc, seconds asc. */
export function compareKeys(rule: ContestRuleType, a: RowKey, b: RowKey): number {
  if (rule === 'acm') return b.solved - a.solved || a.penalty - b.penalty;
  if (rule === 'paper') return b.score - a.score || a.penalty - b.penalty;
  return b.score - a.score;
}

/** Row totals from its cells: ACM counts solved problems, OI / IOI full scores. */
export function rowTotals(rule: ContestRuleType, cells: Iterable<CellState>): RowKey {
  let solved = 0;
  let penalty = 0;
  let score = 0;
  for (const c of cells) {
    if (rule === 'acm' ? c.solvedAt !== null : c.score >= 100) solved++;
    penalty += c.penalty;
    score += c.score;
  }
  return { solved, penalty, score };
}

/** Ranks of rows already in board order: equal keys share a rank, the next one skips (1, 2, 2, 4). */
export function ranksOf<T extends RowKey>(rule: ContestRuleType, rows: readonly T[]): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    ranks.push(i > 0 && compareKeys(rule, rows[i - 1], rows[i]) === 0 ? ranks[i - 1] : i + 1);
  }
  return ranks;
}
