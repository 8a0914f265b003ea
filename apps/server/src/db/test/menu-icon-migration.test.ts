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

const iconOf = async (id: string) =>
  (
    await database.db.select({ icon: sysPermission.icon }).from(sysPermission).where(eq(sysPermission.id, id))
  )[0]?.icon;

const setIcon = (id: string, icon: string | null) =>
  database.db.update(sysPermission).set({ icon }).where(eq(sysPermission.id, id));

/** Runs one migration file again, as an installation seeded before it would have run it. */
async function rerun(file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
}

describe('message centre menu icons of installations seeded without them', () => {
  it('are seeded on a new installation', async () => {
    expect(await iconOf('menu-message-template')).toBe('ProfileOutlined');
    expect(await iconOf('menu-message-log')).toBe('HistoryOutlined');
  });

  it('are filled in where missing and left alone where an administrator chose one', async () => {
    await setIcon('menu-message-template', null);
    await setIcon('menu-message-log', 'MailOutlined');
    await rerun('0031_message_menu_icons.sql');
    expect(await iconOf('menu-message-template')).toBe('ProfileOutlined');
    expect(await iconOf('menu-message-log')).toBe('MailOutlined');
  });

  it('are filled in where an empty icon was stored', async () => {
    await setIcon('menu-message-log', '');
    await rerun('0031_message_menu_icons.sql');
    expect(await iconOf('menu-message-log')).toBe('HistoryOutlined');
  });
});
