import { DEFAULT_DIMENSIONS } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  bandRanges,
  bodyOf,
  changeType,
  draftProblems,
  newDraft,
  newQuestion,
  nextDimensionKey,
  normaliseAnswer,
  questionsWithProblems,
  removeDimension,
  type TestPowerDraft,
  withOptions,
} from './assessment-form.ts';

/** A draft the server would take: two questions, every band text filled. */
function validDraft(): TestPowerDraft {
  const d = newDraft();
  d.name = '编程思维测评';
  const single = {
    ...newQuestion('single', d.dimensions),
    stem: '1+1=?',
    options: ['1', '2', '3'],
    answer: 'B',
  };
  const judge = { ...newQuestion('judge', d.dimensions), stem: '循环可以重复执行', answer: 'T' };
  d.questions = [single, judge];
  d.bands = d.bands.map((b) => ({ ...b, text: `${b.title}的评语` }));
  return d;
}

const messages = (d: TestPowerDraft) => draftProblems(d).map((p) => p.message);

describe('assessment draft', () => {
  it('starts from the default dimensions and a band from 0 %', () => {
    const d = newDraft();
    expect(d.dimensions.map((x) => x.key)).toEqual(DEFAULT_DIMENSIONS.map((x) => x.key));
    expect(d.bands.some((b) => b.minPercent === 0)).toBe(true);
    expect(d.status).toBe('0');
  });

  it('accepts a complete draft', () => {
    expect(draftProblems(validDraft())).toEqual([]);
  });

  it('names the contract rules in Chinese, on the right tab', () => {
    const d = newDraft();
    const problems = draftProblems(d);
    expect(problems).toContainEqual({ tab: 'base', message: '请填写测评名称' });
    expect(problems).toContainEqual({ tab: 'questions', message: '至少需要一道题' });
    expect(problems.some((p) => p.tab === 'bands' && p.message.includes('请填写等级评语'))).toBe(true);
  });

  it('checks the rules across fields as the server does', () => {
    const d = validDraft();
    d.ageMin = 12;
    d.ageMax = 8;
    d.dimensions = [...d.dimensions, { key: 'logic', name: '逻辑二' }];
    d.questions[0] = { ...d.questions[0], answer: 'D', weights: { logic: 0 } };
    d.questions[1] = { ...d.questions[1], options: ['x', 'y'] };
    d.bands = d.bands.map((b) => ({ ...b, minPercent: b.minPercent === 0 ? 60 : b.minPercent }));
    const found = messages(d);
    expect(found).toContain('适用年龄的最小值不能大于最大值');
    expect(found).toContain('维度标识“logic”重复');
    expect(found).toContain('第 1 题：单选题的答案须为一个选项字母');
    expect(found).toContain('第 1 题须至少为一个维度设置大于 0 的权重');
    expect(found).toContain('第 2 题是判断题，不需要选项');
    expect(found).toContain('等级的起始百分比 60% 重复');
    expect(found).toContain('须有一个从 0% 起的等级，让每个得分都有评语');
    expect([...questionsWithProblems(d)].sort()).toEqual([0, 1]);
  });

  it('wants order answers to use every step once and choices to have two options', () => {
    const d = validDraft();
    d.questions.push({
      ...newQuestion('order', d.dimensions),
      stem: '排序',
      options: ['a', 'b', 'c'],
      answer: 'CA',
    });
    d.questions.push({ ...newQuestion('multiple', d.dimensions), stem: '多选', options: ['a'], answer: 'A' });
    const found = messages(d);
    expect(found).toContain('第 3 题：排序题的答案须为全部选项字母的一种排列，每个字母出现一次');
    expect(found).toContain('第 4 题（多选题）至少需要 2 个选项');
  });

  it('sends empty texts as null, no zero weights, and bands in rising order', () => {
    const d = validDraft();
    d.questions[0].weights = { logic: 2, loop: 0 };
    d.bands = [...d.bands].reverse();
    const body = bodyOf(d);
    expect(body.cover).toBeNull();
    expect(body.intro).toBeNull();
    expect(body.questions[0].weights).toEqual({ logic: 2 });
    expect(body.bands.map((b) => b.minPercent)).toEqual([0, 60, 85]);
  });
});

describe('question edits', () => {
  it('gives a new question the first dimension and a type-fitting answer', () => {
    const q = newQuestion('judge', newDraft().dimensions);
    expect(q).toMatchObject({ type: 'judge', options: [], answer: 'T', weights: { logic: 1 } });
    expect(newQuestion('single', []).options).toHaveLength(4);
  });

  it('changes type: true/false drops the options, an order gets every letter', () => {
    const q = { ...newQuestion('single', []), options: ['a', 'b', 'c'], answer: 'B' };
    expect(changeType(q, 'judge')).toMatchObject({ options: [], answer: 'T' });
    expect(changeType(q, 'order').answer).toBe('ABC');
    expect(changeType(changeType(q, 'judge'), 'multiple').options).toHaveLength(4);
  });

  it('drops answer letters of removed options', () => {
    const q = { ...newQuestion('multiple', []), options: ['a', 'b', 'c'], answer: 'AC' };
    expect(withOptions(q, ['a', 'b']).answer).toBe('A');
    const order = { ...newQuestion('order', []), options: ['a', 'b', 'c'], answer: 'CBA' };
    expect(withOptions(order, ['a', 'b', 'c', 'd']).answer).toBe('ABCD');
  });

  it('sorts multiple-choice letters and keeps an order as picked', () => {
    expect(normaliseAnswer('multiple', ['C', 'A', 'C'])).toBe('AC');
    expect(normaliseAnswer('order', ['C', 'A', 'B'])).toBe('CAB');
  });

  it('removes a dimension with its weights, and finds a free key for a new one', () => {
    const d = validDraft();
    const next = removeDimension(d, 'logic');
    expect(next.dimensions.map((x) => x.key)).not.toContain('logic');
    expect(next.questions.every((q) => !('logic' in q.weights))).toBe(true);
    expect(nextDimensionKey([{ key: 'dim2', name: 'x' }])).toBe('dim3');
    expect(
      nextDimensionKey([
        { key: 'a', name: 'x' },
        { key: 'dim3', name: 'y' },
      ]),
    ).toBe('dim4');
  });

  it('describes the bands as ranges', () => {
    const ranges = bandRanges(newDraft().bands).map((r) => [r.from, r.to]);
    expect(ranges).toEqual([
      [0, 59],
      [60, 84],
      [85, 100],
    ]);
  });
});
