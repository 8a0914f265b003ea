import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedBase } from '../seed/seed.ts';

/**
 * A fresh embedded database with the base seed, closed after the file's tests. Read it once
 * `beforeAll` has run.
 */
export function seededBaseDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: false });
  });
  afterAll(() => database?.close());
  const seeded = {
    get db() {
      if (!database) throw new Error('the database is opened in beforeAll');
      return database.db;
    },
    /** Runs one migration file again, as an installation seeded before it would have run it. */
    async rerun(file: string) {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint'))
        await seeded.db.execute(sql.raw(statement));
    },
  };
  return seeded;
}
