import type { AiStreamEvent, AiUsage } from '@ck/shared';

/**
 * An incremental parser of the chat stream (`text/event-stream`). Network chunks end anywhere: in the
 * middle of a line, between `\r` and `\n`, or with several events at once, so lines are buffered until
 * complete and an event is dispatched at its blank line (the SSE rules: `data:` lines of one event are
 * joined with `\n`, `:` lines are comments, other fields are ignored).
 */
export interface SseParser {
  /** Feeds decoded text; answers the events completed by it, in order. */
  push(text: string): AiStreamEvent[];
  /** The stream ended: an event left without its blank line still counts. */
  end(): AiStreamEvent[];
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function usageOf(raw: unknown): AiUsage {
  const u = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const promptTokens = count(u.promptTokens);
  const completionTokens = count(u.completionTokens);
  return {
    promptTokens,
    completionTokens,
    totalTokens: count(u.totalTokens) || promptTokens + completionTokens,
  };
}

/** One event's data as a stream event; anything unknown (a keep-alive, `[DONE]`, garbage) is skipped. */
export function toStreamEvent(data: string): AiStreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (typeof event.error === 'string') return { error: event.error || '码狗出错了，请稍后再试' };
  if (event.done === true) return { done: true, usage: usageOf(event.usage) };
  if (typeof event.delta === 'string') return { delta: event.delta };
  return null;
}

const NEWLINE = /\r\n|\r|\n/;

export function createSseParser(): SseParser {
  let buffer = '';
  let data: string[] = [];

  const dispatch = (out: AiStreamEvent[]) => {
    if (!data.length) return;
    const event = toStreamEvent(data.join('\n'));
    data = [];
    if (event) out.push(event);
  };

  const line = (text: string, out: AiStreamEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      const out: AiStreamEvent[] = [];
      buffer += text;
      for (;;) {
        const match = NEWLINE.exec(buffer);
        if (!match) break;
        // A lone `\r` at the very end may be the first half of `\r\n`: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: AiStreamEvent[] = [];
      const rest = buffer.replace(/\r$/, '');
      buffer = '';
      if (rest) line(rest, out);
      dispatch(out);
      return out;
    },
  };
}

/** The events of a byte stream, decoded as UTF-8 across chunk boundaries (a 汉字 may be split). */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AiStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // Leaving early (a final event, or the consumer stopped) releases the connection.
    reader.cancel().catch(() => undefined);
  }
}
