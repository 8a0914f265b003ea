import type { ExamItemStat } from '@ck/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import type { ExamService } from './exam-service.ts';
import { teachingUserAnswer as ua } from './exam-tables.ts';
import type { AttemptRow } from './exam-view.ts';
import { itemStatistics } from './item-stats.ts';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** The attempts that count: fully scored, one per student, the best (ties: the earliest). */
export function countedAttempts(rows: AttemptRow[]): AttemptRow[] {
  const best = new Map<string, AttemptRow>();
  for (const row of rows) {
    if (row.userPaperStatus !== 2 || row.gotScore === null) continue;
    const held = best.get(row.userId);
    if (!held || (row.gotScore as number) > (held.gotScore as number)) best.set(row.userId, row);
  }
  return [...best.values()];
}

/** `itemStats`: the per-question statistics of one exam the caller manages. */
export async function examItemStats(
  db: Db,
  exams: ExamService,
  auth: AuthContext,
  examId: string,
): Promise<ExamItemStat[]> {
  const { attempts } = await exams.attemptsOf(auth, examId);
  const counted = countedAttempts(attempts);
  if (!counted.length) return [];
  const answers = await db
    .select({
      userPaperId: ua.userPaperId,
      questionId: ua.questionId,
      score: ua.score,
      firstSave: ua.firstSaveTime,
    })
    .from(ua)
    .where(
      inArray(
        ua.userPaperId,
        counted.map((a) => a.id),
      ),
    );
  const byAttempt = new Map<string, typeof answers>();
  for (const a of answers) byAttempt.set(a.userPaperId, [...(byAttempt.get(a.userPaperId) ?? []), a]);
  const ids = [
    ...new Set(
      counted.flatMap((a) => a.layout.sections.flatMap((s) => s.questions.map((q) => q.questionId))),
    ),
  ];
  const questions = ids.length
    ? await db
        .select({
          id: teachingQuestion.id,
          questionType: teachingQuestion.questionType,
          content: teachingQuestion.questionContent,
        })
        .from(teachingQuestion)
        .where(inArray(teachingQuestion.id, ids))
    : [];
  return itemStatistics(
    counted.map((a) => ({
      layout: a.layout,
      gotScore: Number(a.gotScore),
      start: a.createTime.getTime(),
      answers: (byAttempt.get(a.id) ?? []).map((x) => ({
        questionId: x.questionId,
        score: x.score === null ? null : Number(x.score),
        firstSave: x.firstSave?.getTime() ?? null,
      })),
    })),
    new Map(
      questions.map((q) => [q.id, { questionType: q.questionType, questionContent: plain(q.content) }]),
    ),
  );
}
