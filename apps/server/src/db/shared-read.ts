import type { Db } from './client.ts';

interface Entry {
  read: Promise<unknown>;
  /** Callers that asked while the read ran. */
  callers: number;
  /** Once settled: until when later callers may take the answer too (0: not at all). */
  until: number;
}

const running = new WeakMap<object, Map<string, Entry>>();

export interface SharedReadOptions {
  /**
   * A read that several callers shared (a burst, such as a school starting an exam in the same
   * second) also answers the callers of the next `burstKeepMs` milliseconds, so a storm that the
   * database answers in turns reads the paper once per interval rather than once per turn. A
   * change is then seen by the storm's later callers at most this late; a read nobody shared is
   * never kept, so quiet traffic always reads afresh.
   */
  burstKeepMs?: number;
}

/**
 * One read for every caller asking the same thing at the same moment (a whole school starting an exam
 * in the same second reads its paper once): a caller arriving while the read for `key` runs on the same
 * database shares its answer. Once the read settles nothing is kept, unless the caller asks for a burst
 * window (above). Callers share the result and must not change it.
 */
export function sharedRead<V>(
  db: Db,
  key: string,
  read: () => Promise<V>,
  options: SharedReadOptions = {},
): Promise<V> {
  let reads = running.get(db);
  if (!reads) {
    reads = new Map();
    running.set(db, reads);
  }
  const found = reads.get(key);
  if (found && (found.until === 0 || found.until > Date.now())) {
    found.callers++;
    return found.read as Promise<V>;
  }
  const own = reads;
  // A query builder runs again on every `then`: settle it once into a real promise.
  const entry: Entry = { read: Promise.resolve(read()), callers: 1, until: 0 };
  const forget = () => {
    if (own.get(key) === entry) own.delete(key);
  };
  entry.read.then(() => {
    const keepMs = options.burstKeepMs ?? 0;
    if (entry.callers < 2 || keepMs <= 0) return forget();
    entry.until = Date.now() + keepMs;
    setTimeout(forget, keepMs).unref();
  }, forget);
  own.set(key, entry);
  return entry.read as Promise<V>;
}
