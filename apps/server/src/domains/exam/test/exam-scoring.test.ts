import { gradeOf } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { answerProblem } from '../exams/answer-rules.ts';
import { examState } from '../exams/attempt-service.ts';
import { attemptTotal, judgedScore, scoreAnswer } from '../exams/scoring.ts';
import type { teachingQuestion } from '../questions/question-tables.ts';

const q = (
  questionType: number,
  answer: string | null,
  extra: Partial<{ caseSensitive: number; trimSpace: number }> = {},
) => ({
  questionType,
  answer,
  caseSensitive: extra.caseSensitive ?? 0,
  trimSpace: extra.trimSpace ?? 1,
});
const scored = (n: number) => ({ kind: 'scored', score: n });

describe('scoring', () => {
  it('single choice and true / false: exact key only', () => {
    expect(scoreAnswer(q(1, 'B'), 'B', 3)).toEqual(scored(3));
    expect(scoreAnswer(q(1, 'B'), 'b', 3)).toEqual(scored(3));
    expect(scoreAnswer(q(1, 'B'), 'C', 3)).toEqual(scored(0));
    expect(scoreAnswer(q(1, 'B'), '', 3)).toEqual(scored(0));
    expect(scoreAnswer(q(3, '1'), '1', 2)).toEqual(scored(2));
    expect(scoreAnswer(q(3, '1'), '0', 2)).toEqual(scored(0));
  });

  it('multiple choice: all = full, a wrong key = 0, a subset of the correct keys = half', () => {
    const m = q(2, 'A,C');
    expect(scoreAnswer(m, 'A,C', 4)).toEqual(scored(4));
    expect(scoreAnswer(m, 'C,A', 4)).toEqual(scored(4));
    expect(scoreAnswer(m, 'A', 4)).toEqual(scored(2));
    expect(scoreAnswer(m, 'A,B', 4)).toEqual(scored(0));
    expect(scoreAnswer(m, 'A,B,C', 4)).toEqual(scored(0));
    expect(scoreAnswer(m, 'D', 4)).toEqual(scored(0));
  });

  it('blanks: per blank, trimmed and case-folded unless the question says otherwise', () => {
    const b = q(4, JSON.stringify([['print', 'PRINT()'], ['for']]));
    expect(scoreAnswer(b, JSON.stringify([' Print ', 'for']), 4)).toEqual(scored(4));
    expect(scoreAnswer(b, JSON.stringify(['print', 'while']), 4)).toEqual(scored(2));
    expect(scoreAnswer(b, JSON.stringify(['', 'for']), 4)).toEqual(scored(2));
    const strict = q(4, JSON.stringify([['Print'], ['for']]), { caseSensitive: 1, trimSpace: 0 });
    expect(scoreAnswer(strict, JSON.stringify(['print', 'for']), 4)).toEqual(scored(2));
    expect(scoreAnswer(strict, JSON.stringify(['Print', ' for']), 4)).toEqual(scored(2));
    expect(scoreAnswer(strict, JSON.stringify(['Print', 'for']), 4)).toEqual(scored(4));
    const thirds = q(4, JSON.stringify([['a'], ['b'], ['c']]));
    expect(scoreAnswer(thirds, JSON.stringify(['a', 'b', 'x']), 5)).toEqual(scored(3.33));
  });

  it('programming waits for the judge, short answer and practical for a teacher; empty earns 0', () => {
    expect(scoreAnswer(q(6, null), 'print(1)', 10)).toEqual({ kind: 'judge' });
    expect(scoreAnswer(q(5, 'x'), '我的回答', 10)).toEqual({ kind: 'review' });
    expect(scoreAnswer(q(7, null), 'work-id', 10)).toEqual({ kind: 'review' });
    expect(scoreAnswer(q(5, 'x'), '   ', 10)).toEqual(scored(0));
    expect(scoreAnswer(q(6, null), '', 10)).toEqual(scored(0));
    expect(judgedScore(10, 100)).toBe(10);
    expect(judgedScore(10, 55)).toBe(5.5);
    expect(judgedScore(10, 0)).toBe(0);
  });

  it('totals: a null score waits', () => {
    expect(attemptTotal([1, 2.5, 0])).toEqual({ gotScore: 3.5, pending: false });
    expect(attemptTotal([1, null])).toEqual({ gotScore: 1, pending: true });
  });

  it('grade boundaries', () => {
    expect(gradeOf(90, 100)).toBe('A');
    expect(gradeOf(89.9, 100)).toBe('B');
    expect(gradeOf(80, 100)).toBe('B');
    expect(gradeOf(79.99, 100)).toBe('C');
    expect(gradeOf(70, 100)).toBe('C');
    expect(gradeOf(69, 100)).toBe('D');
    expect(gradeOf(0, 100)).toBe('D');
    expect(gradeOf(null, 100)).toBe('E');
  });
});

describe('answer checks', () => {
  type Row = typeof teachingQuestion.$inferSelect;
  const row = (questionType: number, answer: string | null = null) =>
    ({
      questionType,
      answer,
      options: ['A', 'B', 'C'].map((key) => ({ key, content: key })),
    }) as Row;

  it('takes valid answers and clearing, refuses the rest in Chinese', () => {
    expect(answerProblem(row(1), 'B')).toBeNull();
    expect(answerProblem(row(1), '')).toBeNull();
    expect(answerProblem(row(1), 'Z')).toMatch(/选项/);
    expect(answerProblem(row(1), 'A,B')).toMatch(/选项/);
    expect(answerProblem(row(2), 'A,C')).toBeNull();
    expect(answerProblem(row(2), 'A,Z')).toMatch(/选项/);
    expect(answerProblem(row(3), '1')).toBeNull();
    expect(answerProblem(row(3), '对')).toMatch(/判断/);
    const blanks = row(4, JSON.stringify([['a'], ['b']]));
    expect(answerProblem(blanks, JSON.stringify(['x', 'y']))).toBeNull();
    expect(answerProblem(blanks, JSON.stringify(['x']))).toMatch(/2 个空/);
    expect(answerProblem(blanks, 'x,y')).toMatch(/格式/);
    expect(answerProblem(row(6), 'print(1)')).toMatch(/语言/);
    expect(answerProblem(row(6), 'print(1)', 'python3')).toBeNull();
    expect(answerProblem(row(5), 'x'.repeat(20_001))).toMatch(/不能超过/);
  });
});

describe('my exam state', () => {
  const exam = { startTime: new Date(1000), endTime: new Date(5000), attempts: 2 };
  it('follows the server clock and my attempts', () => {
    expect(examState(exam, [], new Date(500))).toBe('not_started');
    expect(examState(exam, [], new Date(2000))).toBe('open');
    expect(examState(exam, [{ userPaperStatus: 0 }], new Date(2000))).toBe('in_progress');
    expect(examState(exam, [{ userPaperStatus: 2 }], new Date(2000))).toBe('open');
    expect(examState(exam, [{ userPaperStatus: 2 }, { userPaperStatus: 1 }], new Date(2000))).toBe(
      'submitted',
    );
    expect(examState(exam, [{ userPaperStatus: 2 }], new Date(6000))).toBe('submitted');
    expect(examState(exam, [], new Date(6000))).toBe('closed');
  });
});
