import type { Question, StudentQuestion } from '@ck/shared';

/** Blanks of a fill-in-the-blank question: one per array of accepted answers in its answer. */
export function blankCountOf(questionType: number, answer: string | null | undefined): number {
  if (questionType !== 4 || !answer) return 0;
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

type Source = Pick<
  Question,
  'id' | 'questionType' | 'questionContent' | 'options' | 'score' | 'answer' | 'problemId' | 'practiceEditor'
>;

/**
 * A bank question as a student would see it in a paper (the fields of `studentQuestionSchema` and
 * nothing more): no answer, analysis, rubric or blank rules. `score` overrides the default score.
 */
export function toStudentQuestion(q: Source, score: number = q.score): StudentQuestion {
  return {
    id: q.id,
    questionType: q.questionType,
    questionContent: q.questionContent,
    options: (q.options ?? []).map(({ key, content }) => ({ key, content })),
    score,
    blankCount: blankCountOf(q.questionType, q.answer),
    problemId: q.questionType === 6 ? q.problemId : null,
    practiceEditor: q.questionType === 7 ? q.practiceEditor : null,
  };
}
