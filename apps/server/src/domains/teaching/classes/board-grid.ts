import type { BoardCell, BoardRow, BoardState } from '@ck/shared';
import type { StudentRef } from './class-scope.ts';

export interface ProgressFact {
  userId: string;
  unitId: string;
  viewCount: number;
  homeworkState: number;
  score: number | null;
}

export interface BoardFilters {
  keyword?: string;
  state?: BoardState;
  unitId?: string;
}

/** The state a progress row stands for; no row at all is `open` (not started). */
export function stateOf(p: ProgressFact | undefined): BoardState {
  if (!p) return 'open';
  if (p.homeworkState >= 2) return 'graded';
  if (p.homeworkState === 1) return 'submitted';
  return p.viewCount > 0 ? 'viewed' : 'open';
}

const average = (scores: number[]) =>
  scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;

/** Students x units: one row per student, one cell per unit in the units' order, then the filters. */
export function buildBoardRows(
  unitIds: string[],
  students: StudentRef[],
  facts: ProgressFact[],
  filters: BoardFilters = {},
): BoardRow[] {
  const byKey = new Map(facts.map((f) => [`${f.userId}/${f.unitId}`, f]));
  const keyword = filters.keyword?.toLowerCase();
  const rows: BoardRow[] = [];
  for (const s of students) {
    if (
      keyword &&
      !s.username.toLowerCase().includes(keyword) &&
      !(s.realname ?? '').toLowerCase().includes(keyword)
    )
      continue;
    const cells: BoardCell[] = unitIds.map((unitId) => {
      const p = byKey.get(`${s.id}/${unitId}`);
      const state = stateOf(p);
      return {
        unitId,
        state,
        score: state === 'graded' ? (p?.score ?? null) : null,
        viewCount: p?.viewCount ?? 0,
      };
    });
    if (filters.state) {
      const wanted = filters.unitId ? cells.filter((c) => c.unitId === filters.unitId) : cells;
      if (!wanted.some((c) => c.state === filters.state)) continue;
    }
    rows.push({
      userId: s.id,
      username: s.username,
      realname: s.realname,
      cells,
      doneCount: cells.filter((c) => c.state !== 'open').length,
      avgScore: average(cells.flatMap((c) => (c.score === null ? [] : [c.score]))),
    });
  }
  return rows;
}
