import pg from 'pg';
import { withDatabase } from './global-setup.ts';

/**
 * An empty PostgreSQL database for one test file (LISTEN/NOTIFY tests need no schema). `drop` first
 * waits for the file's own connections to finish closing: `pool.end()` resolves before its sockets
 * close, and a forced drop would cut them with an error nobody listens for.
 */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    admin,
    async drop() {
      const end = Date.now() + 5000;
      while (Date.now() < end) {
        const { rows } = await admin.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(rows[0].n) === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}
