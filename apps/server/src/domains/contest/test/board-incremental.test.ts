import type { ContestRuleType } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { BoardState } from '../board/board-state.ts';
import { projectRows } from '../board/projection.ts';
import type { BoardSubmission } from '../board/rule-types.ts';
import { minute, people } from './board-fixtures.ts';

/** A small deterministic generator so a failure can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

const VERDICTS = ['AC', 'WA', 'TLE', 'CE', 'RE', null] as const;

const json = (b: BoardState) =>
  projectRows(b.rule, b.problems, b.rows, b.cutoff === null ? 'live' : 'frozen', (p) => b.firstSolveAt(p));

describe('incremental board', () => {
  for (const rule of ['acm', 'oi', 'ioi'] as ContestRuleType[]) {
    it(`${rule}: applying changes one cell at a time equals a full recompute (random data)`, () => {
      for (let seed = 1; seed <= 15; seed++) {
        const rnd = random(seed * 7919);
        const users = Array.from({ length: 25 }, (_, i) => `u${String(i).padStart(2, '0')}`);
        const problems = ['A', 'B', 'C', 'D'];
        const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
        const lock = rnd() < 0.5 ? minute(120) : null;
        let subs: BoardSubmission[] = [];
        let next = 0;
        const make = (): BoardSubmission => {
          const verdict = pick(VERDICTS);
          return {
            id: `x${String(next++).padStart(6, '0')}`,
            userId: pick(users),
            problemId: pick(problems),
            verdict,
            score: verdict === null ? null : verdict === 'AC' ? 100 : Math.floor(rnd() * 5) * 20,
            // Whole minutes so equal times and equal penalties happen.
            createTime: minute(Math.floor(rnd() * 180)),
          };
        };
        for (let i = 0; i < 60; i++) subs.push(make());
        const board = new BoardState(rule, problems, people(...users), lock, subs);
        for (let step = 0; step < 120; step++) {
          const roll = rnd();
          let changed: BoardSubmission;
          if (roll < 0.5 || !subs.length) {
            changed = make();
            subs.push(changed);
          } else if (roll < 0.9) {
            // A judgement or rejudge of an existing submission.
            const i = Math.floor(rnd() * subs.length);
            const verdict = pick(VERDICTS);
            changed = { ...subs[i], verdict, score: verdict === null ? null : verdict === 'AC' ? 100 : 20 };
            subs = subs.map((s, j) => (j === i ? changed : s));
          } else {
            const i = Math.floor(rnd() * subs.length);
            changed = subs[i];
            subs = subs.filter((_, j) => j !== i);
          }
          const cell = subs.filter((s) => s.userId === changed.userId && s.problemId === changed.problemId);
          expect(board.apply(changed.userId, changed.problemId, cell)).toBe(true);
          if (step % 10 === 9) {
            const full = new BoardState(rule, problems, people(...users), lock, subs);
            expect(json(board), `seed ${seed} step ${step}`).toEqual(json(full));
          }
        }
      }
    });
  }

  it('refuses a contestant who is not on the board so the caller rebuilds', () => {
    const b = new BoardState('acm', ['A'], people('a'), null, []);
    expect(b.apply('zz', 'A', [])).toBe(false);
    expect(b.apply('a', 'NOT-IN-GROUP', [])).toBe(true);
  });
});
