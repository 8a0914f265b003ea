import type { ContestRuleType } from '@ck/shared';
import { type BoardSubmission, bySubmitOrder, type CellState } from './rule-types.ts';
import { compareKeys, computeSortedCell, type RowKey, rowTotals } from './rules.ts';

/** A contestant of the group as the board shows them; `start` in epoch ms (personal or contest start). */
export interface BoardParticipant {
  userId: string;
  realname: string;
  school: string;
  teamName: string | null;
  start: number;
}

/** A row of the board: totals, cells by problem id, and the submissions they come from. */
export interface RowState extends RowKey {
  participant: BoardParticipant;
  cells: Map<string, CellState>;
  submissions: Map<string, BoardSubmission[]>;
}

/**
 * One group's board kept in order. `apply` replaces one contestant's submissions of one problem,
 * recomputes that cell and the row totals, and moves the row by binary search: O(log n) comparisons
 * plus one array move. `cutoff` (the freeze) builds the frozen board instead of the live one.
 */
export class BoardState {
  private readonly order: RowState[] = [];
  private readonly byUser = new Map<string, RowState>();
  private readonly firstSolve = new Map<string, number>();
  private readonly problemSet: Set<string>;

  constructor(
    readonly rule: ContestRuleType,
    readonly problems: readonly string[],
    participants: readonly BoardParticipant[],
    readonly cutoff: number | null = null,
    submissions: readonly BoardSubmission[] = [],
  ) {
    this.problemSet = new Set(problems);
    for (const p of participants) {
      const row: RowState = {
        participant: p,
        cells: new Map(),
        submissions: new Map(),
        solved: 0,
        penalty: 0,
        score: 0,
      };
      this.byUser.set(p.userId, row);
      this.order.push(row);
    }
    for (const s of submissions) {
      const row = this.byUser.get(s.userId);
      if (!row || !this.problemSet.has(s.problemId)) continue;
      const list = row.submissions.get(s.problemId);
      if (list) list.push(s);
      else row.submissions.set(s.problemId, [s]);
    }
    for (const row of this.order) {
      for (const [problemId, list] of row.submissions) this.setCell(row, problemId, list.sort(bySubmitOrder));
      Object.assign(row, rowTotals(rule, row.cells.values()));
    }
    this.order.sort((a, b) => this.compare(a, b));
    for (const p of problems) this.rescanFirstSolve(p);
  }

  /** Rows in board order. */
  get rows(): readonly RowState[] {
    return this.order;
  }

  row(userId: string): RowState | undefined {
    return this.byUser.get(userId);
  }

  /** ACM: when the problem was first solved in this group (epoch ms), if it was. */
  firstSolveAt(problemId: string): number | undefined {
    return this.firstSolve.get(problemId);
  }

  /**
   * Replaces one contestant's submissions of one problem. False when the contestant is not on this
   * board (the caller rebuilds); a problem outside the group changes nothing.
   */
  apply(userId: string, problemId: string, submissions: readonly BoardSubmission[]): boolean {
    const row = this.byUser.get(userId);
    if (!row) return false;
    if (!this.problemSet.has(problemId)) return true;
    const before = row.cells.get(problemId)?.solvedAt ?? null;
    this.order.splice(this.indexOf(row), 1);
    if (submissions.length) row.submissions.set(problemId, [...submissions].sort(bySubmitOrder));
    else row.submissions.delete(problemId);
    this.setCell(row, problemId, row.submissions.get(problemId) ?? []);
    Object.assign(row, rowTotals(this.rule, row.cells.values()));
    this.order.splice(this.indexOf(row), 0, row);
    const after = row.cells.get(problemId)?.solvedAt ?? null;
    const first = this.firstSolve.get(problemId);
    if (after !== null && (first === undefined || after < first)) this.firstSolve.set(problemId, after);
    else if (before !== null && before === first && after !== before) this.rescanFirstSolve(problemId);
    return true;
  }

  /** `list` oldest first. */
  private setCell(row: RowState, problemId: string, list: readonly BoardSubmission[]) {
    const cell = computeSortedCell(this.rule, list, row.participant.start, this.cutoff);
    if (cell) row.cells.set(problemId, cell);
    else row.cells.delete(problemId);
  }

  /** Board order; equal keys by user id so the order is total and binary search finds a row. */
  private compare(a: RowState, b: RowState) {
    const byKey = compareKeys(this.rule, a, b);
    if (byKey) return byKey;
    const x = a.participant.userId;
    const y = b.participant.userId;
    return x < y ? -1 : x > y ? 1 : 0;
  }

  /** Lower bound of `row` in the order (its index when present, its place when not). */
  private indexOf(row: RowState) {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.order[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private rescanFirstSolve(problemId: string) {
    let first: number | undefined;
    for (const row of this.order) {
      const at = row.cells.get(problemId)?.solvedAt;
      if (at != null && (first === undefined || at < first)) first = at;
    }
    if (first === undefined) this.firstSolve.delete(problemId);
    else this.firstSolve.set(problemId, first);
  }
}
