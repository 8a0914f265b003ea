import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers the next requests: `ok` streams `reply` in `chunkSize` pieces `chunkDelayMs`
 * apart (or one JSON body when the request does not stream); `status` answers an OpenAI error body;
 * `drop` sends `dropAfter` chunks and then destroys the connection; `hang` sends headers and nothing else.
 */
export interface FakeBehaviour {
  mode: 'ok' | 'status' | 'drop' | 'hang';
  reply: string;
  chunkSize: number;
  chunkDelayMs: number;
  status: number;
  dropAfter: number;
  /** Report usage in the last chunk, as providers do when asked with `stream_options.include_usage`. */
  usage: boolean;
}

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
  };
}

export interface FakeOpenAi {
  /** The base URL to configure, ending in `/v1`. */
  url: string;
  requests: FakeRequest[];
  behave(next: Partial<FakeBehaviour>): void;
  /** Open streams right now (a dropped client must not leave any). */
  openStreams(): number;
  close(): Promise<void>;
}

const DEFAULTS: FakeBehaviour = {
  mode: 'ok',
  reply: '你好！我是码狗。',
  chunkSize: 2,
  chunkDelayMs: 0,
  status: 500,
  dropAfter: 2,
  usage: true,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunkFrame(id: string, model: string, delta: Record<string, string>, finish: string | null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

/**
 * A local server speaking the OpenAI chat completions protocol (`POST /v1/chat/completions`, JSON and
 * server-sent event chunks, error bodies), for tests, the benchmark and the browser journey.
 * `apiKey`, when given, must arrive as `Authorization: Bearer <key>` or the answer is 401.
 */
export async function startFakeOpenAi(options: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { ...DEFAULTS };
  const requests: FakeRequest[] = [];
  let open = 0;

  const server = http.createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(raw).toString('utf8')) as FakeRequest['body'];
    requests.push({ authorization: req.headers.authorization, body });
    const b = behaviour;
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
        );
      return;
    }
    if (b.mode === 'status') {
      res
        .writeHead(b.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `fake error ${b.status}`, type: 'server_error' } }));
      return;
    }
    const promptTokens = body.messages.reduce((n, m) => n + m.content.length, 0);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: b.reply.length,
      total_tokens: promptTokens + b.reply.length,
    };
    const id = `chatcmpl-${requests.length}`;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: b.reply }, finish_reason: 'stop' }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    open++;
    res.on('close', () => open--);
    if (b.mode === 'hang') return;
    res.write(chunkFrame(id, body.model, { role: 'assistant', content: '' }, null));
    const pieces: string[] = [];
    for (let i = 0; i < b.reply.length; i += b.chunkSize) pieces.push(b.reply.slice(i, i + b.chunkSize));
    for (const [i, piece] of pieces.entries()) {
      if (res.destroyed) return;
      if (b.mode === 'drop' && i === b.dropAfter) {
        res.destroy();
        return;
      }
      if (b.chunkDelayMs) await sleep(b.chunkDelayMs);
      res.write(chunkFrame(id, body.model, { content: piece }, null));
    }
    res.write(chunkFrame(id, body.model, {}, 'stop'));
    if (b.usage)
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: body.model, choices: [], usage })}\n\n`,
      );
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = { ...DEFAULTS, ...next };
    },
    openStreams: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
