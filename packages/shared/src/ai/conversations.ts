import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { userNameFields } from '../record-fields.ts';

/**
 * `GET /api/teaching/teachingAiConversation/list` (teachers and administrators) and `/mine` (the
 * signed-in user's own); `exportXls` takes the same filters.
 */
export const aiConversationQuerySchema = z.object({
  ...pagingFields({ maxSize: 200 }),
  username: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100, '关键词不能超过 100 个字符').optional(),
  scene: z.string().trim().max(20).optional(),
  status: z.string().trim().max(10).optional(),
  /** `YYYY-MM-DD`, inclusive. */
  dateFrom: z.string().trim().max(10).optional(),
  dateTo: z.string().trim().max(10).optional(),
});
export type AiConversationQuery = z.infer<typeof aiConversationQuerySchema>;

/** One logged question and answer. */
export const aiConversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  ...userNameFields,
  scene: z.string(),
  question: z.string(),
  answer: z.string(),
  context: z.string().nullable(),
  status: z.string(),
  errorMessage: z.string().nullable(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  durationMs: z.number().int(),
  createTime: z.string(),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;
