/** What the rule modules share: a submission as the board sees it and a computed cell. */
import { PENDING_RESULT } from '@ck/shared';

/** A contest submission as the board sees it; `createTime` in epoch milliseconds. */
export interface BoardSubmission {
  id: string;
  userId: string;
  problemId: string;
  verdict: string | null;
  score: number | null;
  createTime: number;
}

/** A computed cell: the public fields plus what the board needs to order rows. */
export interface CellState {
  result: string;
  tries: number;
  time: number | null;
  score: number;
  /** ACM: the moment of the first AC (epoch ms), for the first-solve mark. */
  solvedAt: number | null;
  /** ACM: minutes of this problem added to the row's penalty. */
  penalty: number;
  /** Submissions at or after the cut-off (the freeze) this viewer may not see. */
  pendingTries: number;
}

export const minutesBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 60_000));

/** Oldest first; equal times by id so every board orders them the same way. */
export function bySubmitOrder(a: BoardSubmission, b: BoardSubmission) {
  return a.createTime - b.createTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A cell of a score board (OI, IOI): the submission that counts gives the time and score; `pending`
 * shows the pending result in place of its verdict.
 */
export function scoreCell(
  subs: readonly BoardSubmission[],
  start: number,
  pendingTries: number,
  counted: BoardSubmission | null | undefined,
  pending: boolean,
): CellState {
  return {
    result: pending || !counted ? PENDING_RESULT : (counted.verdict as string),
    tries: subs.length,
    time: counted ? minutesBetween(start, counted.createTime) : null,
    score: counted?.score ?? 0,
    solvedAt: null,
    penalty: 0,
    pendingTries,
  };
}
