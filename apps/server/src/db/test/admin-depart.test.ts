import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departsOf } from '../../domains/identity/session/user-info.ts';
import { openDatabase } from '../client.ts';
import { sysDepart, sysUser } from '../schema/index.ts';
import { DEFAULT_ORG_NAME, ensureAdminDepart } from '../seed/admin-depart.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedBase } from '../seed/seed.ts';

async function freshDatabase() {
  const database = await openDatabase({});
  await database.migrate();
  const { roleIds } = await seedBase(database.db, {
    adminPassword: 'Initial@123',
    requireAdminPassword: true,
  });
  return { database, roleIds };
}

async function adminOf(db: Awaited<ReturnType<typeof freshDatabase>>['database']['db']) {
  const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  return { admin: admin!, departs: await departsOf(db, admin!.id) };
}

describe('the seeded administrator has a department', () => {
  it('on a base install: a new top-level organisation, created once and replaced when deleted', async () => {
    const { database } = await freshDatabase();
    try {
      const db = database.db;
      expect((await adminOf(db)).departs).toEqual([]);
      await ensureAdminDepart(db);
      await ensureAdminDepart(db);
      const { admin, departs } = await adminOf(db);
      expect(departs).toHaveLength(1);
      expect(departs[0]).toMatchObject({ departName: DEFAULT_ORG_NAME, parentId: null, orgCode: 'A01' });
      expect(departs[0]!.orgCategory).toBe('1');
      expect(admin.orgCode).toBe('A01');
      const roots = await db.select().from(sysDepart).where(isNull(sysDepart.parentId));
      expect(roots).toHaveLength(1);

      // The organisation deleted later: the next start gives the administrator a new one, with a new code.
      await db.update(sysDepart).set({ delFlag: 1 }).where(eq(sysDepart.id, departs[0]!.id));
      await ensureAdminDepart(db);
      const again = await adminOf(db);
      expect(again.departs).toHaveLength(1);
      expect(again.departs[0]).toMatchObject({ departName: DEFAULT_ORG_NAME, orgCode: 'A02' });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('with the demo: the demo school, and no extra organisation', async () => {
    const { database, roleIds } = await freshDatabase();
    try {
      const db = database.db;
      await seedDemo(db, roleIds, 'Demo@123456');
      await ensureAdminDepart(db);
      const { departs } = await adminOf(db);
      expect(departs.map((d) => d.departName)).toEqual(['码趣示范学校']);
      const named = await db
        .select()
        .from(sysDepart)
        .where(and(eq(sysDepart.departName, DEFAULT_ORG_NAME), eq(sysDepart.delFlag, 0)));
      expect(named).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
