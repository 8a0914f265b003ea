import type { MyExam } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  type AttemptSection,
  durationText,
  forgetAttemptExtras,
  isAnswered,
  loadCurrent,
  loadLanguages,
  loadMarks,
  myExamAction,
  numberQuestions,
  numberRanges,
  practiceTarget,
  saveCurrent,
  saveLanguages,
  saveMarks,
  scoreText,
  unansweredNumbers,
} from './exam-state.ts';

const question = (id: string, questionType: number) => ({
  id,
  questionType,
  questionContent: `<p>${id}</p>`,
  options: [],
  score: 5,
  blankCount: questionType === 4 ? 2 : 0,
  problemId: null,
  practiceEditor: null,
});

const sections: AttemptSection[] = [
  { title: '一、选择题', instruction: null, questions: [question('a', 1), question('b', 2)] },
  { title: '二、填空题', instruction: '每空 2 分', questions: [question('c', 4), question('d', 6)] },
];

const exam = (over: Partial<MyExam>): MyExam => ({
  id: 'e1',
  examName: '期中考试',
  paperId: 'p1',
  paperName: '试卷',
  startTime: '2026-01-01 09:00:00',
  endTime: '2026-01-01 11:00:00',
  duration: 60,
  attempts: 2,
  attemptsUsed: 0,
  hasPassword: 0,
  fullScreen: 0,
  state: 'open',
  userPaperId: null,
  userPaperStatus: null,
  gotScore: null,
  totalScore: 100,
  grade: null,
  ...over,
});

describe('exam state helpers', () => {
  it('numbers the questions across sections', () => {
    expect(numberQuestions(sections).map((q) => [q.number, q.sectionIndex, q.question.id])).toEqual([
      [1, 0, 'a'],
      [2, 0, 'b'],
      [3, 1, 'c'],
      [4, 1, 'd'],
    ]);
  });

  it('knows what counts as answered', () => {
    expect(isAnswered(1, 'A')).toBe(true);
    expect(isAnswered(1, '')).toBe(false);
    expect(isAnswered(5, '   ')).toBe(false);
    expect(isAnswered(4, '["",""]')).toBe(false);
    expect(isAnswered(4, '["", "x"]')).toBe(true);
    expect(isAnswered(6, undefined)).toBe(false);
  });

  it('lists unanswered numbers compactly', () => {
    const list = unansweredNumbers(numberQuestions(sections), { a: 'A', c: '["",""]' });
    expect(list).toEqual([2, 3, 4]);
    expect(numberRanges(list)).toBe('2-4');
    expect(numberRanges([7, 1, 2, 5])).toBe('1-2、5、7');
    expect(numberRanges([])).toBe('');
  });

  it('offers start, continue or retake by state and attempts', () => {
    const noon = new Date('2026-01-01T10:00:00+08:00').getTime();
    expect(myExamAction(exam({ state: 'open' }), noon)).toBe('start');
    expect(myExamAction(exam({ state: 'open', attemptsUsed: 2 }), noon)).toBeNull();
    expect(myExamAction(exam({ state: 'open', attemptsUsed: 1 }), noon)).toBe('retake');
    expect(myExamAction(exam({ state: 'in_progress', attemptsUsed: 1 }), noon)).toBe('continue');
    expect(myExamAction(exam({ state: 'submitted', attemptsUsed: 1 }), noon)).toBe('retake');
    expect(myExamAction(exam({ state: 'submitted', attemptsUsed: 2 }), noon)).toBeNull();
    expect(myExamAction(exam({ state: 'submitted', attemptsUsed: 1 }), noon + 2 * 3600_000)).toBeNull();
    expect(myExamAction(exam({ state: 'not_started' }), noon)).toBeNull();
    expect(myExamAction(exam({ state: 'closed' }), noon)).toBeNull();
  });

  it('formats durations, scores and practical targets', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(42)).toBe('42 秒');
    expect(durationText(125)).toBe('2 分 5 秒');
    expect(durationText(3900)).toBe('1 小时 5 分');
    expect(scoreText(85, 100)).toBe('85 / 100');
    expect(scoreText(null, 100)).toBe('— / 100');
    expect(practiceTarget('python')).toMatchObject({ path: '/python', workType: 4 });
    expect(practiceTarget('scratch')).toMatchObject({ path: '/scratch3', workType: 2 });
  });

  it('keeps marks, languages and the position per attempt until it is handed in', () => {
    const map = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
      removeItem: (k: string) => map.delete(k),
    };
    saveMarks('up1', ['q2']);
    saveLanguages('up1', { q6: 'python3' });
    saveCurrent('up1', 5);
    saveCurrent('up2', 1);
    expect([loadMarks('up1'), loadLanguages('up1'), loadCurrent('up1')]).toEqual([
      ['q2'],
      { q6: 'python3' },
      5,
    ]);
    forgetAttemptExtras('up1');
    expect([loadMarks('up1'), loadLanguages('up1'), loadCurrent('up1')]).toEqual([[], {}, 0]);
    expect(loadCurrent('up2')).toBe(1);
    map.set('ck-exam-marks:up3', '{broken');
    expect(loadMarks('up3')).toEqual([]);
  });
});
