import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderChunk,
  ProviderError,
  ProviderStopped,
  streamCompletion,
} from '../provider/openai-chat.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-test-key' });
});
afterAll(() => fake.close());

const settings = () => ({
  baseUrl: fake.url,
  apiKey: 'sk-test-key',
  model: 'fake-model',
  temperature: 0.5,
  maxTokens: 200,
  timeoutMs: 2000,
});

async function collect(gen: AsyncGenerator<ProviderChunk>) {
  const out: ProviderChunk[] = [];
  for await (const c of gen) out.push(c);
  return out;
}

describe('streamCompletion against an OpenAI-compatible server', () => {
  it('streams the deltas and reports usage', async () => {
    fake.behave({ reply: '一二三四五' });
    const chunks = await collect(streamCompletion(settings(), [{ role: 'user', content: '你好' }]));
    const text = chunks.map((c) => ('delta' in c ? c.delta : '')).join('');
    expect(text).toBe('一二三四五');
    expect(chunks.at(-1)).toEqual({ usage: { promptTokens: 2, completionTokens: 5, totalTokens: 7 } });
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 200 });
  });

  it('turns a refused key into a Chinese message without the key', async () => {
    fake.behave({});
    const err = await collect(
      streamCompletion({ ...settings(), apiKey: 'sk-wrong' }, [{ role: 'user', content: 'x' }]),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain('密钥');
    expect(err.message).not.toContain('sk-wrong');
  });

  it('cuts a hanging provider at the timeout', async () => {
    fake.behave({ mode: 'hang' });
    const err = await collect(
      streamCompletion({ ...settings(), timeoutMs: 300 }, [{ role: 'user', content: 'x' }]),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain('超时');
  });

  it('reports a dropped connection', async () => {
    fake.behave({ mode: 'drop', reply: 'abcdefgh', chunkSize: 1, dropAfter: 3 });
    const err = await collect(streamCompletion(settings(), [{ role: 'user', content: 'x' }])).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
  });

  it('stops when the caller aborts', async () => {
    fake.behave({ reply: 'abcdefghij', chunkSize: 1, chunkDelayMs: 50 });
    const stop = new AbortController();
    const seen: string[] = [];
    const err = await (async () => {
      for await (const c of streamCompletion(settings(), [{ role: 'user', content: 'x' }], stop.signal)) {
        if ('delta' in c) seen.push(c.delta);
        if (seen.length === 2) stop.abort();
      }
    })().catch((e) => e);
    expect(err).toBeInstanceOf(ProviderStopped);
    expect(seen.length).toBeLessThan(10);
  });
});
