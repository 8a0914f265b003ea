import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { API_DOCS_FILE, apiDocsOf } from '../apps/server/src/platform/http/openapi-markdown.ts';

// Writes docs/api.md from the app's OpenAPI document. The app runs on a throwaway in-memory PGlite and
// never listens: the routes are all the document needs, so nothing is migrated or seeded.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-api-docs-'));
const database = await openDatabase({});
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  JUDGE_IN_PROCESS: 'off',
});
const { app } = await buildApp(config, database);
try {
  const text = await apiDocsOf(app);
  const before = fs.existsSync(API_DOCS_FILE) ? fs.readFileSync(API_DOCS_FILE, 'utf8') : '';
  fs.writeFileSync(API_DOCS_FILE, text);
  console.log(before === text ? 'docs/api.md 已是最新' : 'docs/api.md 已更新');
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
