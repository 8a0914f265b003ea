import { describe, expect, it } from 'vitest';
import { blanksCell, blanksOfCell } from '../questions/question-excel.ts';
import { sanitizeQuestionHtml } from '../questions/question-html.ts';
import { checkQuestion, type QuestionDraft } from '../questions/question-rules.ts';
import type { teachingQuestion } from '../questions/question-tables.ts';
import { studentQuestionOf } from '../questions/student-question.ts';

const draft = (over: Partial<QuestionDraft>): QuestionDraft => ({
  questionType: 1,
  questionContent: '题干',
  options: [
    { key: 'A', content: '甲' },
    { key: 'B', content: '乙' },
    { key: 'C', content: '丙' },
  ],
  answer: 'A',
  analysis: null,
  problemId: null,
  practiceEditor: null,
  ...over,
});

function refused(over: Partial<QuestionDraft>): string {
  const outcome = checkQuestion(draft(over));
  if (outcome.ok) throw new Error(`expected a refusal for ${JSON.stringify(over)}`);
  expect(outcome.message).toMatch(/[\u4e00-\u9fa5]/);
  return outcome.message;
}

function accepted(over: Partial<QuestionDraft>) {
  const outcome = checkQuestion(draft(over));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

describe('per-type rules', () => {
  it('single choice: 2-8 options with distinct keys and content, exactly one answer among them', () => {
    expect(refused({ options: [{ key: 'A', content: '甲' }] })).toBe('单选题至少需要 2 个选项');
    const nine = 'ABCDEFGHA'.split('').map((key, i) => ({ key, content: `选项${i}` }));
    expect(refused({ options: nine })).toBe('单选题最多 8 个选项');
    expect(
      refused({
        options: [
          { key: 'A', content: '甲' },
          { key: 'a', content: '乙' },
        ],
      }),
    ).toMatch(/选项 A 重复/);
    expect(
      refused({
        options: [
          { key: 'A', content: '甲' },
          { key: 'B', content: '<p> &nbsp;</p>' },
        ],
      }),
    ).toBe('请填写选项 B 的内容');
    expect(refused({ answer: 'D' })).toBe('答案 D 不在选项中');
    expect(refused({ answer: 'A,B' })).toBe('单选题只能有一个答案');
    expect(refused({ answer: '' })).toBe('请填写单选题的答案');
    expect(accepted({ answer: ' b ' }).answer).toBe('B');
    // An image alone is content.
    expect(
      accepted({
        options: [
          { key: 'B', content: '<img src="/a.png">' },
          { key: 'A', content: '甲' },
        ],
      }).options,
    ).toEqual([
      { key: 'A', content: '甲' },
      { key: 'B', content: '<img src="/a.png" />' },
    ]);
  });

  it('multiple choice: at least one distinct key, all among the options, stored sorted', () => {
    expect(accepted({ questionType: 2, answer: 'C,A' }).answer).toBe('A,C');
    expect(accepted({ questionType: 2, answer: 'ca' }).answer).toBe('A,C');
    expect(accepted({ questionType: 2, answer: 'B、B' }).answer).toBe('B');
    expect(refused({ questionType: 2, answer: 'A,E' })).toBe('答案 E 不在选项中');
    expect(refused({ questionType: 2, answer: null })).toBe('请填写多选题的答案');
    expect(refused({ questionType: 2, options: [] })).toBe('多选题至少需要 2 个选项');
  });

  it('true / false: 1 or 0 (对 / 错 accepted), options dropped', () => {
    const tf = accepted({ questionType: 3, answer: '对' });
    expect(tf).toMatchObject({ answer: '1', options: [] });
    expect(accepted({ questionType: 3, answer: '错误' }).answer).toBe('0');
    expect(accepted({ questionType: 3, answer: '0' }).answer).toBe('0');
    expect(refused({ questionType: 3, answer: '2' })).toMatch(/判断题的答案只能是/);
    expect(refused({ questionType: 3, answer: null })).toMatch(/判断题的答案只能是/);
  });

  it('fill-in: a non-empty list of blanks, each with an accepted answer', () => {
    expect(accepted({ questionType: 4, answer: '[["2","二",""],["6"]]' }).answer).toBe('[["2","二"],["6"]]');
    expect(accepted({ questionType: 4, answer: '["def","return"]' }).answer).toBe('[["def"],["return"]]');
    expect(refused({ questionType: 4, answer: '[["a"],[]]' })).toBe('第 2 空没有可接受的答案');
    expect(refused({ questionType: 4, answer: '[["a"],["  "]]' })).toBe('第 2 空没有可接受的答案');
    expect(refused({ questionType: 4, answer: '[]' })).toBe('填空题至少需要一个空');
    expect(refused({ questionType: 4, answer: 'abc' })).toMatch(/填空题答案格式不正确/);
    expect(refused({ questionType: 4, answer: '[[1]]' })).toMatch(/填空题答案格式不正确/);
    expect(refused({ questionType: 4, answer: null })).toMatch(/请填写填空题/);
  });

  it('short answer: the reference answer is optional', () => {
    expect(accepted({ questionType: 5, answer: null })).toMatchObject({ answer: null, options: [] });
    expect(accepted({ questionType: 5, answer: '   ' }).answer).toBeNull();
  });

  it('programming needs a judge problem, practical tasks an editor; neither keeps the other', () => {
    expect(refused({ questionType: 6 })).toBe('编程题必须关联判题题目');
    expect(accepted({ questionType: 6, problemId: 'p1', practiceEditor: 'python' })).toMatchObject({
      problemId: 'p1',
      practiceEditor: null,
    });
    expect(refused({ questionType: 7 })).toMatch(/实操题必须选择编辑器/);
    expect(accepted({ questionType: 7, practiceEditor: 'python', problemId: 'p1' })).toMatchObject({
      practiceEditor: 'python',
      problemId: null,
    });
  });

  it('a stem with nothing to show is refused', () => {
    expect(refused({ questionContent: '<p>  </p>' })).toBe('请填写题干');
    expect(refused({ questionContent: '<script>alert(1)</script>' })).toBe('请填写题干');
  });
});

describe('question text sanitising', () => {
  it('keeps LaTeX and code blocks, drops scripts and handlers', () => {
    expect(sanitizeQuestionHtml('求 $a<b$ 时 $x^2$ 的值')).toBe('求 $a&lt;b$ 时 $x^2$ 的值');
    expect(sanitizeQuestionHtml('<p>$$\\sum_{i<n} i$$</p>')).toBe('<p>$$\\sum_{i&lt;n} i$$</p>');
    const code = '<pre><code class="language-python">if a &lt; b:\n    print("x")\n</code></pre>';
    expect(sanitizeQuestionHtml(code)).toBe(code);
    expect(sanitizeQuestionHtml('<pre><code>if a<b: print(a>b)</code></pre>')).toBe(
      '<pre><code>if a&lt;b: print(a&gt;b)</code></pre>',
    );
    expect(
      sanitizeQuestionHtml('<p onclick="x()">看<script>alert(1)</script>图</p><img src="javascript:x">'),
    ).toBe('<p>看图</p><img />');
    // Stored text is a fixed point: saving it again changes nothing.
    const once = sanitizeQuestionHtml('a<b & c <b>粗</b>');
    expect(sanitizeQuestionHtml(once)).toBe(once);
  });
});

describe('fill-in answers in a sheet', () => {
  it('blanks by ";" and alternatives by "|", JSON where an answer holds a separator', () => {
    expect(blanksCell('[["2","二"],["6"]]')).toBe('2|二 ; 6');
    expect(blanksOfCell('2|二 ; 6')).toBe('[["2","二"],["6"]]');
    expect(blanksOfCell('2｜二；6')).toBe('[["2","二"],["6"]]');
    expect(blanksCell('[["a;b"],["c"]]')).toBe('[["a;b"],["c"]]');
    expect(blanksOfCell('[["a;b"],["c"]]')).toBe('[["a;b"],["c"]]');
  });
});

type Row = typeof teachingQuestion.$inferSelect;

const row = (over: Partial<Row>): Row => ({
  id: 'q1',
  tenantId: 't',
  deptId: null,
  classificationId: null,
  questionType: 1,
  questionContent: '题干',
  options: [],
  answer: 'SECRET-ANSWER',
  analysis: 'SECRET-ANALYSIS',
  score: 2,
  difficulty: 1,
  tags: [],
  source: null,
  status: 1,
  problemId: null,
  caseSensitive: 1,
  trimSpace: 0,
  practiceEditor: null,
  rubric: 'SECRET-RUBRIC',
  originId: null,
  sysOrgCode: null,
  createBy: 'admin',
  createTime: new Date(),
  updateBy: null,
  updateTime: null,
  delFlag: 0,
  ...over,
});

describe('studentQuestionOf', () => {
  const options = [
    { key: 'A', content: '甲' },
    { key: 'B', content: '乙' },
  ];
  const samples: Partial<Row>[] = [
    { questionType: 1, options, answer: 'A' },
    { questionType: 2, options, answer: 'A,B' },
    { questionType: 3, answer: '1' },
    { questionType: 4, answer: '[["SECRET-BLANK"],["SECRET-TWO"]]' },
    { questionType: 5, answer: 'SECRET-REFERENCE' },
    { questionType: 6, problemId: 'p1' },
    { questionType: 7, practiceEditor: 'scratch' },
  ];

  it.each(samples)(
    'never carries the answer, analysis, rubric or blank rules (type $questionType)',
    (over) => {
      const full = row(over);
      const seen = studentQuestionOf(full, 5, ['B', 'A']);
      for (const key of ['answer', 'analysis', 'rubric', 'caseSensitive', 'trimSpace'])
        expect(Object.keys(seen)).not.toContain(key);
      const text = JSON.stringify(seen);
      expect(text).not.toMatch(/SECRET/);
      if (full.questionType === 3) expect(text).not.toMatch(/"1"/);
      expect(seen.blankCount).toBe(full.questionType === 4 ? 2 : 0);
      expect(seen.score).toBe(5);
    },
  );
});
