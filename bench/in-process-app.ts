import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import type { Database } from '../apps/server/src/db/client.ts';

/**
 * The server application built inside the bench's own process on `database`, in production mode
 * without logs, captcha or web pages; `env` adds or overrides settings.
 */
export function inProcessApp(database: Database, dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOGIN_CAPTCHA: 'off',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  return buildApp(config, database);
}
