import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { openDatabase } from '../apps/server/src/db/client.ts';
import { teachingAiConversation, teachingAiSetting } from '../apps/server/src/domains/ai/tables.ts';
import { startFakeOpenAi } from '../apps/server/src/domains/ai/test/fake-openai.ts';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, seededDatabase } from './bench-database.ts';
import { inProcessApp } from './in-process-app.ts';
import { percentile, round1 } from './latency.ts';
import { dropPostgres, freshPostgres } from './server.ts';

// The code dog under load: STREAMS students each open one streaming conversation at the same moment
// against the real app (in process, embedded PGlite, listening on a port). The provider is the fake
// OpenAI server in a child process streaming TOKENS one-character tokens DELAY_MS apart; the students
// are a second child process, so this process's CPU time is the server's alone. The same client first
// streams straight from the fake (the provider's own time), then through the app: the difference is
// the server's added latency. A second round with one-token answers separates the fixed cost of a
// conversation (session, policy, prompt, log row) from the cost of relaying each token.
const STREAMS = Number(process.env.BENCH_AI_STREAMS ?? 200);
const TOKENS = Number(process.env.BENCH_AI_TOKENS ?? 200);
const DELAY_MS = Number(process.env.BENCH_AI_DELAY_MS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18700);
const KEY = 'sk-bench-key-0000';
const REPLY = '码狗正在认真地帮你看代码呢'.repeat(Math.ceil(TOKENS / 13)).slice(0, TOKENS);

interface Run {
  ms: number[];
  firstMs: number[];
  deltas: number[];
  errors: number;
  wallMs: number;
}

/** Child `fake`: the provider; each stdin line (a behaviour as JSON, or `count`) gets one line back. */
async function fakeChild() {
  const fake = await startFakeOpenAi({ apiKey: KEY });
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'count') process.stdout.write(`${fake.openStreams()}\n`);
    else {
      fake.behave(JSON.parse(line));
      process.stdout.write('ok\n');
    }
  });
  process.stdout.write(`${fake.url}\n`);
}

/** Child `client`: opens every stream at once, times each, prints the figures as JSON. */
async function clientChild() {
  const input = JSON.parse(fs.readFileSync(0, 'utf8')) as {
    url: string;
    headers: Record<string, string>[];
    body: string;
  };
  const t0 = performance.now();
  const one = async (headers: Record<string, string>) => {
    const start = performance.now();
    let first = 0;
    let deltas = 0;
    let failed = false;
    const res = await fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: input.body,
    });
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(part, { stream: true });
      const frames = buffered.split('\n\n');
      buffered = frames.pop() ?? '';
      for (const frame of frames) {
        // The app's `{"delta"}` events and the provider's `choices[0].delta.content` chunks alike.
        if (frame.includes('"delta":"') || /"content":"[^"]/.test(frame)) {
          deltas++;
          if (!first) first = performance.now() - start;
        }
        if (frame.includes('"error"')) failed = true;
      }
    }
    return { ms: performance.now() - start, first, deltas, failed };
  };
  const all = await Promise.all(input.headers.map(one));
  const run: Run = {
    ms: all.map((r) => r.ms).sort((a, b) => a - b),
    firstMs: all.map((r) => r.first).sort((a, b) => a - b),
    deltas: all.map((r) => r.deltas),
    errors: all.filter((r) => r.failed || r.deltas === 0).length,
    wallMs: performance.now() - t0,
  };
  process.stdout.write(JSON.stringify(run));
}

function child(mode: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'ai-streams.ts'), mode],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
}

/** Starts the students; `done` is their figures, `kill` closes every stream at once (the stop button). */
function startClients(url: string, headers: Record<string, string>[], body: unknown) {
  const c = child('client');
  let out = '';
  c.stdout?.on('data', (d) => {
    out += d;
  });
  c.stdin?.end(JSON.stringify({ url, headers, body: JSON.stringify(body) }));
  const exited = new Promise((resolve) => c.on('exit', resolve));
  return {
    done: () => exited.then(() => JSON.parse(out) as Run),
    kill: async () => {
      c.kill('SIGKILL');
      await exited;
    },
  };
}

const streamAll = (url: string, headers: Record<string, string>[], body: unknown) =>
  startClients(url, headers, body).done();

