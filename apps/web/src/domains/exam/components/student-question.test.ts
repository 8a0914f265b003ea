import type { Question } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { blankCountOf, toStudentQuestion } from './student-question.ts';

const base = {
  id: 'q1',
  questionContent: '<p>题干</p>',
  options: [],
  score: 2,
  answer: null,
  problemId: null,
  practiceEditor: null,
} satisfies Partial<Question>;

describe('toStudentQuestion', () => {
  it('keeps only what a student sees', () => {
    const q = {
      ...base,
      questionType: 1,
      options: [
        { key: 'A', content: '1' },
        { key: 'B', content: '2' },
      ],
      answer: 'A',
      analysis: '因为',
      rubric: 'x',
      problemId: 'p1',
    };
    expect(toStudentQuestion(q, 5)).toEqual({
      id: 'q1',
      questionType: 1,
      questionContent: '<p>题干</p>',
      options: [
        { key: 'A', content: '1' },
        { key: 'B', content: '2' },
      ],
      score: 5,
      blankCount: 0,
      problemId: null,
      practiceEditor: null,
    });
  });

  it('counts blanks from the answer and keeps the problem and editor of their types', () => {
    expect(toStudentQuestion({ ...base, questionType: 4, answer: '[["a"],["b","B"]]' }).blankCount).toBe(2);
    expect(toStudentQuestion({ ...base, questionType: 6, problemId: 'p1' }).problemId).toBe('p1');
    expect(toStudentQuestion({ ...base, questionType: 7, practiceEditor: 'scratch' }).practiceEditor).toBe(
      'scratch',
    );
    expect(toStudentQuestion({ ...base, questionType: 4, answer: '[["a"]]' }).score).toBe(2);
  });

  it('counts no blanks for other types or a broken answer', () => {
    expect(blankCountOf(1, '[["a"]]')).toBe(0);
    expect(blankCountOf(4, 'not json')).toBe(0);
    expect(blankCountOf(4, '{"a":1}')).toBe(0);
    expect(blankCountOf(4, null)).toBe(0);
  });
});
