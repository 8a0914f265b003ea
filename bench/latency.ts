import { performance } from 'node:perf_hooks';

/** Throughput and latency percentiles (ms) of one measured request kind. */
export interface LatencyFigures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * `requests` calls of `send(i)`, `concurrency` at a time; `send` answers whether the call succeeded.
 * Each call's wall time counts, failures included.
 */
export async function timedRequests(
  name: string,
  requests: number,
  concurrency: number,
  send: (i: number) => Promise<boolean>,
): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const started = performance.now();
      const good = await send(i).catch(() => false);
      latencies.push(performance.now() - started);
      if (!good) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(requests / seconds),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    errors,
  };
}

/** The figures of one request kind sent one at a time (`single`) and under load (`loaded`). */
export interface SingleAndLoaded<F extends LatencyFigures = LatencyFigures> {
  single: F;
  loaded: F;
}

/**
 * `measure(requests, concurrency)` run three times: an untimed warm-up, `single` requests one at a time,
 * then `loaded` requests `concurrency` at a time.
 */
export async function singleAndLoaded<F extends LatencyFigures>(
  measure: (requests: number, concurrency: number) => Promise<F>,
  plan: { warmUp: number; warmUpConcurrency: number; single: number; loaded: number; concurrency: number },
): Promise<SingleAndLoaded<F>> {
  await measure(plan.warmUp, plan.warmUpConcurrency);
  return {
    single: await measure(plan.single, 1),
    loaded: await measure(plan.loaded, plan.concurrency),
  };
}

/** A GET with the token; succeeds when the envelope says so and `check` accepts the result. */
export async function getOk(url: string, token: string | null, check: (result: unknown) => boolean) {
  const res = await fetch(url, { headers: token ? { 'x-access-token': token } : {} });
  const json = (await res.json()) as { success: boolean; result: unknown };
  return res.ok && json.success && check(json.result);
}
