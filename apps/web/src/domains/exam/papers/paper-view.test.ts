import type { PaperClassificationNode, StudentPaper } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  classificationOptions,
  durationText,
  nextSeed,
  printPath,
  sectionScores,
  sectionStarts,
  seedOf,
} from './paper-view.ts';

const question = (id: string, score: number) => ({
  id,
  questionType: 1,
  questionContent: id,
  options: [],
  score,
  blankCount: 0,
  problemId: null,
  practiceEditor: null,
});

const paper = {
  sections: [
    { title: '一', instruction: null, questions: [question('a', 2), question('b', 2.5)] },
    { title: '二', instruction: null, questions: [] },
    { title: '三', instruction: null, questions: [question('c', 0.1), question('d', 0.2), question('e', 1)] },
  ],
} as Pick<StudentPaper, 'sections'>;

describe('paper view helpers', () => {
  it('numbers questions continuously across sections', () => {
    expect(sectionStarts(paper)).toEqual([1, 3, 3]);
    expect(sectionScores(paper)).toEqual([4.5, 0, 1.3]);
  });

  it('turns the classification tree into sorted tree-select options', () => {
    const node = (id: string, sortNo: number, children: PaperClassificationNode[] = []) => ({
      id,
      classificationName: `分类${id}`,
      parentId: null,
      sortNo,
      children,
    });
    expect(classificationOptions([node('b', 2), node('a', 1, [node('a2', 2), node('a1', 1)])])).toEqual([
      {
        value: 'a',
        title: '分类a',
        children: [
          { value: 'a1', title: '分类a1' },
          { value: 'a2', title: '分类a2' },
        ],
      },
      { value: 'b', title: '分类b' },
    ]);
  });

  it('reads the seed from the address and draws a different one', () => {
    expect(seedOf(null)).toBe(1);
    expect(seedOf('')).toBe(1);
    expect(seedOf('42')).toBe(42);
    expect(seedOf('-3')).toBe(1);
    expect(seedOf('1.5')).toBe(1);
    expect(seedOf('99999999999')).toBe(1);
    const rolls = [0, 0, 0.5];
    // 0 would give seed 1 again: it is rolled once more.
    expect(nextSeed(1, () => rolls.shift() ?? 0.5)).toBe(1 + Math.floor(0.5 * 2_147_483_646));
    expect(nextSeed(1, () => 0)).toBe(2);
  });

  it('builds print links and duration text', () => {
    expect(printPath('p1', true, 7)).toBe('/exam/paperPrint?id=p1&answers=1&seed=7');
    expect(printPath('p1', false)).toBe('/exam/paperPrint?id=p1&answers=0');
    expect(durationText(45)).toBe('45 分钟');
    expect(durationText(60)).toBe('1 小时');
    expect(durationText(90)).toBe('1 小时 30 分钟');
  });
});
