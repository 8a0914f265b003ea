import type { AiConnectionTest } from '@ck/shared';
import { ProviderError, type ProviderSettings, streamCompletion } from '../provider/openai-chat.ts';
import { KEY_MASK } from './key-mask.ts';

/** The question of the test button: short, with an answer anyone can recognise. */
export const TEST_QUESTION = '请回复：连接成功';
/** Enough for the answer, little enough to cost nothing. */
const TEST_MAX_TOKENS = 64;
/** The administrator waits for the button: a longer configured timeout is cut here. */
const TEST_TIMEOUT_MS = 30_000;
/** A chatty model's reply is cut to what the settings page shows. */
const REPLY_MAX_CHARS = 200;

/**
 * Asks the provider one line with the given settings. Never throws for the provider's sake: a refusal,
 * a timeout or a dropped connection is `ok: false` with the provider client's Chinese message.
 */
export async function testConnection(settings: ProviderSettings): Promise<AiConnectionTest> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let reply = '';
  try {
    const call = streamCompletion(
      {
        ...settings,
        maxTokens: TEST_MAX_TOKENS,
        timeoutMs: Math.min(settings.timeoutMs, TEST_TIMEOUT_MS),
      },
      [{ role: 'user', content: TEST_QUESTION }],
    );
    for await (const chunk of call) {
      if ('delta' in chunk) reply += chunk.delta;
      if (reply.length >= REPLY_MAX_CHARS) break;
    }
  } catch (err) {
    const reason = err instanceof ProviderError ? err.message : '无法连接 AI 服务，请检查接口地址';
    return { ok: false, message: `连接失败：${reason}`, latencyMs: elapsed(), reply: null };
  }
  // A provider that echoes the key must not get it onto the page.
  const shown = (settings.apiKey ? reply.split(settings.apiKey).join(KEY_MASK) : reply).slice(
    0,
    REPLY_MAX_CHARS,
  );
  return {
    ok: true,
    message: shown.trim() ? '连接成功' : '连接成功，但模型没有返回文字，请检查模型名称或调大最大回复长度',
    latencyMs: elapsed(),
    reply: shown,
  };
}
