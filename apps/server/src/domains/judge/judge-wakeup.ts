import type pg from 'pg';
import { listen } from '../../db/pg-listener.ts';

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
  const listener = await listen({
    connection: { connectionString },
    channels: [JUDGE_CHANNEL],
    onNotification: () => onJob(),
    onError,
  });
  return () => listener.close();
}
