import type { BoardCell, BoardState, ProgressBoard } from '@ck/shared';
import { UNIT_STATES } from '@ck/shared/teaching/codes';

/** Cell colours of the board, from "not started" (grey) to "graded" (green). */
export const STATE_COLORS: Record<BoardState, { background: string; color: string }> = {
  open: { background: '#f5f5f5', color: '#999' },
  viewed: { background: '#e6f4ff', color: '#0958d9' },
  submitted: { background: '#fff7e6', color: '#d46b08' },
  graded: { background: '#f6ffed', color: '#389e0d' },
};

export const BOARD_STATES: BoardState[] = ['open', 'viewed', 'submitted', 'graded'];

export const stateLabel = (state: BoardState) => UNIT_STATES[state];

/** What a cell shows: the score once graded, else the state's name. */
export const cellText = (cell: BoardCell) =>
  cell.state === 'graded' && cell.score !== null ? `${cell.score} 分` : stateLabel(cell.state);

export interface UnitSummary {
  unitId: string;
  /** Students past "not started". */
  done: number;
  graded: number;
  avgScore: number | null;
}

/** Per unit (column): how many students studied it, how many were graded, the average grade. */
export function unitSummaries(board: ProgressBoard): UnitSummary[] {
  return board.units.map((u, i) => {
    const cells = board.rows.map((r) => r.cells[i]);
    const scores = cells.flatMap((c) => (c.score === null ? [] : [c.score]));
    return {
      unitId: u.id,
      done: cells.filter((c) => c.state !== 'open').length,
      graded: cells.filter((c) => c.state === 'graded').length,
      avgScore: scores.length
        ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
        : null,
    };
  });
}

/** Share of all cells past "not started", in percent (0 when the board is empty). */
export function completion(board: ProgressBoard): number {
  const total = board.rows.length * board.units.length;
  if (!total) return 0;
  const done = board.rows.reduce((a, r) => a + r.doneCount, 0);
  return Math.round((done / total) * 100);
}
