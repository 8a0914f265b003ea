import type { Question, QuestionOption } from '@ck/shared';
import { OPTION_TYPES } from '@ck/shared';
import { htmlToText } from '../../../admin/crud/html-excerpt.ts';

/** What `add` / `edit` receive (the wire input of `questionAddBody`). */
export interface QuestionBody {
  questionType: number;
  questionContent: string;
  options: QuestionOption[];
  /** "A" / "A,C" / "1" / reference text; per blank the accepted answers; null for 6 and 7. */
  answer: string | string[][] | null;
  analysis: string | null;
  score: number;
  difficulty: number;
  classificationId: string | null;
  tags: string[];
  source: string | null;
  status: number;
  problemId: string | null;
  caseSensitive: number;
  trimSpace: number;
  practiceEditor: string | null;
  rubric: string | null;
}

/** One option in the editor: its key comes from its place (A, B, C ...). */
export interface OptionForm {
  /** Plain text, or HTML when `rich`. */
  content: string;
  rich: boolean;
  correct: boolean;
}

export interface BlankForm {
  answers: string[];
}

/** The editor's values. Fields of other types than the current one are ignored when sending. */
export interface QuestionForm {
  questionType: number;
  questionContent: string;
  options: OptionForm[];
  /** True / false: "1" or "0". */
  judgeAnswer?: string | null;
  blanks: BlankForm[];
  caseSensitive: boolean;
  trimSpace: boolean;
  /** Short answer: the reference answer. */
  referenceAnswer: string;
  problemId?: string | null;
  practiceEditor?: string | null;
  rubric: string;
  analysis: string;
  score: number;
  difficulty: number;
  classificationId?: string | null;
  tags: string[];
  source: string;
  status: number;
}

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 8;
export const MAX_BLANKS = 50;
export const MAX_ACCEPTED = 20;
export const MAX_TAGS = 10;

/** A, B, C ... for the option at `index`. */
export const optionKey = (index: number) => String.fromCharCode(65 + index);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', apos: "'" };

function decodeEntity(whole: string, name: string): string {
  if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
  const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** Plain option text as stored HTML: escaped, line breaks kept. */
export function optionTextToHtml(text: string): string {
  return text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '<br>');
}

/**
 * Stored option HTML as plain text when it is only text (in paragraphs, with line breaks); null when it
 * holds more (pictures, code, formatting), which the rich editor keeps.
 */
export function optionHtmlToText(html: string): string | null {
  const body = html
    .trim()
    .replace(/^<p>/i, '')
    .replace(/<\/p>$/i, '')
    .replace(/<\/p>\s*<p>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n');
  if (/[<>]/.test(body)) return null;
  return body.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity);
}

/** Whether rich text shows anything: text or a picture. */
export const hasContent = (html: string | null | undefined) =>
  !!html && (htmlToText(html) !== '' || /<img\b/i.test(html));

/** The `____` runs of a stem (three or more underscores mark a blank). */
export const stemBlankCount = (html: string | null | undefined) =>
  (htmlToText(html ?? '').match(/_{3,}/g) ?? []).length;

const emptyOptions = (count: number): OptionForm[] =>
  Array.from({ length: count }, () => ({ content: '', rich: false, correct: false }));

/** The type-specific fields as a new question of `questionType` starts them (switching type resets them). */
export function typeFields(
  questionType: number,
): Pick<
  QuestionForm,
  | 'options'
  | 'judgeAnswer'
  | 'blanks'
  | 'caseSensitive'
  | 'trimSpace'
  | 'referenceAnswer'
  | 'problemId'
  | 'practiceEditor'
  | 'rubric'
> {
  return {
    options: OPTION_TYPES.includes(questionType) ? emptyOptions(4) : [],
    judgeAnswer: null,
    blanks: questionType === 4 ? [{ answers: [] }] : [],
    caseSensitive: false,
    trimSpace: true,
    referenceAnswer: '',
    problemId: null,
    practiceEditor: questionType === 7 ? 'scratch' : null,
    rubric: '',
  };
}

