import { QUESTION_TYPES, type QuestionOption } from '@ck/shared';
import { sanitizeQuestionHtml } from './question-html.ts';

/**
 * The per-type rules of a question, pure: what a question of each type must carry and how its answer
 * is stored ("A", "A,C", "1"/"0", a JSON array of accepted answers per blank). Rich text is sanitised
 * here too, so every way into the bank (add, edit, import) stores the same thing.
 */

/** The fields the rules look at and normalise. */
export interface QuestionDraft {
  questionType: number;
  questionContent: string;
  options?: QuestionOption[] | null;
  answer: string | null;
  analysis: string | null;
  problemId: string | null;
  practiceEditor: string | null;
}

export type RuleOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 8;

const typeName = (type: number) => QUESTION_TYPES[type as keyof typeof QUESTION_TYPES] ?? '题目';

/** Rich text with nothing to show: no text once tags and spaces are gone, and no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

/** Option keys of an answer: "A,C", "AC", "a、c" and "A C" all give A and C; anything else is kept to be refused. */
export function answerKeys(answer: string | null): string[] {
  const text = (answer ?? '').trim().toUpperCase();
  if (!text) return [];
  const parts = text.split(/[\s,，、;；]+/).filter(Boolean);
  return parts.flatMap((p) => (/^[A-H]+$/.test(p) ? [...p] : [p]));
}

const TRUE_TEXTS = new Set(['1', '对', '正确', '√', 'T', 'TRUE', '是']);
const FALSE_TEXTS = new Set(['0', '错', '错误', '×', 'X', 'F', 'FALSE', '否']);

/** A true / false answer as "1" or "0"; null when it is neither. */
export function trueFalseOf(answer: string | null): '1' | '0' | null {
  const text = (answer ?? '').trim().toUpperCase();
  if (TRUE_TEXTS.has(text)) return '1';
  if (FALSE_TEXTS.has(text)) return '0';
  return null;
}

/**
 * The accepted answers of each blank from the stored JSON text (`[["a","b"],["c"]]`); a plain string
 * in place of a blank's array is that blank's only answer. Null when it is not such JSON.
 */
export function parseBlanks(answer: string | null): string[][] | null {
  if (!answer) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const blanks: string[][] = [];
  for (const blank of parsed) {
    const list = typeof blank === 'string' ? [blank] : blank;
    if (!Array.isArray(list) || list.some((a) => typeof a !== 'string')) return null;
    blanks.push(list as string[]);
  }
  return blanks;
}

function checkOptions(draft: QuestionDraft): RuleOutcome<QuestionOption[]> {
  const name = typeName(draft.questionType);
  const options = (draft.options ?? []).map((o) => ({
    key: o.key.trim().toUpperCase(),
    content: sanitizeQuestionHtml(o.content),
  }));
  if (options.length < MIN_OPTIONS) return { ok: false, message: `${name}至少需要 ${MIN_OPTIONS} 个选项` };
  if (options.length > MAX_OPTIONS) return { ok: false, message: `${name}最多 ${MAX_OPTIONS} 个选项` };
  const seen = new Set<string>();
  for (const o of options) {
    if (seen.has(o.key)) return { ok: false, message: `选项 ${o.key} 重复了，每个选项的标识须不同` };
    seen.add(o.key);
    if (isBlankHtml(o.content)) return { ok: false, message: `请填写选项 ${o.key} 的内容` };
  }
  return { ok: true, value: options.sort((a, b) => a.key.localeCompare(b.key)) };
}

function choiceAnswer(draft: QuestionDraft, options: QuestionOption[]): RuleOutcome<string> {
  const keys = [...new Set(answerKeys(draft.answer))];
  if (!keys.length) return { ok: false, message: `请填写${typeName(draft.questionType)}的答案` };
  if (draft.questionType === 1 && keys.length > 1) return { ok: false, message: '单选题只能有一个答案' };
  const known = new Set(options.map((o) => o.key));
  const missing = keys.filter((k) => !known.has(k));
  if (missing.length) return { ok: false, message: `答案 ${missing.join('、')} 不在选项中` };
  return { ok: true, value: keys.sort().join(',') };
}

function blanksAnswer(answer: string | null): RuleOutcome<string> {
  if (!answer?.trim()) return { ok: false, message: '请填写填空题每个空的答案' };
  const blanks = parseBlanks(answer);
  if (!blanks) return { ok: false, message: '填空题答案格式不正确：应为每个空的可接受答案列表' };
  if (!blanks.length) return { ok: false, message: '填空题至少需要一个空' };
  const cleaned: string[][] = [];
  for (const [i, blank] of blanks.entries()) {
    const accepted = [...new Set(blank.filter((a) => a.trim() !== ''))];
    if (!accepted.length) return { ok: false, message: `第 ${i + 1} 空没有可接受的答案` };
    cleaned.push(accepted);
  }
  return { ok: true, value: JSON.stringify(cleaned) };
}

/**
 * Checks a whole question against its type's rules and returns it as stored: sanitised rich text,
 * options only for choice questions, the answer in its stored form, the judge problem only for
 * programming and the editor only for practical tasks. The judge problem's existence is the caller's
 * (it needs the database).
 */
export function checkQuestion<T extends QuestionDraft>(draft: T): RuleOutcome<T> {
  const type = draft.questionType;
  if (!(type in QUESTION_TYPES)) return { ok: false, message: '题型不正确' };
  const questionContent = sanitizeQuestionHtml(draft.questionContent);
  if (isBlankHtml(questionContent)) return { ok: false, message: '请填写题干' };
  const analysis = sanitizeQuestionHtml(draft.analysis) || null;
  const value: T = {
    ...draft,
    questionContent,
    analysis,
    options: [],
    problemId: type === 6 ? draft.problemId : null,
    practiceEditor: type === 7 ? draft.practiceEditor : null,
  };
  if (type === 1 || type === 2) {
    const options = checkOptions(draft);
    if (!options.ok) return options;
    const answer = choiceAnswer(draft, options.value);
    if (!answer.ok) return answer;
    return { ok: true, value: { ...value, options: options.value, answer: answer.value } };
  }
  if (type === 3) {
    const answer = trueFalseOf(draft.answer);
    if (!answer) return { ok: false, message: '判断题的答案只能是 1（正确）或 0（错误）' };
    return { ok: true, value: { ...value, answer } };
  }
  if (type === 4) {
    const answer = blanksAnswer(draft.answer);
    if (!answer.ok) return answer;
    return { ok: true, value: { ...value, answer: answer.value } };
  }
  if (type === 6 && !draft.problemId) return { ok: false, message: '编程题必须关联判题题目' };
  if (type === 7 && !draft.practiceEditor)
    return { ok: false, message: '实操题必须选择编辑器（scratch 或 python）' };
  return { ok: true, value: { ...value, answer: draft.answer?.trim() ? draft.answer : null } };
}
