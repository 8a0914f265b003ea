import { describe, expect, it } from 'vitest';
import { createSseParser, readSseEvents, toStreamEvent } from './sse-parser.ts';

const frame = (data: object) => `data: ${JSON.stringify(data)}\n\n`;

function byteStream(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe('SSE parser', () => {
  it('parses deltas, then done with usage', () => {
    const parser = createSseParser();
    const text =
      frame({ delta: '你好' }) +
      frame({ delta: '，同学' }) +
      frame({ done: true, usage: { promptTokens: 3, completionTokens: 4, totalTokens: 7 } });
    expect(parser.push(text)).toEqual([
      { delta: '你好' },
      { delta: '，同学' },
      { done: true, usage: { promptTokens: 3, completionTokens: 4, totalTokens: 7 } },
    ]);
  });

  it('joins events split anywhere across chunks, one character at a time', () => {
    const text =
      frame({ delta: 'ab' }) + frame({ delta: '\n```cpp\nint x;\n```' }) + frame({ error: '超时了' });
    const parser = createSseParser();
    const events = [...text].flatMap((ch) => parser.push(ch));
    expect([...events, ...parser.end()]).toEqual([
      { delta: 'ab' },
      { delta: '\n```cpp\nint x;\n```' },
      { error: '超时了' },
    ]);
  });

  it('handles CRLF line ends, even when \\r and \\n arrive in different chunks', () => {
    const parser = createSseParser();
    const out = [
      ...parser.push('data: {"delta":"x"}\r'),
      ...parser.push('\n\r'),
      ...parser.push('\ndata: {"delta":"y"}\r\n\r\n'),
    ];
    expect(out).toEqual([{ delta: 'x' }, { delta: 'y' }]);
  });

  it('skips comments, other fields, [DONE] and garbage; joins multi-line data', () => {
    const parser = createSseParser();
    const out = parser.push(
      ': keep-alive\n\nevent: message\nid: 1\ndata: {"delta":\ndata: "z"}\n\ndata: [DONE]\n\ndata: not json\n\ndata: {"other":1}\n\n',
    );
    expect(out).toEqual([{ delta: 'z' }]);
  });

  it('dispatches a last event that lacks its blank line when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"error":"额度用完了"}')).toEqual([]);
    expect(parser.end()).toEqual([{ error: '额度用完了' }]);
  });

  it('gives an empty error a Chinese text and fills missing usage', () => {
    expect(toStreamEvent('{"error":""}')).toEqual({ error: '码狗出错了，请稍后再试' });
    expect(toStreamEvent('{"done":true}')).toEqual({
      done: true,
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    });
    expect(toStreamEvent('{"done":true,"usage":{"promptTokens":2,"completionTokens":3}}')).toEqual({
      done: true,
      usage: { promptTokens: 2, completionTokens: 3, totalTokens: 5 },
    });
  });

  it('decodes a Chinese character split between two network chunks', async () => {
    const bytes = new TextEncoder().encode(frame({ delta: '码狗' }));
    const cut = bytes.indexOf(0xe7) + 1; // inside the three bytes of 码
    const events = await collect(readSseEvents(byteStream([bytes.slice(0, cut), bytes.slice(cut)])));
    expect(events).toEqual([{ delta: '码狗' }]);
  });
});
