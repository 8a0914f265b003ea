import pg from 'pg';

/** The bundled server every mode runs, and the admin password its first boot seeds. */
export const SERVER = 'apps/server/dist/main.js';
export const ADMIN_PASSWORD = 'Bench@123456';
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Mode = 'pglite' | 'postgres';

/**
 * Environment of a production-mode server on `port` keeping its files in `dataDir`; it uses the
 * PostgreSQL database at `databaseUrl` when one is given, else the embedded one.
 */
export function productionEnv(port: number, dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOGIN_CAPTCHA: 'off',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Environment of a production-mode server on `port`; PostgreSQL mode uses the `ck_bench` database. */
export function serverEnv(mode: Mode, port: number, dataDir: string): Record<string, string> {
  return productionEnv(
    port,
    dataDir,
    mode === 'postgres' ? PG_URL.replace(/\/[^/]*$/, '/ck_bench') : undefined,
  );
}

/** Whether PostgreSQL answers; if so, `ck_bench` is made anew. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS ck_bench');
    await client.query('CREATE DATABASE ck_bench');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new empty PostgreSQL database `name` (dropped first if left over); its URL, or undefined without PostgreSQL. */
export async function freshPostgres(name: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function dropPostgres(name: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await client.end();
}

/**
 * `run` on a new, empty PostgreSQL database `name`, dropped afterwards. Without PostgreSQL, or when
 * BENCH_SKIP_POSTGRES is set, it prints `skipped` and answers undefined.
 */
export async function onFreshPostgres<T>(
  name: string,
  run: (url: string) => Promise<T>,
  skipped = 'PostgreSQL 不可用，跳过 PostgreSQL 模式',
): Promise<T | undefined> {
  const url = process.env.BENCH_SKIP_POSTGRES ? undefined : await freshPostgres(name);
  if (!url) {
    console.log(skipped);
    return undefined;
  }
  try {
    return await run(url);
  } finally {
    await dropPostgres(name);
  }
}

/** `bench` on the embedded database, then on a new PostgreSQL database `name` when there is one. */
export async function onBothDatabases<T>(
  name: string,
  bench: (mode: Mode, databaseUrl?: string) => Promise<T>,
): Promise<T[]> {
  const results = [await bench('pglite')];
  const onPostgres = await onFreshPostgres(name, (url) => bench('postgres', url));
  if (onPostgres) results.push(onPostgres);
  return results;
}
