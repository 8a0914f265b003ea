import { describe, expect, it } from 'vitest';
import { BoardState } from '../board/board-state.ts';
import { paperRows } from '../board/paper.ts';
import { projectRows } from '../board/projection.ts';
import { computeCell } from '../board/rules.ts';
import { minute, people, sub, T0 } from './board-fixtures.ts';

const summary = (b: BoardState) =>
  projectRows(b.rule, b.problems, b.rows, 'live', (p) => b.firstSolveAt(p)).map((r) => [
    r.userId,
    r.rank,
    r.solved,
    r.penalty,
    r.score,
  ]);

describe('ACM', () => {
  it('counts solved, then penalty: minutes to the first AC plus 20 per earlier rejected try', () => {
    const cell = computeCell(
      'acm',
      [sub('u', 'p', 'WA', 3), sub('u', 'p', 'TLE', 10), sub('u', 'p', 'AC', 47.9)],
      T0,
    );
    expect(cell).toMatchObject({ result: 'AC', tries: 3, time: 47, score: 100, penalty: 47 + 40 });
  });

  it('ignores compile errors, tries still judging and anything after the first AC', () => {
    const subs = [
      sub('u', 'p', 'CE', 1),
      sub('u', 'p', null, 2),
      sub('u', 'p', 'SE', 3),
      sub('u', 'p', 'AC', 30),
      sub('u', 'p', 'WA', 31),
    ];
    expect(computeCell('acm', subs, T0)).toMatchObject({ result: 'AC', tries: 1, penalty: 30 });
    expect(computeCell('acm', [sub('u', 'p', 'CE', 1)], T0)).toMatchObject({
      result: 'CE',
      tries: 0,
      penalty: 0,
    });
    expect(computeCell('acm', [sub('u', 'p', 'WA', 1), sub('u', 'p', null, 2)], T0)).toMatchObject({
      result: 'pending',
      tries: 1,
      score: 0,
    });
  });

  it('counts minutes from the personal start of a windowed contestant', () => {
    expect(computeCell('acm', [sub('u', 'p', 'AC', 100)], minute(40))).toMatchObject({
      time: 60,
      penalty: 60,
    });
  });

  it('ranks ties together (1, 2, 2, 4) and marks the first solve of each problem', () => {
    const b = new BoardState('acm', ['A', 'B'], people('a', 'b', 'c', 'd'), null, [
      sub('a', 'A', 'AC', 10),
      sub('a', 'B', 'AC', 20),
      sub('b', 'A', 'AC', 12),
      sub('c', 'B', 'CE', 1),
      sub('c', 'B', 'AC', 12),
      sub('d', 'B', 'WA', 5),
    ]);
    expect(summary(b)).toEqual([
      ['a', 1, 2, 30, 200],
      ['b', 2, 1, 12, 100],
      ['c', 2, 1, 12, 100],
      ['d', 4, 0, 0, 0],
    ]);
    const rows = projectRows('acm', b.problems, b.rows, 'live', (p) => b.firstSolveAt(p));
    expect(rows.find((r) => r.userId === 'a')?.cells.A.firstSolve).toBe(true);
    expect(rows.find((r) => r.userId === 'b')?.cells.A.firstSolve).toBeUndefined();
    expect(rows.find((r) => r.userId === 'c')?.cells.B.firstSolve).toBe(true);
    expect(rows.find((r) => r.userId === 'a')?.cells.B.firstSolve).toBeUndefined();
    expect(rows.find((r) => r.userId === 'd')?.cells.B).toEqual({
      result: 'WA',
      tries: 1,
      time: null,
      score: 0,
    });
  });

  it('a rejudge that turns the AC into WA moves the row down and passes the first solve on', () => {
    const a = [sub('a', 'A', 'AC', 5)];
    const b = new BoardState('acm', ['A'], people('a', 'b'), null, [...a, sub('b', 'A', 'AC', 9)]);
    expect(b.firstSolveAt('A')).toBe(minute(5));
    b.apply('a', 'A', [{ ...a[0], verdict: 'WA', score: 0 }]);
    expect(summary(b)).toEqual([
      ['b', 1, 1, 9, 100],
      ['a', 2, 0, 0, 0],
    ]);
    expect(b.firstSolveAt('A')).toBe(minute(9));
  });

  it('freezes at lockTime exactly: a submission at lockTime is pending, one a millisecond earlier is not', () => {
    const lock = minute(60);
    const early = { ...sub('a', 'A', 'AC', 0), createTime: lock - 1 };
    const atLock = { ...sub('b', 'A', 'AC', 0), createTime: lock };
    const wa = sub('b', 'A', 'WA', 10);
    const frozen = new BoardState('acm', ['A'], people('a', 'b'), lock, [early, wa, atLock]);
    const rows = projectRows('acm', frozen.problems, frozen.rows, 'frozen', (p) => frozen.firstSolveAt(p));
    expect(rows[0]).toMatchObject({ userId: 'a', rank: 1, solved: 1 });
    expect(rows[0].cells.A.result).toBe('AC');
    expect(rows[1]).toMatchObject({ userId: 'b', rank: 2, solved: 0, penalty: 0 });
    expect(rows[1].cells.A).toEqual({ result: 'pending', tries: 1, time: null, score: 0, pendingTries: 1 });
  });
});

