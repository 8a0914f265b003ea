import type { BoardParticipant, RowState } from './board-state.ts';
import { compareKeys } from './rules.ts';

/** A contestant's best scored attempt at the group's exam (from the exam engine). */
export interface PaperResult {
  userId: string;
  score: number;
  seconds: number;
  /** Epoch ms of the hand-in. */
  submitTime: number;
}

/** A paper row: no cells; `penalty` is the seconds used; `pending` when the attempt is hidden by the freeze. */
export interface PaperRow extends RowState {
  pending: boolean;
  taken: boolean;
}

/**
 * The paper board: total score desc, then seconds used asc; participants without a scored attempt
 * score 0. An attempt handed in at or after `cutoff` (the freeze) is hidden: the row shows 0, pending.
 */
export function paperRows(
  participants: readonly BoardParticipant[],
  results: readonly PaperResult[],
  cutoff: number | null = null,
): PaperRow[] {
  const byUser = new Map(results.map((r) => [r.userId, r]));
  const rows = participants.map((participant): PaperRow => {
    const r = byUser.get(participant.userId);
    const hidden = !!r && cutoff !== null && r.submitTime >= cutoff;
    const shown = r && !hidden;
    return {
      participant,
      cells: new Map(),
      submissions: new Map(),
      solved: 0,
      score: shown ? r.score : 0,
      penalty: shown ? r.seconds : 0,
      pending: hidden,
      taken: !!r,
    };
  });
  return rows.sort(
    (a, b) =>
      compareKeys('paper', a, b) ||
      (a.participant.userId < b.participant.userId
        ? -1
        : a.participant.userId > b.participant.userId
          ? 1
          : 0),
  );
}
