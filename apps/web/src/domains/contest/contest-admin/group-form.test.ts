import type { ContestClass } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  addProblem,
  groupBody,
  groupContentError,
  groupToForm,
  MAX_GROUP_PROBLEMS,
  moveItem,
  newGroupForm,
  problemLabel,
} from './group-form.ts';

const group: ContestClass = {
  id: 'g1',
  contestId: 'c1',
  className: '小学组',
  description: null,
  problemIds: ['p1', 'p2'],
  paperId: null,
  paperId_dictText: null,
  examId: null,
  sortNo: 2,
  participants: 5,
};

describe('group form', () => {
  it('round-trips a problem group and trims the text', () => {
    const form = { ...groupToForm(group), className: '  小学组 ', description: '  ' };
    expect(groupBody(form, 'acm')).toEqual({
      className: '小学组',
      description: null,
      sortNo: 2,
      problemIds: ['p1', 'p2'],
      paperId: null,
    });
  });

  it('sends only the paper for a paper contest, only the problems otherwise', () => {
    const form = { ...newGroupForm(1), className: '初中组', problemIds: ['p9'], paperId: 'paper-1' };
    expect(groupBody(form, 'paper')).toMatchObject({ problemIds: [], paperId: 'paper-1' });
    expect(groupBody(form, 'oi')).toMatchObject({ problemIds: ['p9'], paperId: null });
  });

  it('asks for a paper or at least one distinct problem', () => {
    expect(groupContentError({ problemIds: [], paperId: null }, 'paper')).toMatch('试卷');
    expect(groupContentError({ problemIds: [], paperId: 'x' }, 'paper')).toBeNull();
    expect(groupContentError({ problemIds: [] }, 'acm')).toMatch('至少添加一道');
    expect(groupContentError({ problemIds: ['a', 'a'] }, 'ioi')).toMatch('重复');
    const many = Array.from({ length: MAX_GROUP_PROBLEMS + 1 }, (_, i) => `p${i}`);
    expect(groupContentError({ problemIds: many }, 'acm')).toMatch('最多 26');
    expect(groupContentError({ problemIds: ['a', 'b'] }, 'acm')).toBeNull();
  });

  it('labels problems A to Z', () => {
    expect([0, 1, 25].map(problemLabel)).toEqual(['A', 'B', 'Z']);
  });

  it('moves problems within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('adds a problem once and not past 26', () => {
    expect(addProblem(['a'], 'b')).toEqual(['a', 'b']);
    expect(addProblem(['a'], 'a')).toEqual(['a']);
    const full = Array.from({ length: MAX_GROUP_PROBLEMS }, (_, i) => `p${i}`);
    expect(addProblem(full, 'x')).toHaveLength(MAX_GROUP_PROBLEMS);
  });
});
