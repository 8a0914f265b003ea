import type { AiStreamEvent } from '@ck/shared';
import type { FastifyReply } from 'fastify';

/**
 * Takes the response over from Fastify and opens a server-sent event stream: no caching, and no
 * buffering by a reverse proxy (nginx honours `X-Accel-Buffering`), so each delta reaches the panel
 * as it is written. `stop` aborts when the browser goes away before the stream ended.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  const stop = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) stop.abort();
  });
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.flushHeaders();
  const open = () => !raw.destroyed && !raw.writableEnded;
  return {
    signal: stop.signal,
    /** One `data:` event; written at once (the socket has no delay, see Node's `noDelay` default). */
    send(event: AiStreamEvent) {
      if (open()) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (open()) raw.end();
    },
  };
}
