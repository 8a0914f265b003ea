import { performance } from 'node:perf_hooks';
import {
  AI_LIMITS,
  type AiChatRequest,
  type AiConversationStatus,
  type AiStatus,
  type AiStreamEvent,
  type AiUsage,
} from '@ck/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import type { AiConfig } from '../ai-config.ts';
import { type ChatTurn, ProviderError, ProviderStopped, streamCompletion } from '../provider/openai-chat.ts';
import { loadAiSettings } from '../settings/settings-store.ts';
import { ChatGate } from './chat-gate.ts';
import { logConversation } from './chat-log.ts';
import { aiPolicy } from './chat-policy.ts';
import { buildTurns, contextSummary, lastQuestion, promptChars, spokenMessages } from './chat-prompt.ts';
import { estimateTokens } from './chat-usage.ts';
import { enabledScenePrompts } from './scene-prompts.ts';

/** The failure of anything but the provider: said without details (they stay in the server log). */
const UNEXPECTED = 'AI 助手出错了，请稍后再试';

/** A question as the routes pass it on: caller, address, what was asked, and the user's stop. */
export interface Question {
  auth: AuthContext;
  ip: string;
  request: AiChatRequest;
  signal?: AbortSignal;
}

function estimatedUsage(turns: ChatTurn[], answer: string, reachedProvider: boolean): AiUsage {
  const promptTokens = reachedProvider ? turns.reduce((n, t) => n + estimateTokens(t.content), 0) : 0;
  const completionTokens = estimateTokens(answer);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

/**
 * Asking the code dog: who may ask now (status), and the answer as a stream of events that always
 * ends with `done` or one `error` (or nothing when the user stopped it), each conversation logged once.
 */
export class ChatService {
  readonly gate: ChatGate;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: AiConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.gate = new ChatGate(config);
  }

  /** Whether the caller may ask now and why not, the enabled scenes, and today's use. */
  async status(auth: AuthContext): Promise<AiStatus> {
    const { db, secrets } = this.ctx;
    const settings = await loadAiSettings(db, secrets, auth.tenantId);
    const [verdict, scenes] = await Promise.all([
      aiPolicy(db, settings, auth, this.config.timezone),
      enabledScenePrompts(db, auth.tenantId),
    ]);
    return {
      available: verdict.reason === null,
      reason: verdict.reason,
      scenes: scenes.map(({ scene, name, guideQuestions }) => ({ scene, name, guideQuestions })),
      usage: { ...verdict.usage, dailyQuota: settings.dailyQuota, dailyTokens: settings.dailyTokens },
    };
  }

  /** What the schema cannot say: a question to answer, and the whole prompt within its limit (400). */
  check(request: Pick<AiChatRequest, 'messages' | 'context'>) {
    const spoken = spokenMessages(request.messages);
    if (!spoken.length || spoken[spoken.length - 1].role !== 'user') throw badRequest('请输入问题');
    if (promptChars(request.messages, request.context) > AI_LIMITS.totalChars)
      throw badRequest(
        `问题、对话和附带的代码、题目合计不能超过 ${AI_LIMITS.totalChars} 个字符，请删减后再问或开始新对话`,
      );
  }

  /** The answer as stream events. Consume it to the end: the conversation is logged on the way out. */
  async *answer(q: Question): AsyncGenerator<AiStreamEvent> {
    const started = performance.now();
    const entry = this.gate.enter(q.auth.tenantId, q.auth.userId, q.ip);
    if ('refusal' in entry) {
      yield { error: entry.refusal };
      return;
    }
    try {
      const { db, secrets } = this.ctx;
      const settings = await loadAiSettings(db, secrets, q.auth.tenantId);
      const { scene, messages, context } = q.request;
      const [verdict, [prompt]] = await Promise.all([
        aiPolicy(db, settings, q.auth, this.config.timezone),
        enabledScenePrompts(db, q.auth.tenantId, scene),
      ]);
      if (verdict.reason) {
        yield { error: verdict.reason };
        return;
      }
      const turns = buildTurns(scene, prompt?.systemPrompt ?? null, context, messages);

      let answer = '';
      let reported: AiUsage | null = null;
      let status: AiConversationStatus = 'ok';
      let errorMessage: string | null = null;
      try {
        for await (const chunk of streamCompletion(settings, turns, q.signal)) {
          if ('usage' in chunk) reported = chunk.usage;
          else {
            answer += chunk.delta;
            yield { delta: chunk.delta };
          }
        }
      } catch (err) {
        if (err instanceof ProviderStopped) status = 'stopped';
        else {
          status = 'error';
          errorMessage = err instanceof ProviderError ? err.message : UNEXPECTED;
          if (!(err instanceof ProviderError)) this.log.error({ err }, 'AI 对话出错');
        }
      }
      // A failure before any text cost no prompt; otherwise the provider read it all.
      const usage = reported ?? estimatedUsage(turns, answer, status !== 'error' || answer !== '');
      await this.record(q, { answer, status, errorMessage, usage, durationMs: performance.now() - started });
      if (status === 'ok') yield { done: true, usage };
      else if (errorMessage) yield { error: errorMessage };
    } catch (err) {
      // The database or settings failed before the provider was asked: nothing to log.
      this.log.error({ err }, 'AI 对话准备失败');
      yield { error: UNEXPECTED };
    } finally {
      entry.slot.release();
    }
  }

  private async record(
    q: Question,
    end: {
      answer: string;
      status: AiConversationStatus;
      errorMessage: string | null;
      usage: AiUsage;
      durationMs: number;
    },
  ) {
    try {
      await logConversation(this.ctx.db, {
        auth: q.auth,
        ip: q.ip,
        scene: q.request.scene,
        question: lastQuestion(q.request.messages),
        context: contextSummary(q.request.context),
        ...end,
      });
    } catch (err) {
      // The student still gets the answer; the lost row is in the server log (without the key).
      this.log.error({ err }, 'AI 对话记录写入失败');
    }
  }
}
