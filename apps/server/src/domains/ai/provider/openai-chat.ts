import type { AiUsage } from '@ck/shared';
import OpenAI from 'openai';

/** What a call to the provider needs: an OpenAI-compatible endpoint (DeepSeek, Qwen, Moonshot, Ollama, vLLM). */
export interface ProviderSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ProviderChunk = { delta: string } | { usage: AiUsage };

/** A failure of the provider, already in words for the panel; it never carries the key. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Whether the failure is the caller's own stop (not a timeout, not the provider). */
export class ProviderStopped extends Error {}

function clientOf(settings: ProviderSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    // Ollama and vLLM accept any key; the SDK refuses an empty one.
    apiKey: settings.apiKey || 'none',
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
}

function statusMessage(status: number): string {
  if (status === 401 || status === 403) return 'AI 服务拒绝了密钥，请联系管理员检查 AI 设置';
  if (status === 404) return 'AI 服务找不到该模型或接口地址有误，请联系管理员检查 AI 设置';
  if (status === 429) return 'AI 服务繁忙或额度已用完，请稍后再试';
  if (status >= 500) return `AI 服务暂时不可用（状态码 ${status}），请稍后再试`;
  return `AI 服务拒绝了请求（状态码 ${status}）`;
}

/**
 * Streams one chat completion: text deltas, then the usage when the provider reports it. The whole
 * call (first byte to last) is cut at `timeoutMs`; `signal` is the user's stop. Errors arrive as
 * {@link ProviderError} (Chinese, keyless) or {@link ProviderStopped}.
 */
export async function* streamCompletion(
  settings: ProviderSettings,
  turns: ChatTurn[],
  signal?: AbortSignal,
): AsyncGenerator<ProviderChunk> {
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    const stream = await clientOf(settings).chat.completions.create(
      {
        model: settings.model,
        messages: turns,
        temperature: settings.temperature,
        max_tokens: settings.maxTokens,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: combined },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield { delta };
      if (chunk.usage)
        yield {
          usage: {
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
            totalTokens: chunk.usage.total_tokens,
          },
        };
    }
    // The SDK may end the iteration quietly on an abort instead of throwing.
    if (combined.aborted) throw new Error('aborted');
  } catch (err) {
    if (signal?.aborted) throw new ProviderStopped('已停止');
    if (deadline.aborted) throw new ProviderError('AI 服务响应超时，请稍后再试');
    if (err instanceof OpenAI.APIError && typeof err.status === 'number')
      throw new ProviderError(statusMessage(err.status), err.status);
    throw new ProviderError('无法连接 AI 服务或连接中断，请稍后再试');
  }
}