/** A new question: single choice by default, in the classification the list is showing. */
export function newQuestionForm(questionType = 1, classificationId: string | null = null): QuestionForm {
  return {
    questionType,
    questionContent: '',
    ...typeFields(questionType),
    analysis: '',
    score: 2,
    difficulty: 1,
    classificationId,
    tags: [],
    source: '',
    status: 1,
  };
}

/** Accepted answers per blank from the stored JSON (a bare string counts as one accepted answer). */
function parseBlanks(answer: string | null): BlankForm[] {
  try {
    const parsed: unknown = answer ? JSON.parse(answer) : [];
    if (!Array.isArray(parsed)) return [{ answers: [] }];
    return parsed.map((accepted) => ({
      answers: (Array.isArray(accepted) ? accepted : [accepted]).map((a) => String(a ?? '')),
    }));
  } catch {
    return [{ answers: [] }];
  }
}

/** A stored question in the editor. */
export function questionToForm(q: Question): QuestionForm {
  const type = q.questionType;
  const fields = typeFields(type);
  if (OPTION_TYPES.includes(type)) {
    const correct = new Set((q.answer ?? '').split(',').map((k) => k.trim().toUpperCase()));
    fields.options = q.options.map((o) => {
      const text = optionHtmlToText(o.content);
      return {
        content: text ?? o.content,
        rich: text === null,
        correct: correct.has(o.key.toUpperCase()),
      };
    });
  }
  if (type === 3) fields.judgeAnswer = q.answer === '1' || q.answer === '0' ? q.answer : null;
  if (type === 4) {
    fields.blanks = parseBlanks(q.answer);
    fields.caseSensitive = q.caseSensitive === 1;
    fields.trimSpace = q.trimSpace !== 0;
  }
  if (type === 5) fields.referenceAnswer = q.answer ?? '';
  if (type === 6) fields.problemId = q.problemId;
  if (type === 7) {
    fields.practiceEditor = q.practiceEditor ?? 'scratch';
    fields.rubric = q.rubric ?? '';
  }
  return {
    questionType: type,
    questionContent: q.questionContent,
    ...fields,
    analysis: q.analysis ?? '',
    score: q.score,
    difficulty: q.difficulty,
    classificationId: q.classificationId,
    tags: q.tags,
    source: q.source ?? '',
    status: q.status,
  };
}

const optionHtml = (o: OptionForm) => (o.rich ? o.content.trim() : optionTextToHtml(o.content));

/** The accepted answers of a blank: empty ones dropped, repeats once; trimmed unless spaces count. */
function acceptedAnswers(blank: BlankForm, trimSpace: boolean): string[] {
  const list = blank.answers.map((a) => (trimSpace ? a.trim() : a)).filter((a) => a.trim() !== '');
  return [...new Set(list)];
}

/** Tags: trimmed, distinct, empties dropped. */
const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/**
 * The checks the server makes, in the same words, so that most mistakes show before sending. Returns
 * every problem found; none means the body can be sent.
 */
