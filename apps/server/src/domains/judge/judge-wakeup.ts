import pg from 'pg';

/** PostgreSQL channel on which a new submission wakes idle judge workers on every machine. */
export const JUDGE_CHANNEL = 'ck_judge';

/** Tells the worker processes that a job is queued (they also poll, so a lost wake-up only delays). */
export async function notifyJudges(pool: pg.Pool) {
  await pool.query(`NOTIFY ${JUDGE_CHANNEL}`);
}

/**
 * Calls `onJob` whenever a web node announces a job. Uses its own connection outside the pool; a
 * lost connection is replaced after a pause. Answers a function that stops listening.
 */
export async function listenForJobs(
  connectionString: string,
  onJob: () => void,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;

  const retryLater = () => {
    setTimeout(() => {
      if (!closed)
        connect().catch((err) => {
          onError(err);
          retryLater();
        });
    }, 1000).unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === JUDGE_CHANNEL) onJob();
    });
    c.on('error', (err) => {
      onError(err);
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      retryLater();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${JUDGE_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (closed) await c.end();
    else client = c;
  };

  await connect();
  return async () => {
    closed = true;
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
