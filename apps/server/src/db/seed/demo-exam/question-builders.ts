// Compact builders for the demo question bank: stems and options are written as plain text (code as
// its own block) and turned into the sanitised rich text the bank stores.

/** Where a demo question is filed: a chapter of a level. */
export type DemoChapter = 'scratchSprite' | 'scratchEvent' | 'cppBasic' | 'cppFlow';
/** The judge problems the demo seeds for its programming questions. */
export type DemoProblemKey = 'sum' | 'parity' | 'series';

export interface DemoQuestion {
  questionType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  chapter: DemoChapter;
  difficulty: 1 | 2 | 3 | 4 | 5;
  tags: string[];
  questionContent: string;
  options: { key: string; content: string }[];
  answer: string | null;
  analysis: string;
  score: number;
  problem?: DemoProblemKey;
  practiceEditor?: 'scratch';
  rubric?: string;
}

type Level = DemoQuestion['difficulty'];

/** Text as the bank's sanitiser leaves it: `&`, `<` and `>` escaped. */
const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A stem: paragraphs of text, then an optional code block. */
export function stem(text: string, code?: string): string {
  const paragraphs = text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return code ? `${paragraphs}<pre><code>${escapeHtml(code)}</code></pre>` : paragraphs;
}

const optionsOf = (list: string[]) =>
  list.map((content, i) => ({ key: String.fromCharCode(65 + i), content: escapeHtml(content) }));

interface Common {
  chapter: DemoChapter;
  difficulty: Level;
  tags: string[];
  analysis: string;
  code?: string;
}

/** 单选题: `answer` is the letter of the right option. */
export const single = (c: Common & { q: string; options: string[]; answer: string }): DemoQuestion => ({
  questionType: 1,
  ...base(c),
  options: optionsOf(c.options),
  answer: c.answer,
  score: 2,
});

/** 多选题: `answer` is the letters in order, e.g. "A,B,D". */
export const multiple = (c: Common & { q: string; options: string[]; answer: string }): DemoQuestion => ({
  questionType: 2,
  ...base(c),
  options: optionsOf(c.options),
  answer: c.answer,
  score: 3,
});

/** 判断题. */
export const trueFalse = (c: Common & { q: string; correct: boolean }): DemoQuestion => ({
  questionType: 3,
  ...base(c),
  options: [],
  answer: c.correct ? '1' : '0',
  score: 2,
});

/** 填空题: the accepted answers of each blank. */
export const blanks = (c: Common & { q: string; accepted: string[][] }): DemoQuestion => ({
  questionType: 4,
  ...base(c),
  options: [],
  answer: JSON.stringify(c.accepted),
  score: 2,
});

/** 简答题: a reference answer for the teacher. */
export const shortAnswer = (c: Common & { q: string; reference: string }): DemoQuestion => ({
  questionType: 5,
  ...base(c),
  options: [],
  answer: c.reference,
  score: 5,
});

/** 编程题: judged by the cases of a demo problem. */
export const programming = (c: Common & { q: string; problem: DemoProblemKey }): DemoQuestion => ({
  questionType: 6,
  ...base(c),
  options: [],
  answer: null,
  score: 25,
  problem: c.problem,
});

/** 实操题: built in the Scratch editor, graded by the teacher with the rubric. */
export const practical = (c: Common & { q: string; rubric: string[] }): DemoQuestion => ({
  questionType: 7,
  ...base(c),
  options: [],
  answer: null,
  score: 25,
  practiceEditor: 'scratch',
  rubric: c.rubric.join('\n'),
});

function base(c: Common & { q: string }) {
  return {
    chapter: c.chapter,
    difficulty: c.difficulty,
    tags: c.tags,
    questionContent: stem(c.q, c.code),
    analysis: stem(c.analysis),
  };
}
