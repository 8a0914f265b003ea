import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { teachingExam, teachingUserPaper as up } from './exam-tables.ts';

/** A user's result at an exam, for other domains (points pay for a pass). */
export interface ExamPass {
  examName: string;
  /** The best scored attempt's score. */
  score: number;
  passed: boolean;
  /** Whether the student may see the score (`showScore`): points wait for this. */
  released: boolean;
}

const SCORED = 2;
/** Without a pass mark on the paper, 60% of the total passes. */
const DEFAULT_PASS_RATIO = 0.6;

/** The user's best scored attempt at the exam and whether it passes; null before any is scored. */
export async function examPassOf(
  db: Db,
  tenantId: string,
  examId: string,
  userId: string,
): Promise<ExamPass | null> {
  const [best] = await db
    .select({
      examName: teachingExam.examName,
      showScore: teachingExam.showScore,
      score: up.gotScore,
      totalScore: up.totalScore,
      passScore: teachingPaper.passScore,
    })
    .from(up)
    .innerJoin(teachingExam, eq(teachingExam.id, up.examId))
    .leftJoin(teachingPaper, eq(teachingPaper.id, up.paperId))
    .where(
      and(
        liveScope(up, tenantId),
        eq(up.examId, examId),
        eq(up.userId, userId),
        eq(up.userPaperStatus, SCORED),
      ),
    )
    .orderBy(desc(up.gotScore))
    .limit(1);
  if (!best) return null;
  const score = Number(best.score ?? 0);
  const total = Number(best.totalScore);
  const mark = best.passScore ?? total * DEFAULT_PASS_RATIO;
  return {
    examName: best.examName,
    score,
    passed: total > 0 && score >= mark,
    released: best.showScore === 1,
  };
}
