import { MANUAL_TYPES, type ReviewItem, type reviewBody, type reviewQueueQuery } from '@ck/shared';
import { and, eq, gte } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { layoutQuestions } from '../papers/student-paper.ts';
import { rescore, settleAttempts } from './attempt-grading.ts';
import { examScope, managedExam } from './exam-policy.ts';
import { teachingUserAnswer as ua, teachingUserPaper as up } from './exam-tables.ts';
import { isBlankAnswer } from './scoring.ts';

type QueueQuery = z.output<typeof reviewQueueQuery>;
type ReviewInput = z.output<typeof reviewBody>;

/** Grading short answers and practical tasks. */
export class ReviewService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** Answers of manual questions in handed-in attempts: pending (answered, not scored) or all. */
  async queue(auth: AuthContext, q: QueueQuery): Promise<ReviewItem[]> {
    const exam = await managedExam(this.db, await examScope(this.db, auth), q.examId);
    const filters = [tenantScope(up, auth), eq(up.examId, exam.id), gte(up.userPaperStatus, 1)];
    if (q.userPaperId) filters.push(eq(up.id, q.userPaperId));
    const attempts = await settleAttempts(
      this.ctx,
      await this.db
        .select()
        .from(up)
        .where(and(...filters))
        .orderBy(up.username, up.attemptNo),
    );
    const items: ReviewItem[] = [];
    for (const attempt of attempts) {
      if (attempt.userPaperStatus === 0) continue;
      const questions = await layoutQuestions(this.db, attempt.layout);
      const answers = await this.db.select().from(ua).where(eq(ua.userPaperId, attempt.id));
      const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
      for (const slot of attempt.layout.sections.flatMap((s) => s.questions)) {
        const question = questions.get(slot.questionId);
        if (!question || !MANUAL_TYPES.includes(question.questionType)) continue;
        if (q.questionId && q.questionId !== slot.questionId) continue;
        const a = byQuestion.get(slot.questionId);
        const answered = !isBlankAnswer(a?.answer);
        const reviewed = !!a?.reviewTime;
        if (q.state === 'pending' && (!answered || a?.score != null)) continue;
        items.push({
          userPaperId: attempt.id,
          questionId: slot.questionId,
          username: attempt.username,
          realname: attempt.realname,
          questionType: question.questionType,
          questionContent: question.questionContent,
          rubric: question.rubric,
          maxScore: slot.score,
          answer: a?.answer ?? null,
          workId: question.questionType === 7 && answered ? (a?.answer?.trim() ?? null) : null,
          score: a?.score != null ? Number(a.score) : null,
          comment: a?.comment ?? null,
          reviewed,
        });
      }
    }
    return items;
  }

  /** Scores one manual answer (0 .. the question's score) and recomputes the attempt. */
  async review(auth: AuthContext, input: ReviewInput) {
    const [attempt] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.id, input.userPaperId)));
    if (!attempt) throw notFound('答卷不存在');
    await managedExam(this.db, await examScope(this.db, auth), attempt.examId);
    if (attempt.userPaperStatus === 0) throw badRequest('考生尚未交卷，不能评分');
    const slot = attempt.layout.sections
      .flatMap((s) => s.questions)
      .find((x) => x.questionId === input.questionId);
    if (!slot) throw badRequest('题目不在本答卷中');
    const question = (await layoutQuestions(this.db, attempt.layout)).get(input.questionId);
    if (!question || !MANUAL_TYPES.includes(question.questionType))
      throw badRequest('只有简答题和实操题需要人工评分');
    if (input.score > slot.score) throw badRequest(`得分必须在 0 到 ${slot.score} 之间`);
    const now = new Date();
    const score = Math.round(input.score * 100) / 100;
    await this.db
      .insert(ua)
      .values({
        id: uuidv7(),
        tenantId: auth.tenantId,
        userPaperId: attempt.id,
        questionId: input.questionId,
        answer: null,
        score,
        comment: input.comment,
        reviewUserId: auth.userId,
        reviewTime: now,
        updateTime: now,
      })
      .onConflictDoUpdate({
        target: [ua.userPaperId, ua.questionId],
        set: { score, comment: input.comment, reviewUserId: auth.userId, reviewTime: now },
      });
    const row = await rescore(this.ctx, attempt.id, { reviewTime: now, reviewUserId: auth.userId });
    return {
      userPaperStatus: row?.userPaperStatus ?? attempt.userPaperStatus,
      gotScore: row?.gotScore ?? null,
      grade: row?.grade ?? null,
    };
  }
}
