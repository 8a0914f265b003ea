import type { ContestBoardCell, ContestRuleType } from '@ck/shared';

/** How a board cell reads and which background tone it gets. */
export interface CellLook {
  main: string;
  sub?: string;
  tone: 'first' | 'solved' | 'failed' | 'pending' | 'partial' | 'empty';
}

/** ACM: `+2` / `-3` with the AC minute; OI / IOI: the score; pending cells show their hidden tries. */
export function boardCellText(cell: ContestBoardCell | undefined, ruleType: ContestRuleType): CellLook {
  if (!cell || (cell.tries === 0 && !cell.pendingTries && cell.result !== 'pending'))
    return { main: '', tone: 'empty' };
  if (cell.result === 'pending') {
    const hidden = cell.pendingTries ?? 0;
    return { main: '?', sub: hidden ? `${hidden} 次待定` : '评测中', tone: 'pending' };
  }
  if (ruleType === 'acm') {
    if (cell.result === 'AC') {
      const extra = cell.tries - 1;
      return {
        main: extra > 0 ? `+${extra}` : '+',
        sub: cell.time !== null ? `${cell.time} 分` : undefined,
        tone: cell.firstSolve ? 'first' : 'solved',
      };
    }
    return { main: `-${cell.tries}`, tone: 'failed' };
  }
  const tone = cell.score >= 100 ? 'solved' : cell.score > 0 ? 'partial' : 'failed';
  return { main: String(cell.score), sub: `${cell.tries} 次`, tone };
}
