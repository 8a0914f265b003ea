import { describe, expect, it } from 'vitest';
import { digitsProblem, patternCompileProblem, rowsOf, ruleJsonOf } from './rule-items.ts';

describe('check rule editor rows', () => {
  it('reads stored rules and writes them back with numeric digits', () => {
    const stored = JSON.stringify([
      { digits: 2, pattern: '[A-Z]{2}', message: '前两位必须是大写字母' },
      { digits: '*', pattern: '\\d+', message: '其余必须是数字' },
    ]);
    const rows = rowsOf(stored);
    expect(rows).toEqual([
      { digits: '2', pattern: '[A-Z]{2}', message: '前两位必须是大写字母' },
      { digits: '*', pattern: '\\d+', message: '其余必须是数字' },
    ]);
    expect(ruleJsonOf(rows)).toBe(stored);
  });

  it('starts from one empty row when the stored text is not a list of rules', () => {
    for (const bad of ['', '{', '{}', '[]', null])
      expect(rowsOf(bad)).toEqual([{ digits: '*', pattern: '', message: '' }]);
  });

  it('checks digits and patterns before sending', () => {
    expect(digitsProblem('*')).toBeNull();
    expect(digitsProblem(' 3 ')).toBeNull();
    for (const bad of ['0', '-1', '2.5', 'abc', '', '201']) expect(digitsProblem(bad)).toMatch(/位数只能是/);
    expect(patternCompileProblem('[a-')).toBe('正则表达式格式不正确');
    expect(patternCompileProblem('')).toBe('请输入正则表达式');
    expect(patternCompileProblem('\\d{4}')).toBeNull();
  });
});