export function questionFormErrors(form: QuestionForm): string[] {
  const errors: string[] = [];
  const type = form.questionType;
  if (!hasContent(form.questionContent)) errors.push('请填写题干');
  if (OPTION_TYPES.includes(type)) {
    const options = form.options;
    const name = type === 1 ? '单选题' : '多选题';
    if (options.length < MIN_OPTIONS) errors.push(`${name}至少需要 ${MIN_OPTIONS} 个选项`);
    if (options.length > MAX_OPTIONS) errors.push(`${name}最多 ${MAX_OPTIONS} 个选项`);
    options.forEach((o, i) => {
      if (!(o.rich ? hasContent(o.content) : o.content.trim()))
        errors.push(`请填写选项 ${optionKey(i)} 的内容`);
    });
    const correct = options.filter((o) => o.correct).length;
    if (type === 1 && correct !== 1) errors.push('单选题请选择一个正确答案');
    if (type === 2 && correct < 1) errors.push('多选题请至少选择一个正确答案');
  }
  if (type === 3 && form.judgeAnswer !== '1' && form.judgeAnswer !== '0')
    errors.push('请选择判断题的答案（正确或错误）');
  if (type === 4) {
    if (form.blanks.length === 0) errors.push('填空题至少需要一个空');
    if (form.blanks.length > MAX_BLANKS) errors.push(`填空最多 ${MAX_BLANKS} 个`);
    form.blanks.forEach((b, i) => {
      const accepted = acceptedAnswers(b, form.trimSpace);
      if (accepted.length === 0) errors.push(`请填写第 ${i + 1} 空的答案`);
      if (accepted.length > MAX_ACCEPTED) errors.push(`第 ${i + 1} 空最多 ${MAX_ACCEPTED} 个可接受答案`);
      if (accepted.some((a) => a.length > 200)) errors.push(`第 ${i + 1} 空的答案不能超过 200 个字符`);
    });
  }
  if (type === 5 && form.referenceAnswer.length > 20_000) errors.push('参考答案过长');
  if (type === 6 && !form.problemId) errors.push('编程题请选择判题题目');
  if (type === 7) {
    if (form.practiceEditor !== 'scratch' && form.practiceEditor !== 'python')
      errors.push('实操题请选择编辑器（Scratch 或 Python）');
    if (form.rubric.length > 20_000) errors.push('评分标准过长');
  }
  const score = Number(form.score);
  if (!Number.isFinite(score) || score <= 0) errors.push('默认分值必须是正数');
  else if (score > 1000) errors.push('默认分值不能超过 1000');
  else if (Math.round(score * 10) !== score * 10) errors.push('默认分值最多保留一位小数');
  if (!Number.isInteger(form.difficulty) || form.difficulty < 1 || form.difficulty > 5)
    errors.push('难度只能是 1 到 5');
  const tags = cleanTags(form.tags);
  if (tags.length > MAX_TAGS) errors.push(`知识点标签最多 ${MAX_TAGS} 个`);
  if (tags.some((t) => t.length > 20)) errors.push('单个标签不能超过 20 个字符');
  if (form.source.trim().length > 100) errors.push('来源不能超过 100 个字符');
  return errors;
}

/** The editor's values as the body of `add` / `edit`: fields of other types cleared. */
export function questionBody(form: QuestionForm): QuestionBody {
  const type = form.questionType;
  const choice = OPTION_TYPES.includes(type);
  const options = choice ? form.options.map((o, i) => ({ key: optionKey(i), content: optionHtml(o) })) : [];
  let answer: QuestionBody['answer'] = null;
  if (choice)
    answer = form.options
      .map((o, i) => (o.correct ? optionKey(i) : ''))
      .filter(Boolean)
      .join(',');
  if (type === 3) answer = form.judgeAnswer ?? null;
  if (type === 4) answer = form.blanks.map((b) => acceptedAnswers(b, form.trimSpace));
  if (type === 5) answer = form.referenceAnswer.trim() || null;
  return {
    questionType: type,
    questionContent: form.questionContent.trim(),
    options,
    answer,
    analysis: hasContent(form.analysis) ? form.analysis.trim() : null,
    score: Number(form.score),
    difficulty: form.difficulty,
    classificationId: form.classificationId || null,
    tags: cleanTags(form.tags),
    source: form.source.trim() || null,
    status: form.status,
    problemId: type === 6 ? form.problemId || null : null,
    caseSensitive: type === 4 && form.caseSensitive ? 1 : 0,
    trimSpace: type === 4 && !form.trimSpace ? 0 : 1,
    practiceEditor: type === 7 ? form.practiceEditor || null : null,
    rubric: type === 7 ? form.rubric.trim() || null : null,
  };
}
