import { z } from 'zod';
import { pagingFields } from '../paging.ts';

// The signed-in user's exam records (`/api/teaching/teachingUserPaper/listpaper`), newest first; served by
// the exam domain.

export const userPaperListQuery = z.object(pagingFields({ maxSize: 100 }));
export type UserPaperListQuery = z.infer<typeof userPaperListQuery>;

/**
 * One of my exam attempts, as the welcome and profile cards read it: `paperId_dictText` is the paper's
 * name; `gotScore` and `grade` only once the exam shows scores and the attempt is fully scored.
 */
export const userPaperRecordSchema = z.object({
  id: z.string(),
  examId: z.string(),
  examName: z.string().nullable(),
  paperId: z.string(),
  paperId_dictText: z.string().nullable(),
  gotScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  grade: z.string().nullable(),
  /** Dict `user_paper_status`: 0 answering, 1 waiting for review, 2 scored. */
  userPaperStatus: z.number().int(),
  userPaperStatus_dictText: z.string(),
  /** Seconds spent, once handed in. */
  duration: z.number().int().nullable(),
  jumpOutTimes: z.number().int(),
  createTime: z.string().nullable(),
  submitTime: z.string().nullable(),
});
export type UserPaperRecord = z.infer<typeof userPaperRecordSchema>;
