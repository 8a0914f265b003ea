import type { Question } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { newQuestionForm, questionBody } from './question-form.ts';
import { previewOfBody, previewOfQuestion } from './question-preview.ts';

describe('question previews', () => {
  it('shows a stored question without its key in the student part', () => {
    const q = {
      id: 'q1',
      questionType: 4,
      questionContent: '<p>print(____)</p>',
      options: [],
      answer: '[["1"]]',
      analysis: '<p>解析</p>',
      score: 3,
      caseSensitive: 1,
      trimSpace: 1,
      problemId: 'p1',
      problemId_dictText: 'A+B',
      practiceEditor: null,
      rubric: null,
    } as unknown as Question;
    const preview = previewOfQuestion(q);
    expect(preview.student).toEqual({
      id: 'q1',
      questionType: 4,
      questionContent: '<p>print(____)</p>',
      options: [],
      score: 3,
      blankCount: 1,
      problemId: null,
      practiceEditor: null,
    });
    expect(JSON.stringify(preview.student)).not.toContain('解析');
    expect(preview.answerKey).toMatchObject({ answer: '[["1"]]', analysis: '<p>解析</p>', caseSensitive: 1 });
  });

  it('previews unsaved editor values, blanks as stored JSON', () => {
    const body = questionBody({
      ...newQuestionForm(4),
      questionContent: '<p>a ____ b ____</p>',
      blanks: [{ answers: ['x'] }, { answers: ['y', 'Y'] }],
      score: 4,
    });
    const preview = previewOfBody(body, null);
    expect(preview.student.blankCount).toBe(2);
    expect(preview.student.score).toBe(4);
    expect(preview.answerKey.answer).toBe('[["x"],["y","Y"]]');
    const choice = previewOfBody(
      questionBody({
        ...newQuestionForm(1),
        questionContent: '<p>q</p>',
        options: [
          { content: 'a', rich: false, correct: false },
          { content: 'b', rich: false, correct: true },
        ],
      }),
      null,
    );
    expect(choice.student.options.map((o) => o.key)).toEqual(['A', 'B']);
    expect(choice.answerKey.answer).toBe('B');
  });
});
