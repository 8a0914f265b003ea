import type { ContestBoardCell, ContestBoardRow } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { awardLabel, cellView, formatSeconds, frozenNotice, summaryColumns } from './board-cells.ts';

const cell = (c: Partial<ContestBoardCell>): ContestBoardCell => ({
  result: 'WA',
  tries: 0,
  time: null,
  score: 0,
  ...c,
});

describe('ACM cells', () => {
  it('leaves an untried problem blank', () => {
    expect(cellView(undefined, 'acm').tone).toBe('none');
    // A compile error alone is no try.
    expect(cellView(cell({ result: 'CE', tries: 0 }), 'acm')).toMatchObject({ tone: 'none', main: '' });
  });

  it('shows an AC green with rejected tries and minutes, the first solve darker', () => {
    expect(cellView(cell({ result: 'AC', tries: 1, time: 12, score: 100 }), 'acm')).toMatchObject({
      tone: 'ac',
      main: '+',
      sub: '12',
    });
    expect(cellView(cell({ result: 'AC', tries: 3, time: 47, score: 100 }), 'acm')).toMatchObject({
      tone: 'ac',
      main: '+2',
    });
    const first = cellView(cell({ result: 'AC', tries: 1, time: 5, firstSolve: true }), 'acm');
    expect(first.tone).toBe('first');
    expect(first.title).toContain('一血');
  });

  it('shows rejected tries red', () => {
    expect(cellView(cell({ result: 'WA', tries: 3 }), 'acm')).toMatchObject({ tone: 'wa', main: '-3' });
    expect(cellView(cell({ result: 'TLE', tries: 1 }), 'acm')).toMatchObject({ tone: 'wa', main: '-1' });
  });

  it('shows frozen or judging tries blue with a question mark', () => {
    const frozen = cellView(cell({ result: 'pending', tries: 2, pendingTries: 1 }), 'acm');
    expect(frozen).toMatchObject({ tone: 'pending', main: '?', sub: '3 次' });
    expect(frozen.title).toContain('1 次提交待定');
    // Rejected before the freeze, tried again after it: still unknown.
    expect(cellView(cell({ result: 'WA', tries: 2, pendingTries: 2 }), 'acm').tone).toBe('pending');
    expect(cellView(cell({ result: 'pending', tries: 0 }), 'acm')).toMatchObject({ main: '?', sub: '' });
  });

  it('keeps a solved problem solved whatever came after the freeze', () => {
    expect(cellView(cell({ result: 'AC', tries: 1, time: 3, pendingTries: 2 }), 'acm').tone).toBe('ac');
  });
});

describe('OI / IOI cells', () => {
  it('colours scores by how many points', () => {
    expect(cellView(cell({ result: 'AC', tries: 1, score: 100 }), 'ioi')).toMatchObject({
      tone: 'ac',
      main: '100',
    });
    expect(cellView(cell({ result: 'WA', tries: 2, score: 40 }), 'ioi')).toMatchObject({
      tone: 'partial',
      main: '40',
      sub: '2 次',
    });
    expect(cellView(cell({ result: 'WA', tries: 1, score: 0 }), 'oi')).toMatchObject({
      tone: 'wa',
      main: '0',
    });
    expect(cellView(undefined, 'oi').tone).toBe('none');
  });

  it('hides OI results as pending before the end', () => {
    expect(cellView(cell({ result: 'pending', tries: 1 }), 'oi')).toMatchObject({
      tone: 'pending',
      main: '?',
    });
  });
});

describe('board columns and banners', () => {
  const row = { solved: 3, penalty: 3725, score: 250 } as ContestBoardRow;

  it('picks the total columns of each rule', () => {
    expect(summaryColumns('acm').map((c) => [c.title, c.value(row)])).toEqual([
      ['解题', '3'],
      ['罚时', '3725'],
    ]);
    expect(summaryColumns('oi').map((c) => c.title)).toEqual(['总分']);
    expect(summaryColumns('ioi').map((c) => c.title)).toEqual(['总分']);
    expect(summaryColumns('paper').map((c) => [c.title, c.value(row)])).toEqual([
      ['总分', '250'],
      ['用时', '1:02:05'],
    ]);
  });

  it('formats seconds used', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(3600)).toBe('1:00:00');
  });

  it('names awards', () => {
    expect(awardLabel(1)).toBe('一等奖');
    expect(awardLabel(3)).toBe('三等奖');
    expect(awardLabel(null)).toBe('');
  });

  it('explains a projected board', () => {
    expect(frozenNotice({ frozen: false, ruleType: 'acm' }, 'running')).toBe('');
    expect(frozenNotice({ frozen: true, ruleType: 'acm' }, 'running')).toBe('已封榜，封榜后的提交显示为待定');
    expect(frozenNotice({ frozen: true, ruleType: 'acm' }, 'ended')).toBe('已封榜，封榜后的提交显示为待定');
    expect(frozenNotice({ frozen: true, ruleType: 'oi' }, 'running')).toContain('比赛结束前不公布成绩');
  });
});
