import { z } from 'zod';

/** The contest arena: problems, submissions and clarifications of a contestant. */

/** `POST teachingContest/submit`. */
export const contestSubmitBody = z.object({
  contestId: z.string({ error: '缺少赛事' }).trim().min(1, '缺少赛事').max(36),
  problemId: z.string({ error: '请选择题目' }).trim().min(1, '请选择题目').max(36),
  language: z.string({ error: '请选择语言' }).trim().min(1, '请选择语言').max(32),
  code: z.string({ error: '请填写代码' }).min(1, '代码不能为空').max(65_536, '代码不能超过 64 KB'),
});
export type ContestSubmitBody = z.output<typeof contestSubmitBody>;

/** A clarification question (`POST teachingContest/clarification/ask`). */
export const clarificationAskBody = z.object({
  contestId: z.string({ error: '缺少赛事' }).trim().min(1, '缺少赛事').max(36),
  problemId: z.string().trim().max(36).nullish(),
  question: z
    .string({ error: '请填写问题' })
    .trim()
    .min(1, '请填写问题')
    .max(2000, '问题不能超过 2000 个字符'),
});
