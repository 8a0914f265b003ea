import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { teachingUserAnswer, teachingUserPaper } from '../exams/exam-tables.ts';
import { addExam, EXAM, insertPaper } from './exam-fixtures.ts';

const s = appSuite(schoolApp);

describe('autosave racing the hand-in', () => {
  it('an acknowledged save is stored and scored; a refused one leaves nothing behind', async () => {
    // Ten single-choice questions worth 1 point each, answer B.
    const { paperId, questionIds } = await insertPaper(
      s.t,
      Array.from({ length: 10 }, () => ({ questionType: 1, answer: 'B', score: 1 })),
    );
    const examId = await addExam(s.w.teacher, { paperId, departIds: s.w.classA });
    const startRes = await s.w.student.post(`${EXAM}/start`, { examId });
    expect(startRes.status, startRes.body.message).toBe(200);
    const userPaperId = (startRes.body.result as Json).userPaperId as string;

    const saves = questionIds.map((questionId) =>
      s.w.student.post(`${EXAM}/saveAnswer`, { userPaperId, questionId, answer: 'B' }),
    );
    const submit = s.w.student.post(`${EXAM}/submit`, { userPaperId });
    const [submitted, ...saved] = await Promise.all([submit, ...saves]);
    expect(submitted.status, submitted.body.message).toBe(200);

    const acked = questionIds.filter((_, i) => saved[i].status === 200);
    for (const [i, res] of saved.entries())
      if (res.status !== 200) expect(res.body.message, questionIds[i]).toBe('考试已结束，答案未保存');
    const stored = await s.t.db
      .select({ questionId: teachingUserAnswer.questionId, answer: teachingUserAnswer.answer })
      .from(teachingUserAnswer)
      .where(eq(teachingUserAnswer.userPaperId, userPaperId));
    expect(stored.map((a) => a.questionId).sort()).toEqual([...acked].sort());
    const [row] = await s.t.db.select().from(teachingUserPaper).where(eq(teachingUserPaper.id, userPaperId));
    expect(row.userPaperStatus).toBe(2);
    expect(row.gotScore).toBe(acked.length);

    // After the hand-in nothing more is written.
    const late = await s.w.student.post(`${EXAM}/saveAnswer`, {
      userPaperId,
      questionId: questionIds[0],
      answer: 'C',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('考试已结束，答案未保存');
    const after = await s.t.db
      .select({ answer: teachingUserAnswer.answer })
      .from(teachingUserAnswer)
      .where(eq(teachingUserAnswer.userPaperId, userPaperId));
    expect(after).toHaveLength(acked.length);
    expect(after.every((a) => a.answer === 'B')).toBe(true);
  });
});
