import type { PaperDetail } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  addQuestions,
  chineseNumeral,
  defaultSectionTitle,
  draftOf,
  draftProblems,
  emptyDraft,
  newSection,
  type PaperDraft,
  type PickedQuestion,
  paperBody,
  paperTotals,
  renumberSections,
  renumberTitle,
  retitleForType,
  type SectionDraft,
  sameDraft,
  sectionTotal,
  sectionTypeHint,
  usedQuestionIds,
} from './paper-editor-state.ts';

const q = (questionId: string, score: number | null, questionType = 1): PickedQuestion => ({
  questionId,
  score,
  questionType,
  questionContent: `<p>${questionId}</p>`,
  difficulty: 1,
});

const fixed = (title: string, questions: PickedQuestion[]): SectionDraft => ({
  ...newSection([]),
  title,
  questions,
});

const random = (title: string, count: number | null, score: number | null): SectionDraft => ({
  ...newSection([], 'random'),
  title,
  rule: { classificationId: 'c1', questionType: 3, difficulty: null, count, score },
});

const draftWith = (sections: SectionDraft[], name = '期中测试'): PaperDraft => {
  const d = emptyDraft();
  return { basics: { ...d.basics, paperName: name }, sections };
};

describe('section numbering', () => {
  it('writes 1 to 99 in Chinese numerals', () => {
    expect([1, 2, 9, 10, 11, 19, 20, 21, 35].map(chineseNumeral)).toEqual([
      '一',
      '二',
      '九',
      '十',
      '十一',
      '十九',
      '二十',
      '二十一',
      '三十五',
    ]);
  });

  it('titles new sections by position and by the next question type', () => {
    const first = newSection([]);
    expect(first.title).toBe('一、单选题');
    expect(first.rule.questionType).toBe(1);
    const second = newSection([first]);
    expect(second.title).toBe('二、多选题');
    expect(defaultSectionTitle([first, second])).toBe('三、判断题');
    // A type already named elsewhere is skipped.
    expect(defaultSectionTitle([fixed('一、判断题', [])])).toBe('二、单选题');
  });

  it('renumbers numbered titles after a move or removal and leaves free titles alone', () => {
    expect(renumberTitle('三、判断题', 0)).toBe('一、判断题');
    expect(renumberTitle('十二、 简答题', 1)).toBe('二、简答题');
    expect(renumberTitle('附加题', 3)).toBe('附加题');
    const sections = [fixed('二、多选题', []), fixed('附加题', []), fixed('一、单选题', [])];
    expect(renumberSections(sections).map((s) => s.title)).toEqual(['一、多选题', '附加题', '三、单选题']);
  });
});

describe('titles that follow the rule type', () => {
  it('renames a default title and keeps a written one', () => {
    expect(retitleForType('二、多选题', 2, 3)).toBe('二、判断题');
    expect(retitleForType('二、 多选题', 2, 3)).toBe('二、 判断题');
    expect(retitleForType('二、多选题（每题 3 分）', 2, 3)).toBe('二、多选题（每题 3 分）');
    expect(retitleForType('附加题', 2, 3)).toBe('附加题');
    expect(retitleForType('二、多选题', null, 3)).toBe('二、多选题');
  });
});

describe('totals', () => {
  it('adds fixed scores in tenths and multiplies random rules', () => {
    expect(sectionTotal(fixed('一、单选题', [q('a', 0.1), q('b', 0.2), q('c', null)]))).toEqual({
      score: 0.3,
      count: 3,
    });
    expect(sectionTotal(random('二、判断题', 10, 1.5))).toEqual({ score: 15, count: 10 });
    expect(sectionTotal(random('二、判断题', null, 2))).toEqual({ score: 0, count: 0 });
    const totals = paperTotals([fixed('一', [q('a', 2.5), q('b', 2.5)]), random('二', 4, 0.5)]);
    expect(totals).toEqual({
      sections: [
        { score: 5, count: 2 },
        { score: 2, count: 4 },
      ],
      score: 7,
      count: 6,
    });
  });

  it('collects the fixed question ids of every section and skips duplicates when adding', () => {
    const a = fixed('一', [q('a', 1), q('b', 1)]);
    const sections = [a, random('二', 5, 1), fixed('三', [q('c', 1)])];
    expect(usedQuestionIds(sections)).toEqual(['a', 'b', 'c']);
    expect(addQuestions(a, [q('b', 9), q('d', 3)]).questions.map((x) => [x.questionId, x.score])).toEqual([
      ['a', 1],
      ['b', 1],
      ['d', 3],
    ]);
  });
});

