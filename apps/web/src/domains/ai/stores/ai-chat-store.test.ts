import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAiChat } from './ai-chat-store.ts';

function streamOf(parts: string[], signal?: AbortSignal | null, hold = false) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(encoder.encode(p));
      if (!hold) c.close();
      signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAiChat.getState().reset();
});

describe('the panel conversation', () => {
  it('goes user -> assistant loading -> got with the streamed text', async () => {
    let seenWhileLoading: unknown;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seenWhileLoading = useAiChat.getState().messages.map((m) => [m.role, m.state]);
      return new Response(
        streamOf(
          ['data: {"delta":"用 "}\n\n', 'data: {"delta":"for"}\n\ndata: {"done":true,"usage":{}}\n\n'],
          init.signal,
        ),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    });
    const settled = vi.fn();
    await useAiChat
      .getState()
      .ask({ question: '  怎么循环？ ', scene: 'general', context: null, onSettled: settled });
    expect(seenWhileLoading).toEqual([
      ['user', 'got'],
      ['assistant', 'loading'],
    ]);
    const [user, answer] = useAiChat.getState().messages;
    expect(user).toMatchObject({ role: 'user', message: '怎么循环？' });
    expect(answer).toMatchObject({ role: 'assistant', message: '用 for', state: 'got', outcome: 'ok' });
    expect(settled).toHaveBeenCalledOnce();
  });

  it('sends nothing for blank input', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await useAiChat.getState().ask({ question: ' \n ', scene: 'general', context: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAiChat.getState().messages).toEqual([]);
  });

  it('stop keeps the partial answer and marks it stopped', async () => {
    vi.stubGlobal(
      'fetch',
      async (_url: string, init: RequestInit) =>
        new Response(streamOf(['data: {"delta":"第一步"}\n\n'], init.signal, true), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    );
    const asking = useAiChat.getState().ask({ question: '讲讲', scene: 'general', context: null });
    await vi.waitFor(() => expect(useAiChat.getState().messages[1]?.message).toBe('第一步'));
    useAiChat.getState().stop();
    await asking;
    expect(useAiChat.getState().messages[1]).toMatchObject({
      message: '第一步',
      state: 'got',
      outcome: 'stopped',
    });
  });

  it('shows a refusal as an error in the assistant message', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: '今日次数已用完', code: 429 }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await useAiChat.getState().ask({ question: '再问', scene: 'general', context: { code: 'x' } });
    expect(useAiChat.getState().messages[1]).toMatchObject({
      state: 'got',
      outcome: 'error',
      error: '今日次数已用完',
    });
  });
});