describe('OI and IOI', () => {
  it('OI: the last submission counts, even a worse one or a compile error', () => {
    expect(computeCell('oi', [sub('u', 'p', 'AC', 1, 100), sub('u', 'p', 'WA', 5, 40)], T0)).toMatchObject({
      result: 'WA',
      score: 40,
      time: 5,
      tries: 2,
    });
    expect(computeCell('oi', [sub('u', 'p', 'WA', 1, 40), sub('u', 'p', 'CE', 5, 0)], T0)).toMatchObject({
      score: 0,
    });
  });

  it('IOI: the best score counts, with the time of its first submission', () => {
    const subs = [
      sub('u', 'p', 'WA', 1, 40),
      sub('u', 'p', 'WA', 3, 70),
      sub('u', 'p', 'WA', 9, 70),
      sub('u', 'p', 'WA', 12, 10),
    ];
    expect(computeCell('ioi', subs, T0)).toMatchObject({ result: 'WA', score: 70, time: 3, tries: 4 });
  });

  it('orders OI / IOI rows by total score with shared ranks', () => {
    const b = new BoardState('ioi', ['A', 'B'], people('a', 'b', 'c'), null, [
      sub('a', 'A', 'WA', 1, 50),
      sub('a', 'B', 'AC', 2, 100),
      sub('b', 'A', 'AC', 1, 100),
      sub('b', 'B', 'WA', 1, 50),
      sub('c', 'A', 'WA', 1, 20),
    ]);
    expect(summary(b)).toEqual([
      ['a', 1, 1, 0, 150],
      ['b', 1, 1, 0, 150],
      ['c', 3, 0, 0, 20],
    ]);
  });
});

describe('paper', () => {
  it('orders by score desc then seconds asc; a hand-in at or after the freeze is hidden', () => {
    const results = [
      { userId: 'a', score: 80, seconds: 900, submitTime: minute(20) },
      { userId: 'b', score: 90, seconds: 1200, submitTime: minute(30) },
      { userId: 'c', score: 80, seconds: 600, submitTime: minute(60) },
    ];
    const rows = paperRows(people('a', 'b', 'c', 'd'), results);
    expect(projectRows('paper', [], rows, 'live').map((r) => [r.userId, r.rank, r.score, r.penalty])).toEqual(
      [
        ['b', 1, 90, 1200],
        ['c', 2, 80, 600],
        ['a', 3, 80, 900],
        ['d', 4, 0, 0],
      ],
    );
    const frozen = projectRows(
      'paper',
      [],
      paperRows(people('a', 'b', 'c', 'd'), results, minute(60)),
      'live',
    );
    expect(frozen.find((r) => r.userId === 'c')).toMatchObject({
      score: 0,
      penalty: 0,
      pending: true,
      rank: 3,
    });
  });
});
