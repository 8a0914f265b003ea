import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedBase } from '../seed/seed.ts';

/**
 * A fresh embedded database with the base and demo seeds as of `now`, its files in a temporary folder
 * named after `prefix`; closed and removed after the file's tests. Read it once `beforeAll` has run.
 */
export function seededDemoDatabase(prefix: string, now: Date) {
  let database: Database | undefined;
  let dataDir = '';
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const storage = new LocalStorage(dataDir);
    const base = await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: true });
    await seedDemo(database.db, base.roleIds, undefined, { storage, dataDir, now });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const demo = {
    get db() {
      if (!database) throw new Error('the demo database is opened in beforeAll');
      return database.db;
    },
    get dataDir() {
      return dataDir;
    },
    /** The rows of a raw SQL query. */
    rows: async <T>(query: string) =>
      ((await demo.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
  };
  return demo;
}