/** Users and one session each, straight into the tables (as bench/exam-load.ts does). */
async function students(db: Awaited<ReturnType<typeof openDatabase>>['db'], studentRole: string) {
  const t = DEFAULT_TENANT_ID;
  await db.execute(sql`
    insert into sys_user (id, tenant_id, username, realname, nickname, password_hash, user_identity, create_by)
    select 'ai-user-' || g, ${t}, 'ai' || g, '学生' || g, '学生' || g, '!', 1, 'bench'
    from generate_series(1, ${STREAMS}) g`);
  await db.execute(sql`
    insert into sys_user_role (user_id, role_id)
    select 'ai-user-' || g, ${studentRole} from generate_series(1, ${STREAMS}) g`);
  const tokens = Array.from({ length: STREAMS }, () => newToken());
  await insertSessions(
    db,
    tokens.map((token, i) => ({ token, userId: `ai-user-${i + 1}` })),
  );
  return tokens;
}

function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const median = (sorted: number[]) => percentile(sorted, 50);
const mb = (bytes: number) => round1(bytes / 1024 / 1024);
const kb = (bytes: number) => round1(bytes / 1024);
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Provider = Awaited<ReturnType<typeof startProvider>>;

async function startProvider() {
  const fake = child('fake');
  process.on('exit', () => fake.kill());
  const replies = readline.createInterface({ input: fake.stdout! })[Symbol.asyncIterator]();
  const url = String((await replies.next()).value);
  const ask = async (line: string) => {
    fake.stdin?.write(`${line}\n`);
    return String((await replies.next()).value);
  };
  return {
    url,
    behave: (b: Record<string, unknown>) => ask(JSON.stringify(b)),
    openStreams: async () => Number(await ask('count')),
    stop: () => fake.kill(),
  };
}

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('等待超时');
    await sleep(50);
  }
}

