import type { Db } from './client.ts';

const running = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One read for every caller asking the same thing at the same moment (a whole school starting an exam
 * in the same second reads its paper once): a caller arriving while the read for `key` runs on the same
 * database shares its answer. Nothing is kept once the read settles, so nothing goes stale. Callers
 * share the result and must not change it.
 */
export function sharedRead<V>(db: Db, key: string, read: () => Promise<V>): Promise<V> {
  let reads = running.get(db);
  if (!reads) {
    reads = new Map();
    running.set(db, reads);
  }
  const pending = reads.get(key) as Promise<V> | undefined;
  if (pending) return pending;
  const own = reads;
  const started = read().finally(() => own.delete(key));
  own.set(key, started);
  return started;
}
