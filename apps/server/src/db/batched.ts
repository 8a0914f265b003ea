/** Loads the values of many keys with one statement; a key it leaves out has no value. */
export type BatchLoad<A, V> = (args: A[]) => Promise<Map<string, V>>;

interface Waiting<A, V> {
  key: string;
  arg: A;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Statements asked for at the same moment go to the database together: a whole school starting an
 * exam in the same second costs one statement per batch of requests, not one per student. A batch
 * leaves at the end of the current turn of the event loop (`setImmediate`), so a lone request waits
 * for nothing but its own statement; while one batch is in the database the next one gathers, so
 * batches grow with the load and run one after another, in the order they were asked for. Callers
 * of one key share the answer and must not change it.
 */
export function batched<A, V>(keyOf: (arg: A) => string, load: BatchLoad<A, V>) {
  let queue: Waiting<A, V>[] = [];
  let scheduled = false;
  let running = false;
  const schedule = () => {
    if (scheduled || running || !queue.length) return;
    scheduled = true;
    setImmediate(flush);
  };
  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    running = true;
    const args = new Map<string, A>();
    for (const w of batch) if (!args.has(w.key)) args.set(w.key, w.arg);
    load([...args.values()])
      .then(
        (found) => {
          for (const w of batch) w.resolve(found.get(w.key));
        },
        (err) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        running = false;
        schedule();
      });
  };
  return (arg: A): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      queue.push({ key: keyOf(arg), arg, resolve, reject });
      schedule();
    });
}

/** `batched` per database handle (pool, or one transaction), made on first use. */
export function batchedPerDb<D extends object, A, V>(
  keyOf: (arg: A) => string,
  load: (db: D, args: A[]) => Promise<Map<string, V>>,
) {
  const perDb = new WeakMap<D, (arg: A) => Promise<V | undefined>>();
  return (db: D, arg: A): Promise<V | undefined> => {
    let read = perDb.get(db);
    if (!read) {
      read = batched(keyOf, (args: A[]) => load(db, args));
      perDb.set(db, read);
    }
    return read(arg);
  };
}

/** Groups items by a key (one statement per tenant, per exam...). */
export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
