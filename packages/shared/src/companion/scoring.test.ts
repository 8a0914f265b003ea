import { describe, expect, it } from 'vitest';
import { bandIndexOf, isAnswerWellFormed, type ScoringDefinition, scoreAssessment } from './scoring.ts';

const def: ScoringDefinition = {
  dimensions: [
    { key: 'logic', name: '逻辑思维' },
    { key: 'loop', name: '循环' },
    { key: 'debug', name: '调试纠错' },
  ],
  questions: [
    { id: 'q1', answer: 'B', score: 10, weights: { logic: 1 } },
    { id: 'q2', answer: 'AC', score: 20, weights: { logic: 1, loop: 2 } },
    { id: 'q3', answer: 'T', score: 10, weights: { loop: 1 } },
    { id: 'q4', answer: 'CAB', score: 20, weights: { logic: 0.5, loop: 1 } },
  ],
  bands: [{ minPercent: 80 }, { minPercent: 0 }, { minPercent: 50 }],
};

describe('scoreAssessment', () => {
  it('scores right answers and weighs dimensions (hand-computed)', () => {
    const s = scoreAssessment(def, { q1: 'B', q2: 'AB', q3: 'T', q4: 'CAB' });
    // 10 + 10 + 20 of 60 → 66.7 → 67 %.
    expect(s).toMatchObject({ total: 40, max: 60, percent: 67, bandIndex: 2 });
    expect(s.dimensions).toEqual([
      // logic: max 10·1 + 20·1 + 20·0.5 = 40, earned 10 + 10 = 20.
      { key: 'logic', name: '逻辑思维', score: 20, max: 40, percent: 50 },
      // loop: max 20·2 + 10·1 + 20·1 = 70, earned 10 + 20 = 30 → 42.9 → 43 %.
      { key: 'loop', name: '循环', score: 30, max: 70, percent: 43 },
      // No question weighs debug: 0 of 0 is 0 %.
      { key: 'debug', name: '调试纠错', score: 0, max: 0, percent: 0 },
    ]);
  });

  it('gives nothing for blanks and a wrong order, everything for a full sheet', () => {
    const none = scoreAssessment(def, { q4: 'ABC' });
    expect(none).toMatchObject({ total: 0, percent: 0, bandIndex: 1 });
    const all = scoreAssessment(def, { q1: 'B', q2: 'AC', q3: 'T', q4: 'CAB' });
    expect(all).toMatchObject({ total: 60, percent: 100, bandIndex: 0 });
    expect(all.dimensions.map((d) => d.percent)).toEqual([100, 100, 0]);
  });

  it('puts a percent exactly on a band edge into that band', () => {
    // 30 of 60 = 50 %.
    expect(scoreAssessment(def, { q2: 'AC', q3: 'T' })).toMatchObject({ percent: 50, bandIndex: 2 });
    expect(bandIndexOf(def.bands, 79)).toBe(2);
    expect(bandIndexOf(def.bands, 80)).toBe(0);
    expect(bandIndexOf([{ minPercent: 20 }, { minPercent: 40 }], 10)).toBe(0);
  });
});

describe('isAnswerWellFormed', () => {
  // single: one letter among the options; multiple: sorted distinct letters among them; judge: T or F;
  // order: a permutation of every option letter.
  it.each([
    ['single', 3, 'C', true],
    ['single', 3, 'D', false],
    ['single', 3, 'AB', false],
    ['single', 3, 'a', false],
    ['multiple', 4, 'ACD', true],
    ['multiple', 4, 'A', true],
    ['multiple', 4, 'CA', false],
    ['multiple', 4, 'AA', false],
    ['multiple', 4, 'AE', false],
    ['multiple', 4, '', false],
    ['judge', 0, 'T', true],
    ['judge', 0, 'F', true],
    ['judge', 0, '1', false],
    ['order', 3, 'CAB', true],
    ['order', 3, 'CA', false],
    ['order', 3, 'CAA', false],
    ['order', 3, 'CAD', false],
    ['order', 1, 'A', false],
  ] as const)('%s with %i options: %j is %s', (type, options, answer, wellFormed) => {
    expect(isAnswerWellFormed(type, options, answer)).toBe(wellFormed);
  });
});
