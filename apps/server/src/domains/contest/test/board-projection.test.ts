import type { ContestBoardRow } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { assignAwards } from '../board/awards.ts';
import { BoardState } from '../board/board-state.ts';
import { awardsShown, projectRows, viewOf } from '../board/projection.ts';
import { schoolRanking } from '../board/school-rank.ts';
import { minute, people, sub } from './board-fixtures.ts';

const times = { ruleType: 'acm' as const, endTime: minute(300), lockTime: minute(240), unfrozenAt: null };

describe('who sees what', () => {
  it('chooses the view by viewer, rule, freeze and end', () => {
    expect(viewOf(times, minute(250), true)).toBe('live');
    expect(viewOf(times, minute(250), false)).toBe('frozen');
    expect(viewOf(times, minute(400), false)).toBe('frozen');
    expect(viewOf({ ...times, unfrozenAt: minute(400) }, minute(401), false)).toBe('live');
    expect(viewOf({ ...times, ruleType: 'oi', lockTime: null }, minute(299), false)).toBe('hidden');
    expect(viewOf({ ...times, ruleType: 'oi', lockTime: null }, minute(300), false)).toBe('live');
    expect(viewOf({ ...times, ruleType: 'ioi', lockTime: null }, minute(10), false)).toBe('live');
    expect(awardsShown(times, minute(400))).toBe(false);
    expect(awardsShown({ ...times, unfrozenAt: minute(400) }, minute(400))).toBe(true);
    expect(awardsShown({ ...times, lockTime: null }, minute(299))).toBe(false);
  });

  it('the frozen JSON carries nothing of a result after the freeze', () => {
    const subs = [
      sub('a', 'A', 'WA', 10),
      sub('a', 'A', 'AC', 250),
      sub('b', 'A', 'AC', 20),
      sub('b', 'B', 'TLE', 245),
    ];
    const frozen = new BoardState('acm', ['A', 'B'], people('a', 'b'), minute(240), subs);
    const rows = projectRows('acm', frozen.problems, frozen.rows, 'frozen', (p) => frozen.firstSolveAt(p));
    const text = JSON.stringify(rows);
    expect(text).not.toContain('TLE');
    expect(text).not.toContain('250');
    expect(rows.find((r) => r.userId === 'a')).toMatchObject({ solved: 0, penalty: 0, score: 0, rank: 2 });
    expect(rows.find((r) => r.userId === 'a')?.cells.A).toEqual({
      result: 'pending',
      tries: 1,
      time: null,
      score: 0,
      pendingTries: 1,
    });
    expect(rows.find((r) => r.userId === 'b')?.cells.B).toEqual({
      result: 'pending',
      tries: 0,
      time: null,
      score: 0,
      pendingTries: 1,
    });
  });

  it('an OI board before the end hides every verdict, score, time and the order', () => {
    const subs = [sub('b', 'A', 'AC', 5, 100), sub('a', 'A', 'WA', 7, 35), sub('a', 'A', 'WA', 9, 65)];
    const live = new BoardState('oi', ['A'], people('b', 'a', 'c'), null, subs);
    const rows = projectRows('oi', live.problems, live.rows, 'hidden');
    const text = JSON.stringify(rows);
    for (const leak of ['AC', 'WA', '100', '35', '65', '"time":5', '"time":9'])
      expect(text).not.toContain(leak);
    expect(rows.map((r) => [r.userId, r.rank, r.score])).toEqual([
      ['a', 1, 0],
      ['b', 1, 0],
      ['c', 1, 0],
    ]);
    expect(rows[0].cells.A).toEqual({ result: 'pending', tries: 0, time: null, score: 0, pendingTries: 2 });
    expect(rows[2].cells).toEqual({});
  });
});

const row = (userId: string, rank: number, solved: number, score: number, school = ''): ContestBoardRow => ({
  rank,
  userId,
  realname: userId,
  school,
  solved,
  penalty: 0,
  score,
  cells:
    score || solved
      ? { A: { result: 'AC', tries: 1, time: 1, score } }
      : { A: { result: 'WA', tries: 1, time: null, score: 0 } },
  award: null,
});

describe('awards', () => {
  it('by ratio of the contestants who took part, ties keeping the better award', () => {
    const rows = [
      row('a', 1, 3, 300),
      row('b', 2, 2, 200),
      row('c', 2, 2, 200),
      row('d', 4, 1, 100),
      row('e', 5, 0, 0),
    ];
    rows.push({ ...row('f', 5, 0, 0), cells: {} });
    // 5 took part: first 20 % -> rank <= 1, second +20 % -> rank <= 2, third +20 % -> rank <= 3.
    assignAwards('acm', rows, { awardMode: 'ratio', awardFirst: 20, awardSecond: 20, awardThird: 20 });
    expect(rows.map((r) => r.award)).toEqual([1, 2, 2, null, null, null]);
  });

  it('by score lines; nobody without a score gets one', () => {
    const rows = [row('a', 1, 1, 250), row('b', 2, 1, 180), row('c', 3, 0, 120), row('d', 4, 0, 0)];
    assignAwards('oi', rows, { awardMode: 'score', awardFirst: 250, awardSecond: 150, awardThird: 0 });
    expect(rows.map((r) => r.award)).toEqual([1, 2, 3, null]);
  });
});

describe('school ranking', () => {
  const rows = [
    row('a', 1, 3, 300, '一中'),
    row('b', 2, 2, 200, '二中'),
    row('c', 3, 2, 190, '一中'),
    row('d', 4, 1, 100, '一中'),
    row('e', 5, 1, 90, '二中'),
    row('f', 6, 0, 0, ''),
  ];
  it('sums the top N of each school', () => {
    expect(schoolRanking('oi', rows, 'sum', 2)).toEqual([
      { rank: 1, schoolName: '一中', contestants: 3, value: 490 },
      { rank: 2, schoolName: '二中', contestants: 2, value: 290 },
    ]);
  });
  it('averages the top N (ACM by solved problems), equal values sharing a rank', () => {
    expect(schoolRanking('acm', rows, 'avg', 2)).toEqual([
      { rank: 1, schoolName: '一中', contestants: 3, value: 2.5 },
      { rank: 2, schoolName: '二中', contestants: 2, value: 1.5 },
    ]);
    expect(schoolRanking('acm', rows, 'sum', 1).map((r) => r.rank)).toEqual([1, 2]);
  });
});
