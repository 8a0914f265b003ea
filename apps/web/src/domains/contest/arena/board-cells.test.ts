import type { ContestBoardCell } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { boardCellText } from './board-cells.ts';

const cell = (c: Partial<ContestBoardCell>): ContestBoardCell => ({
  result: 'WA',
  tries: 1,
  time: null,
  score: 0,
  ...c,
});

describe('board cells', () => {
  it('leaves untouched problems empty', () => {
    expect(boardCellText(undefined, 'acm').tone).toBe('empty');
    expect(boardCellText(cell({ tries: 0 }), 'oi').main).toBe('');
  });

  it('reads ACM cells as +tries and -tries with the AC minute', () => {
    expect(boardCellText(cell({ result: 'AC', tries: 1, time: 12, score: 100 }), 'acm')).toEqual({
      main: '+',
      sub: '12 分',
      tone: 'solved',
    });
    expect(boardCellText(cell({ result: 'AC', tries: 3, time: 40, firstSolve: true }), 'acm')).toMatchObject({
      main: '+2',
      tone: 'first',
    });
    expect(boardCellText(cell({ result: 'WA', tries: 2 }), 'acm')).toEqual({ main: '-2', tone: 'failed' });
  });

  it('shows scores for OI / IOI and hidden tries when pending', () => {
    expect(boardCellText(cell({ result: 'WA', tries: 2, score: 40 }), 'ioi')).toEqual({
      main: '40',
      sub: '2 次',
      tone: 'partial',
    });
    expect(boardCellText(cell({ result: 'AC', score: 100 }), 'oi').tone).toBe('solved');
    expect(boardCellText(cell({ result: 'pending', tries: 1, pendingTries: 2 }), 'acm')).toEqual({
      main: '?',
      sub: '2 次待定',
      tone: 'pending',
    });
  });
});
