import { ASSESSMENT_QUESTION_TYPES } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { isAnswered, letterOf, QUESTION_TYPE_NAMES, tapOption, unansweredNumbers } from './answer-logic.ts';

it('names the question types as the shared contract does', () => {
  expect(QUESTION_TYPE_NAMES).toEqual(ASSESSMENT_QUESTION_TYPES);
});

describe('tapOption', () => {
  it('replaces for single choice and true/false', () => {
    expect(tapOption('single', 'A', 'C')).toBe('C');
    expect(tapOption('judge', 'T', 'F')).toBe('F');
  });
  it('toggles multiple choices and keeps the letters sorted', () => {
    expect(tapOption('multiple', 'C', 'A')).toBe('AC');
    expect(tapOption('multiple', 'AC', 'A')).toBe('C');
  });
  it('appends order steps in tap order and removes a tapped one', () => {
    expect(tapOption('order', 'C', 'A')).toBe('CA');
    expect(tapOption('order', 'CAB', 'A')).toBe('CB');
  });
});

describe('answered state', () => {
  it('needs every step of an order task', () => {
    expect(isAnswered('order', 3, 'CA')).toBe(false);
    expect(isAnswered('order', 3, 'CAB')).toBe(true);
    expect(isAnswered('single', 4, '')).toBe(false);
    expect(isAnswered('multiple', 4, 'B')).toBe(true);
  });
  it('lists the numbers of unanswered questions', () => {
    const qs = [
      { id: 'a', type: 'single' as const, options: ['x', 'y'] },
      { id: 'b', type: 'order' as const, options: ['x', 'y'] },
      { id: 'c', type: 'judge' as const, options: [] },
    ];
    expect(unansweredNumbers(qs, { a: 'A', b: 'B' })).toEqual([2, 3]);
    expect(letterOf(2)).toBe('C');
  });
});
