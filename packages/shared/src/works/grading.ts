import { z } from 'zod';
import { createdFields } from '../record-fields.ts';
import { requiredText } from '../text-fields.ts';
import { homeworkFilters } from './homework-filters.ts';
import { workCorrectItem, workRowSchema } from './work.ts';

// Contracts of grading: the teacher's queue, correct, return for revision, and the grading history.

const idField = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .trim()
    .min(1, `缺少${label}`)
    .max(36, `${label}不正确`);

/** `POST /teachingWork/correct {workId, score, comment}`. */
export const workCorrectBody = workCorrectItem.extend({ workId: idField('作品 id') });
export type WorkCorrectBody = z.infer<typeof workCorrectBody>;

/** `POST /teachingWork/returnWork {workId, comment}`: back to the student for revision. */
export const workReturnBody = z.object({
  workId: idField('作品 id'),
  comment: requiredText(500, '退回原因', '请填写'),
});
export type WorkReturnBody = z.infer<typeof workReturnBody>;

/** `GET /teachingWork/queryTeachingWorkCorrectByMainId?id`. */
export const workCorrectRowSchema = z.object({
  score: z.number(),
  comment: z.string().nullable(),
  ...createdFields,
});
export type WorkCorrectRow = z.infer<typeof workCorrectRowSchema>;

/** `GET /teachingWork/queryTeachingWorkCommentByMainId?id`: comments of a work, newest first. */
export const workCommentRowSchema = z.object({
  id: z.string(),
  workId: z.string(),
  userId: z.string(),
  realname: z.string().nullable(),
  comment: z.string(),
  status: z.number(),
  createTime: z.string().nullable(),
});
export type WorkCommentRow = z.infer<typeof workCommentRowSchema>;

export const CORRECT_QUEUE_STATUSES = ['submitted', 'graded', 'all'] as const;

/** `GET /teachingWork/correctQueue?departId&unitId|additionalId&status`. */
export const correctQueueQuery = z.object({
  ...homeworkFilters,
  status: z
    .enum(CORRECT_QUEUE_STATUSES, { error: 'status 只能是 submitted、graded 或 all' })
    .default('submitted'),
});
export type CorrectQueueQuery = z.infer<typeof correctQueueQuery>;

/** One row of the grading queue: a student's homework work and its state. */
export const correctQueueRowSchema = workRowSchema.pick({
  id: true,
  userId: true,
  realname: true,
  username: true,
  workName: true,
  workType: true,
  workType_dictText: true,
  workStatus: true,
  workStatus_dictText: true,
  workFile_url: true,
  coverFileKey_url: true,
  departId: true,
  departName: true,
  score: true,
  comment: true,
  saveTime: true,
});
export type CorrectQueueRow = z.infer<typeof correctQueueRowSchema>;
