import {
  type ContestBoardCell,
  type ContestBoardRow,
  type ContestRuleType,
  PENDING_RESULT,
} from '@ck/shared';
import type { RowState } from './board-state.ts';
import { ranksOf } from './rules.ts';

/**
 * What a viewer may see of a board. `live`: everything (the jury; boards without a freeze).
 * `frozen`: the board as of the freeze (results after it pending). `hidden`: OI before the end, no
 * result at all.
 */
export type BoardView = 'live' | 'frozen' | 'hidden';

/** The contest times that decide the view, in epoch ms. */
export interface BoardTimes {
  ruleType: ContestRuleType;
  endTime: number;
  lockTime: number | null;
  unfrozenAt: number | null;
}

export function viewOf(t: BoardTimes, now: number, jury: boolean): BoardView {
  if (jury) return 'live';
  if (t.ruleType === 'oi' && now < t.endTime) return 'hidden';
  if (t.lockTime !== null && t.unfrozenAt === null) return 'frozen';
  return 'live';
}

/** Awards appear once the contest is over and, with a freeze, once the jury has published the board. */
export const awardsShown = (t: BoardTimes, now: number) =>
  now >= t.endTime && (t.lockTime === null || t.unfrozenAt !== null);

/** Row shape shared by judged and paper boards; `pending` only on paper rows. */
type SourceRow = RowState & { pending?: boolean };

function cellJson(
  rule: ContestRuleType,
  problemId: string,
  row: SourceRow,
  firstSolveAt: (problemId: string) => number | undefined,
): ContestBoardCell | null {
  const c = row.cells.get(problemId);
  if (!c) return null;
  const cell: ContestBoardCell = { result: c.result, tries: c.tries, time: c.time, score: c.score };
  if (rule === 'acm' && c.solvedAt !== null && c.solvedAt === firstSolveAt(problemId)) cell.firstSolve = true;
  if (c.pendingTries > 0) cell.pendingTries = c.pendingTries;
  return cell;
}

function base(row: SourceRow, rank: number): ContestBoardRow {
  const p = row.participant;
  return {
    rank,
    userId: p.userId,
    realname: p.realname,
    school: p.school,
    teamName: p.teamName,
    solved: row.solved,
    penalty: row.penalty,
    score: row.score,
    cells: {},
    award: null,
  };
}

/**
 * The rows a viewer gets. `rows` come from the live board for `live` and `hidden`, from the frozen
 * board for `frozen` (which never saw a result after the freeze). `hidden` keeps only how many times
 * each contestant submitted: no verdict, score, time or order (rows by name, all rank 1).
 */
export function projectRows(
  rule: ContestRuleType,
  problems: readonly string[],
  rows: readonly SourceRow[],
  view: BoardView,
  firstSolveAt: (problemId: string) => number | undefined = () => undefined,
): ContestBoardRow[] {
  if (view === 'hidden') {
    const byName = [...rows].sort(
      (a, b) =>
        a.participant.realname.localeCompare(b.participant.realname, 'zh-CN') ||
        (a.participant.userId < b.participant.userId ? -1 : 1),
    );
    return byName.map((row) => {
      const out = { ...base(row, 1), solved: 0, penalty: 0, score: 0 };
      for (const p of problems) {
        const count = row.submissions.get(p)?.length ?? 0;
        if (count)
          out.cells[p] = { result: PENDING_RESULT, tries: 0, time: null, score: 0, pendingTries: count };
      }
      return out;
    });
  }
  const ranks = ranksOf(rule, rows);
  return rows.map((row, i) => {
    const out = base(row, ranks[i]);
    for (const p of problems) {
      const cell = cellJson(rule, p, row, firstSolveAt);
      if (cell) out.cells[p] = cell;
    }
    if (row.pending) out.pending = true;
    return out;
  });
}
