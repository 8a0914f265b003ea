/**
 * Fixed-window failure counter per key (account or IP). In memory per process: enough to stop
 * password guessing on one node; each node limits on its own.
 */
export class FailureLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  blocked(key: string): boolean {
    const hit = this.hits.get(key);
    if (!hit) return false;
    if (hit.resetAt <= Date.now()) {
      this.hits.delete(key);
      return false;
    }
    return hit.count >= this.max;
  }

  fail(key: string) {
    const now = Date.now();
    const hit = this.hits.get(key);
    if (!hit || hit.resetAt <= now) {
      if (this.hits.size > 100_000) this.hits.clear();
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else hit.count++;
  }

  /** Milliseconds until a blocked key may try again; 0 when it is not blocked. */
  retryAfterMs(key: string): number {
    return this.blocked(key) ? Math.max(0, (this.hits.get(key)?.resetAt ?? 0) - Date.now()) : 0;
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}
