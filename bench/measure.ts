import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  connections?: number;
}

/** Drives one URL for a few seconds and returns throughput and latency percentiles. */
export async function load(name: string, url: string, opts: LoadOptions = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body,
    duration: opts.seconds ?? 5,
    connections: opts.connections ?? 20,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Starts a script: TypeScript through tsx, the bundled server with plain node. */
export function start(script: string, env: Record<string, string>): ChildProcess {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds until `url` first answers 200. */
export async function waitFor(url: string, startedAt: number, timeoutMs = 60_000): Promise<number> {
  while (Date.now() - startedAt < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `body` while the server `script` serves with `env` (on port `env.PORT`): `body` starts once the
 * server answers; afterwards, also when something fails, the server is stopped and `dataDir` removed.
 */
export async function whileServing<T>(
  script: string,
  env: Record<string, string>,
  dataDir: string,
  body: () => Promise<T>,
  timeoutMs = 60_000,
): Promise<T> {
  const server = start(script, env);
  try {
    await waitFor(`http://127.0.0.1:${env.PORT}/api/sys/config/getCurrentConfig`, Date.now(), timeoutMs);
    return await body();
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
