import type { ReviewItem } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  isPending,
  itemKey,
  nextPendingKey,
  reviewKeyAction,
  reviewList,
  reviewProgress,
  reviewQuestions,
  reviewStudents,
  scoreError,
  stepKey,
  typingIn,
  workLink,
} from './review.ts';

const item = (
  userPaperId: string,
  questionId: string,
  reviewed = false,
  username = `s-${userPaperId}`,
  answer: string | null = '答案',
) =>
  ({
    userPaperId,
    questionId,
    username,
    realname: null,
    questionType: 5,
    questionContent: `题${questionId}`,
    rubric: null,
    maxScore: 10,
    answer,
    workId: null,
    score: reviewed ? 5 : null,
    comment: null,
    reviewed,
  }) satisfies ReviewItem;

// Queue order: question q2 comes first in the paper.
const items = [
  item('p2', 'q2', true, 'bob'),
  item('p1', 'q2', false, 'amy'),
  item('p1', 'q1', false, 'amy'),
  item('p2', 'q1', false, 'bob'),
  item('p3', 'q1', true, 'cat'),
];

describe('queue views', () => {
  it('lists questions in queue order with counts', () => {
    expect(reviewQuestions(items).map((q) => [q.questionId, q.index, q.reviewed, q.total])).toEqual([
      ['q2', 1, 1, 2],
      ['q1', 2, 1, 3],
    ]);
  });
  it('lists students by account with counts', () => {
    expect(reviewStudents(items).map((s) => [s.userPaperId, s.reviewed, s.total])).toEqual([
      ['p1', 0, 2],
      ['p2', 1, 2],
      ['p3', 1, 1],
    ]);
  });
  it('walks one question by account, or one student in paper order', () => {
    expect(reviewList(items, 'question', 'q1', 'all').map(itemKey)).toEqual(['p1:q1', 'p2:q1', 'p3:q1']);
    expect(reviewList(items, 'question', 'q1', 'pending').map(itemKey)).toEqual(['p1:q1', 'p2:q1']);
    expect(reviewList(items, 'student', 'p2', 'all').map(itemKey)).toEqual(['p2:q2', 'p2:q1']);
    expect(reviewList(items, 'student', 'p2', 'pending').map(itemKey)).toEqual(['p2:q1']);
    expect(reviewList(items, 'student', null, 'all')).toEqual([]);
  });
  it('counts progress', () => {
    expect(reviewProgress(items)).toEqual({ reviewed: 2, total: 5 });
  });
  it('never waits on blank answers, which are scored 0 at hand-in', () => {
    const blank = { ...item('p9', 'q1', false, 'zed', '  '), score: 0 };
    const unscoredBlank = item('p8', 'q1', false, 'yan', null);
    expect(isPending(blank)).toBe(false);
    expect(isPending(unscoredBlank)).toBe(false);
    expect(isPending(item('p1', 'q1'))).toBe(true);
    expect(isPending(item('p1', 'q1', true))).toBe(false);
    expect(reviewList([...items, blank, unscoredBlank], 'question', 'q1', 'pending').map(itemKey)).toEqual([
      'p1:q1',
      'p2:q1',
    ]);
    expect(reviewProgress([blank, unscoredBlank, item('p1', 'q1')])).toEqual({ reviewed: 2, total: 3 });
  });
});

describe('moving', () => {
  const list = reviewList(items, 'question', 'q1', 'all');
  it('steps and stops at the ends', () => {
    expect(stepKey(list, 'p1:q1', 1)).toBe('p2:q1');
    expect(stepKey(list, 'p3:q1', 1)).toBeNull();
    expect(stepKey(list, 'p1:q1', -1)).toBeNull();
    expect(stepKey(list, null, 1)).toBe('p1:q1');
    expect(stepKey(list, 'gone', -1)).toBe('p3:q1');
    expect(stepKey([], null, 1)).toBeNull();
  });
  it('goes to the next unscored answer after saving, wrapping round', () => {
    expect(nextPendingKey(list, 'p1:q1')).toBe('p2:q1');
    expect(nextPendingKey(list, 'p2:q1')).toBe('p1:q1');
    const one = [item('p1', 'q1')];
    expect(nextPendingKey(one, 'p1:q1')).toBeNull();
  });
});

describe('scores and keys', () => {
  it('checks the score against the maximum', () => {
    expect(scoreError(null, 10)).toBe('请填写得分');
    expect(scoreError(-1, 10)).toBe('得分不能为负');
    expect(scoreError(10.5, 10)).toBe('得分不能超过满分 10 分');
    expect(scoreError(0, 10)).toBeNull();
    expect(scoreError(10, 10)).toBeNull();
  });
  const body = { tagName: 'DIV' } as unknown as EventTarget;
  const input = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;
  const radio = { tagName: 'INPUT', type: 'radio' } as unknown as EventTarget;
  const button = { tagName: 'BUTTON' } as unknown as EventTarget;
  const area = { tagName: 'TEXTAREA' } as unknown as EventTarget;
  it('knows text fields', () => {
    expect(typingIn(input)).toBe(true);
    expect(typingIn(area)).toBe(true);
    expect(typingIn(body)).toBe(false);
    expect(typingIn(null)).toBe(false);
    expect(typingIn(radio)).toBe(false);
  });
  it('maps keys outside fields', () => {
    expect(reviewKeyAction({ key: 'j', target: body })).toBe('next');
    expect(reviewKeyAction({ key: 'ArrowRight', target: body })).toBe('next');
    expect(reviewKeyAction({ key: 'K', target: body })).toBe('prev');
    expect(reviewKeyAction({ key: 'ArrowLeft', target: body })).toBe('prev');
    expect(reviewKeyAction({ key: 'Enter', target: body })).toBe('save');
    expect(reviewKeyAction({ key: '7', target: body })).toBe('focusScore');
    expect(reviewKeyAction({ key: 'x', target: body })).toBeNull();
    expect(reviewKeyAction({ key: 'j', ctrlKey: true, target: body })).toBeNull();
    // The pending / all switch is a radio input: it keeps the queue keys working.
    expect(reviewKeyAction({ key: 'j', target: radio })).toBe('next');
    expect(reviewKeyAction({ key: 'ArrowRight', target: radio })).toBeNull();
    // Enter on a button presses the button, it does not save.
    expect(reviewKeyAction({ key: 'Enter', target: button })).toBeNull();
    expect(reviewKeyAction({ key: 'k', target: button })).toBe('prev');
  });
  it('leaves typing alone except Ctrl+Enter', () => {
    expect(reviewKeyAction({ key: 'j', target: area })).toBeNull();
    expect(reviewKeyAction({ key: '5', target: input })).toBeNull();
    expect(reviewKeyAction({ key: 'Enter', target: area })).toBeNull();
    expect(reviewKeyAction({ key: 'Enter', ctrlKey: true, target: area })).toBe('save');
  });
  it('links a practical work to its page', () => {
    expect(workLink({ workId: 'w 1' })).toBe('/work-detail?id=w%201');
    expect(workLink({ workId: null })).toBeNull();
  });
});
