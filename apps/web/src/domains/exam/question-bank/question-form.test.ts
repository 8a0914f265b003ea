import type { Question } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  newQuestionForm,
  optionHtmlToText,
  optionTextToHtml,
  type QuestionForm,
  questionBody,
  questionFormErrors,
  questionToForm,
  stemBlankCount,
  typeFields,
} from './question-form.ts';

const stored = (over: Partial<Question>): Question => ({
  id: 'q1',
  questionType: 1,
  questionType_dictText: '单选题',
  questionContent: '<p>1 + 1 = ?</p>',
  options: [],
  answer: null,
  analysis: null,
  score: 2,
  difficulty: 1,
  difficulty_dictText: '容易',
  classificationId: 'c1',
  classificationId_dictText: '一级',
  tags: ['加法'],
  source: null,
  status: 1,
  problemId: null,
  problemId_dictText: null,
  caseSensitive: 0,
  trimSpace: 1,
  practiceEditor: null,
  rubric: null,
  deptId: null,
  paperCount: 0,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateTime: null,
  ...over,
});

const form = (over: Partial<QuestionForm>): QuestionForm => ({
  ...newQuestionForm(over.questionType ?? 1),
  questionContent: '<p>题干</p>',
  ...over,
});

describe('option text', () => {
  it('escapes plain text and keeps line breaks', () => {
    expect(optionTextToHtml(' a < b && c\nd ')).toBe('a &lt; b &amp;&amp; c<br>d');
  });

  it('reads plain stored options back and leaves richer ones to the rich editor', () => {
    expect(optionHtmlToText('a &lt; b &amp;&amp; c<br>d')).toBe('a < b && c\nd');
    expect(optionHtmlToText('<p>x &#39;y&#39;</p><p>z</p>')).toBe("x 'y'\nz");
    expect(optionHtmlToText('<p><img src="/a.png"></p>')).toBeNull();
    expect(optionHtmlToText('<pre><code>print(1)</code></pre>')).toBeNull();
  });
});

describe('questionToForm and questionBody', () => {
  it('round-trips a multiple-choice question, re-lettering the options', () => {
    const q = stored({
      questionType: 2,
      options: [
        { key: 'A', content: '甲' },
        { key: 'B', content: '<p><img src="/b.png"></p>' },
        { key: 'C', content: '丙 &gt; 丁' },
      ],
      answer: 'A,C',
    });
    const values = questionToForm(q);
    expect(values.options).toEqual([
      { content: '甲', rich: false, correct: true },
      { content: '<p><img src="/b.png"></p>', rich: true, correct: false },
      { content: '丙 > 丁', rich: false, correct: true },
    ]);
    // Removing B re-letters C as B and keeps it correct.
    const body = questionBody({ ...values, options: [values.options[0], values.options[2]] });
    expect(body.options).toEqual([
      { key: 'A', content: '甲' },
      { key: 'B', content: '丙 &gt; 丁' },
    ]);
    expect(body.answer).toBe('A,B');
    expect(body.problemId).toBeNull();
  });

  it('sends fill-in blanks as arrays of accepted answers with the comparison switches', () => {
    const values = questionToForm(
      stored({ questionType: 4, answer: '[["print"],["a","A"]]', caseSensitive: 1, trimSpace: 0 }),
    );
    expect(values.blanks).toEqual([{ answers: ['print'] }, { answers: ['a', 'A'] }]);
    expect(values.caseSensitive).toBe(true);
    expect(values.trimSpace).toBe(false);
    const body = questionBody({
      ...values,
      blanks: [{ answers: [' x ', '', ' x '] }, { answers: ['y', 'y'] }],
      trimSpace: true,
    });
    expect(body.answer).toEqual([['x'], ['y']]);
    expect(body.caseSensitive).toBe(1);
    expect(body.trimSpace).toBe(1);
    expect(body.options).toEqual([]);
  });

  it('keeps spaces of accepted answers when spaces count', () => {
    const body = questionBody(
      form({ questionType: 4, blanks: [{ answers: [' a', ' a', '  '] }], trimSpace: false }),
    );
    expect(body.answer).toEqual([[' a']]);
    expect(body.trimSpace).toBe(0);
  });

  it('clears the fields of other types', () => {
    const values = form({
      questionType: 6,
      problemId: 'p1',
      options: [{ content: 'x', rich: false, correct: true }],
      practiceEditor: 'python',
      rubric: '好',
      referenceAnswer: 'ref',
      caseSensitive: true,
    });
    expect(questionBody(values)).toMatchObject({
      questionType: 6,
      options: [],
      answer: null,
      problemId: 'p1',
      practiceEditor: null,
      rubric: null,
      caseSensitive: 0,
      trimSpace: 1,
    });
    expect(questionBody({ ...values, questionType: 7 })).toMatchObject({
      problemId: null,
      practiceEditor: 'python',
      rubric: '好',
      answer: null,
    });
    expect(questionBody({ ...values, questionType: 5 }).answer).toBe('ref');
  });

  it('sends common fields cleaned', () => {
    const body = questionBody(
      form({
        questionType: 3,
        judgeAnswer: '0',
        analysis: '',
        tags: [' 循环 ', '循环', ''],
        source: '  ',
        classificationId: undefined,
        score: 1.5,
      }),
    );
    expect(body).toMatchObject({
      answer: '0',
      analysis: null,
      tags: ['循环'],
      source: null,
      classificationId: null,
      score: 1.5,
      status: 1,
    });
  });

  it('reads true / false, short answer, programming and practical questions', () => {
    expect(questionToForm(stored({ questionType: 3, answer: '1' })).judgeAnswer).toBe('1');
    expect(questionToForm(stored({ questionType: 5, answer: '参考' })).referenceAnswer).toBe('参考');
    expect(questionToForm(stored({ questionType: 6, problemId: 'p9' })).problemId).toBe('p9');
    expect(questionToForm(stored({ questionType: 7, practiceEditor: 'python', rubric: 'r' }))).toMatchObject({
      practiceEditor: 'python',
      rubric: 'r',
    });
  });
});

