import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths.ts';
import { sysPermission } from '../../domains/identity/index.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedBase } from '../seed/seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: false });
});
afterAll(() => database.close());

const urlOf = async (id: string) =>
  (
    await database.db.select({ url: sysPermission.url }).from(sysPermission).where(eq(sysPermission.id, id))
  )[0]?.url;

/** Runs one migration file again, as an installation seeded before it would have run it. */
async function rerun(file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
}

describe('site menu addresses of installations seeded before the move', () => {
  it('moves the old public-site addresses to the back office and leaves edited ones alone', async () => {
    await database.db
      .update(sysPermission)
      .set({ url: '/home-page/menu' })
      .where(eq(sysPermission.id, 'menu-portal-menu'));
    await database.db
      .update(sysPermission)
      .set({ url: '/custom/indexConfig' })
      .where(eq(sysPermission.id, 'menu-portal-index-config'));
    await rerun('0021_site_menu_urls.sql');
    expect(await urlOf('menu-portal-menu')).toBe('/portal/menu');
    expect(await urlOf('menu-portal-index-config')).toBe('/custom/indexConfig');
  });
});