describe('the picker starts with the section type', () => {
  it('takes the rule type, a type named in the title, else the first question type', () => {
    expect(sectionTypeHint(random('一、随机', 3, 2))).toBe(3);
    expect(sectionTypeHint(fixed('二、多选题', [q('a', 1, 4)]))).toBe(2);
    expect(sectionTypeHint(fixed('附加题', [q('a', 1, 5)]))).toBe(5);
    expect(sectionTypeHint(fixed('附加题', []))).toBeUndefined();
  });
});

describe('checks before saving', () => {
  it('accepts a complete paper', () => {
    expect(draftProblems(draftWith([fixed('一、单选题', [q('a', 2)]), random('二、判断题', 5, 2)]))).toEqual(
      [],
    );
  });

  it('names every problem in Chinese', () => {
    const d = draftWith(
      [fixed(' ', []), fixed('二、多选题', [q('a', 0), q('b', 1.25)]), random('三', 0, null)],
      ' ',
    );
    d.basics.duration = 0;
    d.basics.passScore = 100;
    expect(draftProblems(d)).toEqual([
      '请填写试卷名称',
      '建议时长必须是 1 到 600 分钟',
      '第 1 大题：请填写大题标题',
      '第 1 大题“ ”还没有题目',
      '第 2 大题第 1 题：分值必须是正数，最多一位小数',
      '第 3 大题：抽题数量必须是 1 到 200 的整数',
      '第 3 大题：每题分值必须是正数，最多一位小数',
      '及格分 100 高于总分 1.3',
    ]);
    expect(draftProblems(draftWith([]))).toEqual(['试卷至少需要一个大题']);
  });

  it('asks for a type in a random rule', () => {
    const s = random('一、随机', 3, 2);
    s.rule.questionType = null;
    expect(draftProblems(draftWith([s]))).toEqual(['第 1 大题：请选择抽题题型']);
  });
});

describe('the saved body', () => {
  it('sends questions for fixed sections, a rule for random ones, trimmed text and 0/1 switches', () => {
    const d = draftWith([fixed(' 一、单选题 ', [q('a', 2), q('b', 3)]), random('二、判断题', 5, 1)]);
    d.basics.intro = '  ';
    d.basics.shuffleOptions = true;
    d.basics.passScore = 6;
    d.sections[0].instruction = ' 每题只有一个正确答案 ';
    // A rule kept from before switching to fixed is not sent.
    d.sections[0].rule.count = 9;
    expect(paperBody(d)).toEqual({
      paperName: '期中测试',
      classificationId: null,
      cover: null,
      intro: null,
      passScore: 6,
      duration: 60,
      shuffleQuestions: 0,
      shuffleOptions: 1,
      status: 1,
      sections: [
        {
          title: '一、单选题',
          instruction: '每题只有一个正确答案',
          questions: [
            { questionId: 'a', score: 2 },
            { questionId: 'b', score: 3 },
          ],
          rule: null,
        },
        {
          title: '二、判断题',
          instruction: null,
          questions: null,
          rule: { classificationId: 'c1', questionType: 3, difficulty: null, count: 5, score: 1 },
        },
      ],
    });
  });

  it('round-trips a stored paper and notices changes', () => {
    const detail = {
      id: 'p1',
      paperName: '单元测',
      classificationId: 'c1',
      cover: null,
      intro: '说明',
      passScore: 3,
      duration: 45,
      shuffleQuestions: 1,
      shuffleOptions: 0,
      status: 0,
      sections: [
        {
          id: 's1',
          title: '一、单选题',
          instruction: null,
          questions: [{ questionId: 'a', score: 2, questionType: 1, questionContent: 'x', difficulty: 2 }],
          rule: null,
          sectionScore: 2,
        },
        {
          id: 's2',
          title: '二、判断题',
          instruction: '判断对错',
          questions: [],
          rule: { classificationId: null, questionType: 3, difficulty: 1, count: 2, score: 1 },
          sectionScore: 2,
        },
      ],
    } as unknown as PaperDetail;
    const draft = draftOf(detail);
    expect(draft.sections.map((s) => s.mode)).toEqual(['fixed', 'random']);
    expect(draft.basics).toMatchObject({ shuffleQuestions: true, shuffleOptions: false, status: 0 });
    const body = paperBody(draft);
    expect(body.sections[1].rule).toEqual({
      classificationId: null,
      questionType: 3,
      difficulty: 1,
      count: 2,
      score: 1,
    });
    const copy = draftOf(detail);
    expect(sameDraft(draft, copy)).toBe(true);
    copy.sections[0].questions[0].score = 4;
    expect(sameDraft(draft, copy)).toBe(false);
  });
});
