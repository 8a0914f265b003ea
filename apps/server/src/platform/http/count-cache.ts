import type { FastifyInstance } from 'fastify';

// Counting every matching row is the slowest part of a list page on a large table, and the total
// only feeds the pager. Totals are kept for a few seconds and dropped after any write on this node;
// another node's write shows up in the pager within TTL_MS.
const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

export class CountCache {
  private entries = new Map<string, { total: number; until: number }>();

  /** The total for a query key (its SQL and parameters), counting only when not cached. */
  async get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.total;
    const total = await count();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { total, until: Date.now() + TTL_MS });
    return total;
  }

  clear() {
    this.entries.clear();
  }

  /** Any successful write may change a total: forget them all. */
  install(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) this.clear();
    });
  }
}
