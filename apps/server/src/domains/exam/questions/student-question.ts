import type { StudentQuestion } from '@ck/shared';
import type { teachingQuestion } from './question-tables.ts';

type QuestionRow = typeof teachingQuestion.$inferSelect;

/** Blanks of a fill-in-the-blank question: one per array of accepted answers. */
export function blankCountOf(row: Pick<QuestionRow, 'questionType' | 'answer'>): number {
  if (row.questionType !== 4 || !row.answer) return 0;
  try {
    const parsed: unknown = JSON.parse(row.answer);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * The only way a question leaves the server towards a student: no answer, analysis, rubric or blank
 * rules. `optionOrder` shows the options in the attempt's shuffled order.
 */
export function studentQuestionOf(
  row: QuestionRow,
  score: number,
  optionOrder?: readonly string[],
): StudentQuestion {
  const options = optionOrder
    ? optionOrder.flatMap((key) => row.options.filter((o) => o.key === key))
    : row.options;
  return {
    id: row.id,
    questionType: row.questionType,
    questionContent: row.questionContent,
    options: options.map(({ key, content }) => ({ key, content })),
    score,
    blankCount: blankCountOf(row),
    problemId: row.questionType === 6 ? row.problemId : null,
    practiceEditor: row.questionType === 7 ? row.practiceEditor : null,
  };
}

/** A rendered question's own fields, without the samples of programming questions. */
export function studentQuestionFields(q: StudentQuestion): Omit<StudentQuestion, 'samples'> {
  return {
    id: q.id,
    questionType: q.questionType,
    questionContent: q.questionContent,
    options: q.options,
    score: q.score,
    blankCount: q.blankCount,
    problemId: q.problemId,
    practiceEditor: q.practiceEditor,
  };
}
