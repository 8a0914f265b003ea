import { z } from 'zod';
import { pagingFields } from '../paging.ts';

/** Longest program a submission or a self-test may carry. */
export const MAX_CODE = 65_536;
const code = z.string({ error: '请填写代码' }).min(1, '请填写代码').max(MAX_CODE, '代码最多 64 KB');
const language = z.string({ error: '请选择语言' }).trim().min(1, '请选择语言').max(32);

/** `POST /ojapi/submission/submit`. */
export const submissionBody = z.strictObject({
  problemId: z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36),
  language,
  code,
});
export type SubmissionBody = z.output<typeof submissionBody>;

/** `POST /ojapi/judge/run`: run once with my input, nothing recorded. */
export const selfTestBody = z.strictObject({
  language,
  code,
  input: z
    .string()
    .max(1024 * 1024, '输入最多 1 MB')
    .default(''),
});
export type SelfTestBody = z.output<typeof selfTestBody>;

const page = pagingFields({ maxSize: 200, defaultSize: 20 });

/** The practice area's submission list. */
export const submissionListQuery = z.object({
  problemId: z.string().trim().max(36).optional(),
  username: z.string().trim().max(64).optional(),
  /** mine: my own; class: everyone I may see (teachers: their classes). */
  scope: z.enum(['mine', 'class'], { error: '范围只能是 mine 或 class' }).default('mine'),
  ...page,
});
export type SubmissionListQuery = z.output<typeof submissionListQuery>;

/** The back office's submission list: always everyone the user may see. */
export const adminSubmissionListQuery = submissionListQuery.omit({ scope: true });
export type AdminSubmissionListQuery = z.output<typeof adminSubmissionListQuery>;
