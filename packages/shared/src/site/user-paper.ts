import { z } from 'zod';
import { userPaperRowSchema } from '../exam/exam.ts';
import { pagingFields } from '../paging.ts';

// The signed-in user's exam records (`/api/teaching/teachingUserPaper/listpaper`), newest first; served by
// the exam domain.

export const userPaperListQuery = z.object(pagingFields({ maxSize: 100 }));
export type UserPaperListQuery = z.infer<typeof userPaperListQuery>;

/**
 * One of my exam attempts, as the welcome and profile cards read it: `paperId_dictText` is the paper's
 * name; `gotScore` and `grade` only once the exam shows scores and the attempt is fully scored.
 */
export const userPaperRecordSchema = userPaperRowSchema.pick({
  id: true,
  examId: true,
  examName: true,
  paperId: true,
  paperId_dictText: true,
  gotScore: true,
  totalScore: true,
  grade: true,
  /** Dict `user_paper_status`: 0 answering, 1 waiting for review, 2 scored. */
  userPaperStatus: true,
  userPaperStatus_dictText: true,
  /** Seconds spent, once handed in. */
  duration: true,
  jumpOutTimes: true,
  createTime: true,
  submitTime: true,
});
export type UserPaperRecord = z.infer<typeof userPaperRecordSchema>;