describe('typeFields', () => {
  it('starts each type with its own fields', () => {
    expect(typeFields(1).options).toHaveLength(4);
    expect(typeFields(3).options).toEqual([]);
    expect(typeFields(4).blanks).toEqual([{ answers: [] }]);
    expect(typeFields(7).practiceEditor).toBe('scratch');
  });
});

describe('questionFormErrors', () => {
  it('accepts a complete question', () => {
    const options = [
      { content: '1', rich: false, correct: false },
      { content: '2', rich: false, correct: true },
    ];
    expect(questionFormErrors(form({ options }))).toEqual([]);
  });

  it('checks the stem, options and answer of choice questions', () => {
    expect(questionFormErrors(form({ questionContent: '<p></p>' }))).toContain('请填写题干');
    expect(questionFormErrors(form({ questionContent: '<p><img src="/a.png"></p>' }))).not.toContain(
      '请填写题干',
    );
    const errors = questionFormErrors(
      form({
        options: [
          { content: '1', rich: false, correct: true },
          { content: ' ', rich: false, correct: true },
        ],
      }),
    );
    expect(errors).toEqual(['请填写选项 B 的内容', '单选题请选择一个正确答案']);
    expect(questionFormErrors(form({ options: [{ content: '1', rich: false, correct: true }] }))).toContain(
      '单选题至少需要 2 个选项',
    );
    expect(questionFormErrors(form({ questionType: 2, options: typeFields(2).options }))).toContain(
      '多选题请至少选择一个正确答案',
    );
  });

  it('checks the answers of the other types', () => {
    expect(questionFormErrors(form({ questionType: 3 }))).toEqual(['请选择判断题的答案（正确或错误）']);
    expect(
      questionFormErrors(form({ questionType: 4, blanks: [{ answers: ['a'] }, { answers: [' '] }] })),
    ).toEqual(['请填写第 2 空的答案']);
    expect(questionFormErrors(form({ questionType: 4, blanks: [] }))).toEqual(['填空题至少需要一个空']);
    expect(questionFormErrors(form({ questionType: 6 }))).toEqual(['编程题请选择判题题目']);
    expect(questionFormErrors(form({ questionType: 7, practiceEditor: null }))).toEqual([
      '实操题请选择编辑器（Scratch 或 Python）',
    ]);
    expect(questionFormErrors(form({ questionType: 5 }))).toEqual([]);
  });

  it('checks score, tags and source', () => {
    const base = form({ questionType: 5 });
    expect(questionFormErrors({ ...base, score: 0 })).toEqual(['默认分值必须是正数']);
    expect(questionFormErrors({ ...base, score: 1.25 })).toEqual(['默认分值最多保留一位小数']);
    expect(questionFormErrors({ ...base, score: 1001 })).toEqual(['默认分值不能超过 1000']);
    expect(questionFormErrors({ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual([
      '知识点标签最多 10 个',
    ]);
    expect(questionFormErrors({ ...base, tags: ['x'.repeat(21)] })).toEqual(['单个标签不能超过 20 个字符']);
    expect(questionFormErrors({ ...base, source: 'x'.repeat(101) })).toEqual(['来源不能超过 100 个字符']);
  });
});

describe('stemBlankCount', () => {
  it('counts runs of three or more underscores', () => {
    expect(stemBlankCount('<p>print(____) 与 a_b 和 ______</p>')).toBe(2);
    expect(stemBlankCount('')).toBe(0);
  });
});
