import { describe, expect, it, vi } from 'vitest';
import { CHAT_URL, type ChatRequestBody, CUT_OFF_ERROR, NETWORK_ERROR, streamChat } from './chat-stream.ts';

const body: ChatRequestBody = {
  scene: 'debug',
  messages: [{ role: 'user', message: '为什么答案错误？' }],
  context: { language: 'C++17', code: 'int main(){}' },
};

function sseResponse(chunks: string[], init: { delay?: number } = {}): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const c of chunks) {
        if (init.delay) await new Promise((r) => setTimeout(r, init.delay));
        controller.enqueue(encoder.encode(c));
      }
      controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

const json = (status: number, payload: object) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

async function run(fetchImpl: typeof fetch, extra: Partial<Parameters<typeof streamChat>[1]> = {}) {
  const controller = new AbortController();
  const events = [];
  for await (const e of streamChat(body, { token: 'tok-1', signal: controller.signal, fetchImpl, ...extra }))
    events.push(e);
  return events;
}

describe('streamChat', () => {
  it('posts the question with the access token and yields the streamed events', async () => {
    const fetchImpl = vi.fn(async () =>
      sseResponse([
        'data: {"delta":"先看',
        '看循环"}\n\ndata: {"delta":"条件"}\n',
        '\ndata: {"done":true,"usage":{}}\n\n',
      ]),
    );
    const events = await run(fetchImpl as unknown as typeof fetch);
    expect(events).toEqual([
      { delta: '先看看循环' },
      { delta: '条件' },
      { done: true, usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 } },
    ]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CHAT_URL);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Access-Token']).toBe('tok-1');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('turns a 400 JSON envelope into one error event with the server message', async () => {
    const fetchImpl = async () =>
      json(400, { success: false, message: '一条消息不能超过 4000 个字符', code: 400 });
    expect(await run(fetchImpl)).toEqual([{ error: '一条消息不能超过 4000 个字符' }]);
  });

  it('a 200 JSON envelope instead of a stream is a refusal with its message', async () => {
    const fetchImpl = async () => json(200, { success: false, message: '管理员尚未配置 AI 服务', code: 500 });
    expect(await run(fetchImpl)).toEqual([{ error: '管理员尚未配置 AI 服务' }]);
  });

  it('reports a 401 envelope as a session end and a Chinese error', async () => {
    const onUnauthorized = vi.fn();
    const fetchImpl = async () => json(401, { success: false, message: 'Token失效，请重新登录', code: 401 });
    expect(await run(fetchImpl, { onUnauthorized })).toEqual([{ error: '登录已过期，请重新登录后再问' }]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('explains rate limits and hides server failures behind a generic text', async () => {
    expect(await run(async () => json(429, { success: false, message: '', code: 429 }))).toEqual([
      { error: '提问太频繁了，请稍后再试' },
    ]);
    expect(await run(async () => new Response('Internal', { status: 500 }))).toEqual([
      { error: '码狗暂时无法回答，请稍后再试' },
    ]);
  });

  it('passes the stream error event on and stops there', async () => {
    const fetchImpl = async () =>
      sseResponse([
        'data: {"delta":"好"}\n\ndata: {"error":"服务商超时，请稍后再试"}\n\ndata: {"delta":"x"}\n\n',
      ]);
    expect(await run(fetchImpl)).toEqual([{ delta: '好' }, { error: '服务商超时，请稍后再试' }]);
  });

  it('a stream that ends without done is an interrupted answer', async () => {
    expect(await run(async () => sseResponse(['data: {"delta":"一半"}\n\n']))).toEqual([
      { delta: '一半' },
      { error: CUT_OFF_ERROR },
    ]);
  });

  it('a network failure is a Chinese error event', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await run(fetchImpl)).toEqual([{ error: NETWORK_ERROR }]);
  });

  it('aborting (the stop button) throws out of the loop after the partial answer', async () => {
    const controller = new AbortController();
    const fetchImpl: typeof fetch = async (_url, init) => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode('data: {"delta":"第一段"}\n\n'));
          init?.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    };
    const seen: unknown[] = [];
    const loop = (async () => {
      for await (const e of streamChat(body, { token: '', signal: controller.signal, fetchImpl })) {
        seen.push(e);
        controller.abort();
      }
    })();
    await expect(loop).rejects.toThrow();
    expect(seen).toEqual([{ delta: '第一段' }]);
  });
});