async function measure(mode: 'pglite' | 'postgres', provider: Provider, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-ai-'));
  const { database, roleIds } = await seededDatabase({ databaseUrl, dataDir, poolSize: 10 });
  const tokens = await students(database.db, roleIds.student);
  // One classroom behind one address: the per-IP limit is lifted for the benchmark only.
  process.env.AI_IP_PER_MINUTE = '1000000';
  const { app, ctx } = await inProcessApp(database, dataDir, {
    // No judging here: only the conversations' cost is measured.
    JUDGE_IN_PROCESS: 'off',
    JUDGE_WORKERS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  await database.db.insert(teachingAiSetting).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    baseUrl: provider.url,
    apiKeySealed: ctx.secrets.seal(KEY),
    apiKeyHint: KEY.slice(-4),
    model: 'fake-model',
    maxTokens: 1024,
    timeoutMs: 120_000,
    enabled: 1,
    dailyQuota: 0,
    dailyTokens: 0,
  });

  const chatUrl = `http://127.0.0.1:${PORT}/api/teaching/teachingAiPrompt/chat`;
  const asStudents = tokens.map((token) => ({ 'x-access-token': token }));
  const chatBody = {
    scene: 'debug',
    messages: [{ role: 'user', message: '我的程序为什么答案错误？' }],
    context: {
      language: 'cpp',
      code: 'int main() { int a, b; cin >> a >> b; cout << a - b; }',
      verdict: '答案错误',
    },
  };
  const providerBody = {
    model: 'fake-model',
    stream: true,
    stream_options: { include_usage: true },
    messages: [{ role: 'user', content: '我的程序为什么答案错误？' }],
  };
  const direct = Array.from({ length: STREAMS }, () => ({ authorization: `Bearer ${KEY}` }));

  // Warm-up: code paths, prepared queries and connections.
  await provider.behave({ reply: REPLY.slice(0, 20), chunkSize: 1, chunkDelayMs: 1 });
  await streamAll(chatUrl, asStudents.slice(0, 10), chatBody);

  // One-token answers: the fixed cost of a conversation.
  await provider.behave({ reply: REPLY.slice(0, 1), chunkSize: 1 });
  const cpuShort0 = process.cpuUsage();
  const short = await streamAll(chatUrl, asStudents, chatBody);
  const cpuShort = process.cpuUsage(cpuShort0);

  // Full answers: the provider alone, then through the app.
  await provider.behave({ reply: REPLY, chunkSize: 1, chunkDelayMs: DELAY_MS });
  const baseline = await streamAll(`${provider.url}/chat/completions`, direct, providerBody);
  const cpu0 = process.cpuUsage();
  const full = await streamAll(chatUrl, asStudents, chatBody);
  const cpu = process.cpuUsage(cpu0);

  // Memory: every conversation open at once (the provider holds them after its headers), measured
  // after a full collection against a collected baseline; then every student presses stop at once.
  await provider.behave({ mode: 'hang' });
  collectGarbage();
  const before = process.memoryUsage();
  const held = startClients(chatUrl, asStudents, chatBody);
  await waitUntil(async () => (await provider.openStreams()) === STREAMS, 180_000);
  await sleep(500);
  collectGarbage();
  const open = process.memoryUsage();
  const stopAt = performance.now();
  await held.kill();
  await waitUntil(async () => (await provider.openStreams()) === 0, 60_000);
  const closedMs = performance.now() - stopAt;
  await waitUntil(async () => {
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(teachingAiConversation)
      .where(eq(teachingAiConversation.status, 'stopped'));
    return Number(n) === STREAMS;
  }, 60_000);

  const relayed = full.deltas.reduce((sum, n) => sum + n, 0);
  const perTokenCpuUs = ((cpuMs(cpu) - cpuMs(cpuShort)) * 1000) / Math.max(1, relayed - STREAMS);
  const addedMs = median(full.ms) - median(baseline.ms);
  console.log(
    `${mode}: ${STREAMS} concurrent conversations, ${TOKENS} tokens each, ${DELAY_MS} ms apart (Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  provider alone:  median ${round1(median(baseline.ms))} ms, p95 ${round1(percentile(baseline.ms, 95))} ms, first token median ${round1(median(baseline.firstMs))} ms`,
  );
  console.log(
    `  through the app: median ${round1(median(full.ms))} ms, p95 ${round1(percentile(full.ms, 95))} ms, first token median ${round1(median(full.firstMs))} ms, p95 ${round1(percentile(full.firstMs, 95))} ms; errors ${full.errors}, tokens relayed ${relayed}/${STREAMS * TOKENS}`,
  );
  console.log(
    `  added wall time: ${round1(addedMs)} ms per conversation, ${round1((addedMs / TOKENS) * 1000)} µs per token`,
  );
  console.log(
    `  server CPU: ${round1(cpuMs(cpu))} ms for the ${TOKENS}-token round = ${round1((cpuMs(cpu) * 1000) / Math.max(1, relayed))} µs per relayed token, fixed cost included; ${round1(cpuMs(cpuShort))} ms for the 1-token round = ${round1(cpuMs(cpuShort) / STREAMS)} ms per conversation; marginal ${round1(perTokenCpuUs)} µs per token`,
  );
  console.log(
    `  1-token round: median ${round1(median(short.ms))} ms, p95 ${round1(percentile(short.ms, 95))} ms, errors ${short.errors}`,
  );
  console.log(
    `  ${STREAMS} streams open: heap +${mb(open.heapUsed - before.heapUsed)} MB (${kb((open.heapUsed - before.heapUsed) / STREAMS)} KB per stream), RSS +${mb(open.rss - before.rss)} MB (${kb((open.rss - before.rss) / STREAMS)} KB per stream), external +${mb(open.external - before.external)} MB`,
  );
  console.log(
    `  all stopped at once: every upstream closed in ${round1(closedMs)} ms, ${STREAMS} conversations logged as stopped`,
  );

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const provider = await startProvider();
  try {
    const modes = (process.env.BENCH_AI_MODES ?? 'pglite,postgres').split(',');
    if (modes.includes('pglite')) await measure('pglite', provider);
    const url = modes.includes('postgres') ? await freshPostgres('ck_bench_ai') : undefined;
    if (url) {
      await measure('postgres', provider, url);
      await dropPostgres('ck_bench_ai');
    } else if (modes.includes('postgres')) console.log('postgres: not available, skipped');
  } finally {
    provider.stop();
  }
}

const mode = process.argv[2];
if (mode === 'fake') await fakeChild();
else if (mode === 'client') await clientChild();
else await main();
