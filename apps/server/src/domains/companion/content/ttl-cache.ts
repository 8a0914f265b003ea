/**
 * A small in-memory cache of answers, each kept `ttlMs`, at most `maxEntries` (the oldest goes first).
 * Keys start with the tenant id so that one organisation's edits clear only its own answers.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached answer, or the loader's (shared by concurrent callers; a failure is not kept). */
  get(tenantId: string, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const full = `${tenantId}\u0000${key}`;
    const hit = this.entries.get(full);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(full);
    const value = load();
    this.entries.set(full, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(full));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every answer of one tenant. */
  clearTenant(tenantId: string) {
    const prefix = `${tenantId}\u0000`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
