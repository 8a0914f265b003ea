import { describe, expect, it } from 'vitest';
import { itemStatistics, type StatAttempt } from '../exams/item-stats.ts';

const layout = {
  sections: [
    {
      title: '一、选择题',
      instruction: null,
      questions: [
        { questionId: 'q1', score: 2 },
        { questionId: 'q2', score: 4 },
      ],
    },
  ],
};

/** An attempt started at 0 ms scoring q1 and q2, answered q1 at `t1` s and q2 at `t2` s. */
function attempt(q1: number, q2: number, t1: number | null = 10, t2: number | null = 40): StatAttempt {
  return {
    layout,
    gotScore: q1 + q2,
    start: 0,
    answers: [
      { questionId: 'q1', score: q1, firstSave: t1 === null ? null : t1 * 1000 },
      { questionId: 'q2', score: q2, firstSave: t2 === null ? null : t2 * 1000 },
    ],
  };
}

const questions = new Map([
  ['q1', { questionType: 1, questionContent: '选择' }],
  ['q2', { questionType: 3, questionContent: '判断' }],
]);

describe('item statistics', () => {
  it('facility, discrimination by the top and bottom 27 %, median seconds from first saves', () => {
    // Totals 6, 6, 4, 2, 2, 0 -> top 2 (q2 = 4, 4), bottom 2 (0, 0) by 27 % of 6 rounded.
    const stats = itemStatistics(
      [
        attempt(2, 4),
        attempt(2, 4),
        attempt(0, 4, 30, 20),
        attempt(2, 0),
        attempt(2, 0),
        attempt(0, 0, null, null),
      ],
      questions,
    );
    expect(stats[0]).toMatchObject({ index: 1, questionId: 'q1', count: 6, average: 1.3, facility: 0.667 });
    // q1: top (2, 2) vs bottom: the last two by total are the 2+0 and 0+0 attempts -> (2, 0).
    expect(stats[0].discrimination).toBe(0.5);
    expect(stats[1]).toMatchObject({ questionId: 'q2', average: 2, facility: 0.5, discrimination: 1 });
    // q1 took 10 s in four attempts and 10 s after q2 in the third (20 -> 30); q2 took 30 s, 30, 20, 30, 30.
    expect(stats[0].medianSeconds).toBe(10);
    expect(stats[1].medianSeconds).toBe(30);
  });

  it('leaves discrimination empty under five attempts and counts a missing answer as 0', () => {
    const stats = itemStatistics([attempt(2, 4), { ...attempt(0, 0), answers: [] }], questions);
    expect(stats.map((s) => [s.facility, s.discrimination, s.count])).toEqual([
      [0.5, null, 2],
      [0.5, null, 2],
    ]);
  });
});
