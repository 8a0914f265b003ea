import {
  AI_SCENE_VALUES,
  aiChatRequestSchema,
  aiCompatRequestSchema,
  aiStatusSchema,
  envelopeOf,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { fail, ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { loadAiConfig } from '../ai-config.ts';
import { ChatService } from './chat-service.ts';
import { openEventStream } from './chat-sse.ts';

const TAGS = ['ai'];
const PROMPT_BASE = '/api/teaching/teachingAiPrompt';
const SETTING_BASE = '/api/teaching/teachingAiSetting';

const compatAnswerSchema = envelopeOf(z.object({ content: z.string() }).nullable());

/**
 * Asking the code dog: whether the caller may ask now, the streaming chat and the SPEC.md §7
 * non-streaming call. `chat` and `ai` sit beside the prompt resource's engine routes under
 * `/teachingAiPrompt/` (list, queryById, add, edit, delete, deleteBatch, exportXls, importExcel).
 */
export function chatRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chat = new ChatService(ctx, loadAiConfig(), fastify.log);

  crudRoutes(app, SETTING_BASE, TAGS).read('status', {
    perm: 'login',
    summary:
      'AI 助手能否使用：不能用时给出原因（未开启、未配置密钥、角色、时段、今日额度、考试或比赛进行中）、已启用的场景与引导问题、今日用量',
    query: z.object({ scene: z.enum(AI_SCENE_VALUES, { error: '未知的场景' }).optional() }),
    result: aiStatusSchema,
    find: (auth) => chat.status(auth),
  });

  app.post(
    `${PROMPT_BASE}/chat`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '问码狗（流式）：应答 text/event-stream，逐段 `data: {"delta"}`，最后 `data: {"done":true,"usage"}`；请求体合法之后的任何拒绝或失败都是一个 `data: {"error":"中文说明"}`；客户端断开即停止并记为“已停止”',
      { body: aiChatRequestSchema, response: { 200: z.string().describe('text/event-stream') } },
    ),
    async (req, reply) => {
      chat.check(req.body);
      const stream = openEventStream(reply);
      const question = { auth: req.auth!, ip: req.ip, request: req.body, signal: stream.signal };
      try {
        for await (const event of chat.answer(question)) stream.send(event);
      } finally {
        // The reply is ours after the hijack: it must end whatever happens.
        stream.end();
      }
    },
  );

  app.post(
    `${PROMPT_BASE}/ai`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '问码狗（非流式，兼容 SPEC §7）：`message` 是 JSON 字符串 `{choices:[{index,message:{role,content}}]}`，`result` 为 `{content}`；不能回答时 success 为 false，message 为中文原因',
      { body: aiCompatRequestSchema, response: { 200: compatAnswerSchema } },
    ),
    async (req, reply) => {
      const request = { scene: 'general' as const, messages: req.body.messages, context: {} };
      chat.check(request);
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      let content = '';
      for await (const event of chat.answer({ auth: req.auth!, ip: req.ip, request, signal: stop.signal })) {
        // Old clients read `success` and show `message` (JeecgBoot's Result.error shape).
        if ('error' in event) return fail(500, event.error);
        if ('delta' in event) content += event.delta;
      }
      const message = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] });
      return { ...ok({ content }), message };
    },
  );
}
