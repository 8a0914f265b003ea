import type { Question, StudentQuestion } from '@ck/shared';
import type { QuestionKey } from '../components/question-view.tsx';
import { toStudentQuestion } from '../components/student-question.ts';
import type { QuestionBody } from './question-form.ts';

/** What the preview shows: the question as a student sees it, and the key under it. */
export interface QuestionPreview {
  student: StudentQuestion;
  answerKey: QuestionKey;
}

/** A stored question of the list. */
export function previewOfQuestion(q: Question): QuestionPreview {
  return {
    student: toStudentQuestion(q),
    answerKey: {
      answer: q.answer,
      analysis: q.analysis,
      caseSensitive: q.caseSensitive,
      trimSpace: q.trimSpace,
      problemTitle: q.problemId_dictText,
      rubric: q.rubric,
    },
  };
}

/** The editor's unsaved values (blanks' accepted answers become the stored JSON text). */
export function previewOfBody(
  body: QuestionBody,
  problemTitle: string | null,
  id = 'preview',
): QuestionPreview {
  const answer = Array.isArray(body.answer) ? JSON.stringify(body.answer) : body.answer || null;
  return {
    student: toStudentQuestion({ ...body, id, answer }),
    answerKey: {
      answer,
      analysis: body.analysis,
      caseSensitive: body.caseSensitive,
      trimSpace: body.trimSpace,
      problemTitle,
      rubric: body.rubric,
    },
  };
}
