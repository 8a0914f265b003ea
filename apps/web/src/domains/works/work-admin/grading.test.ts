import type { CorrectQueueRow } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  buildQueue,
  keyAction,
  nextWaiting,
  previewKind,
  queueProgress,
  queueStateOf,
  scoreToStars,
  starsToScore,
  stepInQueue,
} from './grading.ts';

const row = (id: string, userId: string, workStatus: number, saveTime: string, score: number | null = null) =>
  ({
    id,
    userId,
    realname: `学生${userId}`,
    username: `stu${userId}`,
    workName: `作品${id}`,
    workType: 2,
    workType_dictText: 'Scratch3',
    workStatus,
    workStatus_dictText: '',
    workFile_url: null,
    coverFileKey_url: null,
    departId: 'c1',
    departName: '一班',
    score,
    comment: null,
    saveTime,
  }) satisfies CorrectQueueRow;

const students = ['1', '2', '3', '4', '5'].map((id) => ({ id, username: `stu${id}`, realname: `学生${id}` }));
const rows = [
  row('w-graded', '1', 2, '2026-01-01 08:00:00', 90),
  row('w-late', '2', 1, '2026-01-02 09:00:00'),
  row('w-early', '3', 1, '2026-01-01 09:00:00'),
  row('w-back', '4', 0, '2026-01-01 07:00:00'),
];

describe('stars and scores', () => {
  it('maps 1-5 stars to 20..100 and back', () => {
    expect([1, 2, 3, 4, 5].map(starsToScore)).toEqual([20, 40, 60, 80, 100]);
    expect([20, 40, 60, 80, 100].map(scoreToStars)).toEqual([1, 2, 3, 4, 5]);
  });
  it('rounds scores to the nearest star, at least one, none when ungraded', () => {
    expect(scoreToStars(0)).toBe(1);
    expect(scoreToStars(69)).toBe(3);
    expect(scoreToStars(71)).toBe(4);
    expect(scoreToStars(null)).toBe(0);
    expect(starsToScore(9)).toBe(100);
    expect(starsToScore(0)).toBe(20);
  });
});

describe('the grading queue', () => {
  it('lists waiting works oldest first, then graded, then returned; missing students last with "all"', () => {
    const keys = buildQueue(rows, students, 'all').map((e) => e.key);
    expect(keys).toEqual(['w-early', 'w-late', 'w-graded', 'w-back', 'missing-5']);
  });
  it('filters waiting and graded works without missing students', () => {
    expect(buildQueue(rows, students, 'submitted').map((e) => e.key)).toEqual(['w-early', 'w-late']);
    expect(buildQueue(rows, students, 'graded').map((e) => e.key)).toEqual(['w-graded']);
  });
  it('steps over missing students and stops at the ends', () => {
    const entries = buildQueue(rows, students, 'all');
    expect(stepInQueue(entries, 'w-early', 1)).toBe('w-late');
    expect(stepInQueue(entries, 'w-back', 1)).toBeNull();
    expect(stepInQueue(entries, 'w-early', -1)).toBeNull();
    expect(stepInQueue(entries, null, 1)).toBe('w-early');
    expect(stepInQueue(entries, 'gone', -1)).toBe('w-back');
    expect(stepInQueue([], null, 1)).toBeNull();
  });
  it('moves to the next waiting work after grading, wrapping round, never to the graded one', () => {
    const entries = buildQueue(rows, students, 'all');
    expect(nextWaiting(entries, 'w-early')).toBe('w-late');
    expect(nextWaiting(entries, 'w-late')).toBe('w-early');
    const lastOne = buildQueue([row('a', '1', 1, '2026-01-01 00:00:00')], [], 'submitted');
    expect(nextWaiting(lastOne, 'a')).toBeNull();
  });
  it('counts progress over every handed-in work', () => {
    expect(queueProgress(rows, students)).toEqual({ graded: 1, handedIn: 4, waiting: 2, missing: 1 });
  });
  it('shows each state of a work', () => {
    expect(queueStateOf(rows[1]).text).toBe('待批改');
    expect(queueStateOf(rows[0]).text).toBe('90 分');
    expect(queueStateOf(rows[3]).text).toBe('已退回');
    expect(queueStateOf(row('x', '9', 4, '', null)).text).toBe('已批改');
  });
});

describe('keyboard', () => {
  const press = (
    key: string,
    extra: Partial<{ ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }> = {},
  ) => keyAction({ key, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra });
  const field = { tagName: 'TEXTAREA' } as unknown as EventTarget;
  it('moves with J / K and the arrows, submits with Ctrl or ⌘ + Enter', () => {
    expect(press('j')).toBe('next');
    expect(press('ArrowDown')).toBe('next');
    expect(press('K')).toBe('prev');
    expect(press('ArrowUp')).toBe('prev');
    expect(press('Enter', { ctrlKey: true })).toBe('submit');
    expect(press('Enter', { metaKey: true, target: field })).toBe('submit');
    expect(press('Enter')).toBeNull();
  });
  it('leaves letters and arrows to text fields', () => {
    expect(press('j', { target: field })).toBeNull();
    expect(press('ArrowDown', { target: { tagName: 'INPUT' } as unknown as EventTarget })).toBeNull();
  });
});

describe('preview', () => {
  it('chooses the player, the code view or a download', () => {
    expect(previewKind(2, '/x/a.sb3?sign=1')).toBe('scratch');
    expect(previewKind(4, '/x/a.py')).toBe('python');
    expect(previewKind(5, null)).toBe('cpp');
    expect(previewKind(0, '/x/a.py')).toBe('python');
    expect(previewKind(0, '/x/a.pdf')).toBe('file');
  });
});
