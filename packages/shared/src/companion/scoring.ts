import type { AssessmentDimension, AssessmentQuestion, AssessmentScore, ScoreBand } from './assessment.ts';
import type { AssessmentQuestionType } from './constants.ts';

// Scoring of an assessment and the format of answers, shared by the server (which scores) and the
// web (which checks the editor's answers before saving and the child's before sending).

const LETTERS = 'ABCDEFGH';

/** The option letters of a question with `count` options: `ABC` for three. */
export const optionLetters = (count: number): string => LETTERS.slice(0, Math.max(0, count));

/**
 * Whether `answer` is well formed for a question of this type with `optionCount` options:
 * single — one option letter; multiple — distinct option letters in alphabetical order;
 * judge — `T` or `F`; order — every option letter exactly once, in any order.
 */
export function isAnswerWellFormed(
  type: AssessmentQuestionType,
  optionCount: number,
  answer: string,
): boolean {
  const letters = optionLetters(optionCount);
  switch (type) {
    case 'single':
      return answer.length === 1 && letters.includes(answer);
    case 'multiple': {
      if (!answer.length) return false;
      for (let i = 0; i < answer.length; i++) {
        if (!letters.includes(answer[i])) return false;
        // Strictly rising letters: sorted and distinct, so one choice has one spelling.
        if (i > 0 && answer[i] <= answer[i - 1]) return false;
      }
      return true;
    }
    case 'judge':
      return answer === 'T' || answer === 'F';
    case 'order':
      return (
        letters.length > 1 && answer.length === letters.length && [...answer].sort().join('') === letters
      );
  }
}

/** The Chinese message for a malformed answer of this type (for 400 answers and the editor). */
export function answerFormatHint(type: AssessmentQuestionType): string {
  switch (type) {
    case 'single':
      return '单选题的答案须为一个选项字母';
    case 'multiple':
      return '多选题的答案须为按字母顺序排列、不重复的选项字母';
    case 'judge':
      return '判断题的答案须为 T（正确）或 F（错误）';
    case 'order':
      return '排序题的答案须为全部选项字母的一种排列，每个字母出现一次';
  }
}

/** How many options a question type needs at least (judge has none of its own). */
export function minOptionsOf(type: AssessmentQuestionType): number {
  return type === 'judge' ? 0 : 2;
}

/** What scoring needs of an assessment. */
export interface ScoringDefinition {
  dimensions: AssessmentDimension[];
  questions: Pick<AssessmentQuestion, 'id' | 'answer' | 'score' | 'weights'>[];
  bands: Pick<ScoreBand, 'minPercent'>[];
}

const percentOf = (score: number, max: number) => (max > 0 ? Math.round((score / max) * 100) : 0);
// Weights may be fractional; keep two decimals so sums do not show floating-point noise.
const tidy = (n: number) => Math.round(n * 100) / 100;

/**
 * Scores an answer sheet. A question answered exactly right earns its `score`; each dimension gets
 * `score × weight` of every question (its maximum counts all questions, its score the right ones).
 * The band is the one with the highest `minPercent` not above the total percent.
 */
export function scoreAssessment(def: ScoringDefinition, answers: Record<string, string>): AssessmentScore {
  let total = 0;
  let max = 0;
  const dimScore = new Map<string, number>();
  const dimMax = new Map<string, number>();
  for (const q of def.questions) {
    const right = answers[q.id] === q.answer;
    max += q.score;
    if (right) total += q.score;
    for (const [key, weight] of Object.entries(q.weights)) {
      dimMax.set(key, (dimMax.get(key) ?? 0) + q.score * weight);
      if (right) dimScore.set(key, (dimScore.get(key) ?? 0) + q.score * weight);
    }
  }
  const percent = percentOf(total, max);
  const dimensions = def.dimensions.map((d) => {
    const dScore = tidy(dimScore.get(d.key) ?? 0);
    const dMax = tidy(dimMax.get(d.key) ?? 0);
    return { key: d.key, name: d.name, score: dScore, max: dMax, percent: percentOf(dScore, dMax) };
  });
  return { total, max, percent, dimensions, bandIndex: bandIndexOf(def.bands, percent) };
}

/** The band with the highest `minPercent` not above `percent` (the lowest band when none is). */
export function bandIndexOf(bands: Pick<ScoreBand, 'minPercent'>[], percent: number): number {
  let best = -1;
  let lowest = -1;
  bands.forEach((b, i) => {
    if (b.minPercent <= percent && (best < 0 || b.minPercent > bands[best].minPercent)) best = i;
    if (lowest < 0 || b.minPercent < bands[lowest].minPercent) lowest = i;
  });
  return best >= 0 ? best : lowest;
}
