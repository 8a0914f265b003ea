import { z } from 'zod';
import { pagingFields } from '../paging.ts';

// The signed-in user's exam records (`/api/teaching/teachingUserPaper/listpaper`), newest first.

export const userPaperListQuery = z.object(pagingFields({ maxSize: 100 }));
export type UserPaperListQuery = z.infer<typeof userPaperListQuery>;

/**
 * One exam record, as the welcome and profile cards read it. Until papers and exams are stored the
 * list is always empty; this is the shape the exam records will have to keep.
 */
export const userPaperRecordSchema = z.object({
  id: z.string(),
  paperId: z.string(),
  paperId_dictText: z.string().nullable(),
  gotScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  userPaperStatus: z.string(),
  createTime: z.string().nullable(),
  submitTime: z.string().nullable(),
});
export type UserPaperRecord = z.infer<typeof userPaperRecordSchema>;
