import type { AssessmentQuestionType } from '@ck/shared';

/** The shared `ASSESSMENT_QUESTION_TYPES` (repeated: see api/wire-names.ts). */
export const QUESTION_TYPE_NAMES: Record<AssessmentQuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  order: '排序题',
};

/** `A`, `B`, ... for option index 0, 1, ... */
export const letterOf = (index: number) => String.fromCharCode(65 + index);

/** The answer after tapping an option: single and judge replace, multiple toggles (kept sorted), order appends or removes. */
export function tapOption(type: AssessmentQuestionType, current: string, letter: string): string {
  if (type === 'single' || type === 'judge') return letter;
  if (current.includes(letter)) return current.replace(letter, '');
  if (type === 'multiple') return [...current, letter].sort().join('');
  return current + letter;
}

/** Whether a question counts as answered: an order task needs every step placed. */
export function isAnswered(
  type: AssessmentQuestionType,
  optionCount: number,
  answer: string | undefined,
): boolean {
  if (!answer) return false;
  return type === 'order' ? answer.length === optionCount : true;
}

/** 1-based numbers of the questions not yet answered. */
export function unansweredNumbers(
  questions: { id: string; type: AssessmentQuestionType; options: string[] }[],
  answers: Record<string, string>,
): number[] {
  const out: number[] = [];
  questions.forEach((q, i) => {
    if (!isAnswered(q.type, q.options.length, answers[q.id])) out.push(i + 1);
  });
  return out;
}
