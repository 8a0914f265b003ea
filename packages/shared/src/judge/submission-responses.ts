import { z } from 'zod';
import { JUDGE_VERDICTS, SUBMISSION_STATUSES } from './codes.ts';

const verdict = z.enum(JUDGE_VERDICTS);
/** Times are ISO 8601 in UTC, as `Date.toJSON` writes them. */
const isoTime = z.string();

/** The result of one test case (`message` explains a failure, e.g. the checker's words). */
export const judgeCaseResultSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  verdict,
  timeMs: z.number(),
  memoryKb: z.number(),
  score: z.number(),
  message: z.string(),
});
export type JudgeCaseResult = z.infer<typeof judgeCaseResultSchema>;

/** A whole judging run, as validating a problem's data answers it. */
export const judgeResultSchema = z.object({
  verdict,
  score: z.number(),
  timeMs: z.number(),
  memoryKb: z.number(),
  compileMessage: z.string(),
  cases: z.array(judgeCaseResultSchema),
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;

/** Where a submission's judging stands and what it gave; the verdict is null until judged. */
const judgingFields = {
  status: z.enum(SUBMISSION_STATUSES),
  verdict: verdict.nullable(),
  score: z.number(),
  timeMs: z.number().int().nullable(),
  memoryKb: z.number().int().nullable(),
};

/** A row of a submission list (no code). */
export const submissionRowSchema = z.object({
  id: z.string(),
  problemId: z.string(),
  /** Null when the problem is gone. */
  problemTitle: z.string().nullable(),
  username: z.string(),
  language: z.string(),
  ...judgingFields,
  createTime: isoTime,
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** One submission with its code and per-case results (`cases` grows while it is judged). */
export const submissionDetailSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  problemId: z.string(),
  userId: z.string(),
  username: z.string(),
  language: z.string(),
  code: z.string(),
  ...judgingFields,
  compileMessage: z.string().nullable(),
  cases: z.array(judgeCaseResultSchema),
  caseTotal: z.number().int(),
  createTime: isoTime,
  judgedAt: isoTime.nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;
