import { z } from 'zod';
import { AI_SCENE_VALUES } from './scenes.ts';

/** Limits of one question: what the server refuses before any provider is called. */
export const AI_LIMITS = {
  messageChars: 4000,
  messages: 20,
  codeChars: 20_000,
  problemChars: 8000,
  verdictChars: 2000,
  /** The whole prompt: messages plus context. */
  totalChars: 32_000,
} as const;

/** What the student sees attached to a question: their code, its language, the problem and its last verdict. */
export const aiContextSchema = z
  .object({
    code: z.string().max(AI_LIMITS.codeChars, `代码不能超过 ${AI_LIMITS.codeChars} 个字符`).optional(),
    language: z.string().trim().max(20).optional(),
    problem: z
      .string()
      .max(AI_LIMITS.problemChars, `题目内容不能超过 ${AI_LIMITS.problemChars} 个字符`)
      .optional(),
    verdict: z
      .string()
      .max(AI_LIMITS.verdictChars, `评测结果不能超过 ${AI_LIMITS.verdictChars} 个字符`)
      .optional(),
    /** Where the question was asked (a page title or path). */
    page: z.string().trim().max(200).optional(),
    problemId: z.string().max(36).optional(),
    unitId: z.string().max(36).optional(),
  })
  .default({});
export type AiContext = z.infer<typeof aiContextSchema>;

/** A message of the panel (SPEC.md §3): `state` and `index` are the client's and ignored here. */
export const aiMessageSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  role: z.enum(['user', 'assistant'], { error: '消息角色只能是 user 或 assistant' }),
  message: z.string().max(AI_LIMITS.messageChars, `一条消息不能超过 ${AI_LIMITS.messageChars} 个字符`),
  state: z.string().optional(),
  index: z.number().optional(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

const messagesField = z
  .array(aiMessageSchema)
  .min(1, '请输入问题')
  .max(AI_LIMITS.messages, `一次对话最多 ${AI_LIMITS.messages} 条消息，请开始新对话`);

/** `POST /api/teaching/teachingAiPrompt/chat`: answered as `text/event-stream` of {@link AiStreamEvent}. */
export const aiChatRequestSchema = z.object({
  scene: z.enum(AI_SCENE_VALUES, { error: '未知的场景' }).default('general'),
  messages: messagesField,
  context: aiContextSchema,
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** `POST /api/teaching/teachingAiPrompt/ai` (SPEC.md §7): the non-streaming call of existing clients. */
export const aiCompatRequestSchema = z.object({ messages: messagesField });
export type AiCompatRequest = z.infer<typeof aiCompatRequestSchema>;

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** One `data:` event of the chat stream: text deltas, then `done` with usage; or one `error`. */
export type AiStreamEvent = { delta: string } | { done: true; usage: AiUsage } | { error: string };
