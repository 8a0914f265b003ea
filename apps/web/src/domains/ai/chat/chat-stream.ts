import type { AiContext, AiStreamEvent } from '@ck/shared';
import { readSseEvents } from './sse-parser.ts';

export const CHAT_URL = '/api/teaching/teachingAiPrompt/chat';

/** What the panel posts: the contract's `AiChatRequest` as it leaves the browser. */
export interface ChatRequestBody {
  scene: string;
  messages: { role: 'user' | 'assistant'; message: string }[];
  context: AiContext;
}

export interface ChatStreamOptions {
  token: string;
  /** The stop button aborts it; the generator then throws the fetch's `AbortError`. */
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
  /** A 401 answer: the session is over (the caller hands it to the api layer's expiry handling). */
  onUnauthorized?: () => void;
}

export const NETWORK_ERROR = '网络异常，请检查网络连接后重试';
export const CUT_OFF_ERROR = '回答中断了，请重新提问';

/** The Chinese text of a refused request: the envelope's message where it says something useful. */
export function refusalText(status: number, envelopeMessage: string | undefined): string {
  if (status === 401) return '登录已过期，请重新登录后再问';
  if (status === 403) return envelopeMessage || '你没有使用码狗的权限';
  if (status === 429) return envelopeMessage || '提问太频繁了，请稍后再试';
  if (status >= 500) return '码狗暂时无法回答，请稍后再试';
  // A 2xx answer that is not a stream: an envelope refusing the question.
  if (status < 300) return envelopeMessage || '码狗暂时无法回答，请稍后再试';
  return envelopeMessage || `请求失败（${status}）`;
}

async function envelopeMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the code dog and yields the answer's events: `{delta}` pieces, then `{done, usage}`, or one
 * `{error}` (Chinese). Refusals before the stream starts (401/400/429 JSON envelopes), network failures
 * and a stream that ends without its last event also come out as one `{error}`, so the caller has a
 * single path; only aborting throws.
 */
export async function* streamChat(
  body: ChatRequestBody,
  options: ChatStreamOptions,
): AsyncGenerator<AiStreamEvent> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json;charset=UTF-8',
  };
  if (options.token) headers['X-Access-Token'] = options.token;
  let response: Response;
  try {
    response = await fetchImpl(CHAT_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal.aborted) throw cause;
    yield { error: NETWORK_ERROR };
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    const message = await envelopeMessage(response);
    if (response.status === 401) options.onUnauthorized?.();
    yield { error: refusalText(response.status, message) };
    return;
  }
  try {
    for await (const event of readSseEvents(response.body)) {
      yield event;
      if ('done' in event || 'error' in event) return;
    }
  } catch (cause) {
    if (options.signal.aborted) throw cause;
    yield { error: CUT_OFF_ERROR };
    return;
  }
  if (options.signal.aborted) throw new DOMException('已停止', 'AbortError');
  yield { error: CUT_OFF_ERROR };
}
