import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedTestData } from './fixtures.ts';

export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../../../.tmp/test-template.tar');

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDatabase: string;
  }
}

/** Migrates and seeds once; every test file then starts from a copy of this template. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this process: read it from the project.
  const url = project.config.env?.CK_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    const name = `ck_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: tplUrl, poolSize: 2 });
    await database.migrate();
    await seedTestData(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('templateFile', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedTestData(database.db);
  const blob = await database.dumpDataDir!();
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('templateFile', TEMPLATE_FILE);
  project.provide('templateDatabase', '');
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
