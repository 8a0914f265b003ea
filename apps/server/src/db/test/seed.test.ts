import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedBase } from '../seed/seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
});
afterAll(() => database.close());

const count = async (table: string) => {
  const res = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((res as unknown as { rows: { n: number }[] }).rows[0].n);
};

describe('first-start seeding', () => {
  it('refuses to create the administrator in production without ADMIN_PASSWORD', async () => {
    await expect(seedBase(database.db, { requireAdminPassword: true })).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('creates admin with ADMIN_PASSWORD, and is idempotent', async () => {
    const first = await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: true });
    expect(first.accounts).toEqual([{ username: 'admin', password: 'Initial@123', role: '管理员' }]);
    const demo = await seedDemo(database.db, first.roleIds);
    expect(demo.map((a) => a.username)).toEqual(['teacher', 'student1', 'student2']);
    const tables = [
      'sys_tenant',
      'sys_role',
      'sys_permission',
      'sys_role_permission',
      'sys_dict',
      'sys_dict_item',
      'sys_config',
      'sys_user',
      'sys_depart',
      'sys_user_depart',
    ];
    const before = await Promise.all(tables.map(count));
    const again = await seedBase(database.db, { adminPassword: 'Other@123456', requireAdminPassword: true });
    expect(again.accounts).toEqual([]);
    expect(await seedDemo(database.db, again.roleIds)).toEqual([]);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const res = await database.db.execute(
      sql.raw(`select password_hash from sys_user where username = 'admin'`),
    );
    const hash = (res as unknown as { rows: { password_hash: string }[] }).rows[0].password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Initial@123')).toBe(true);
  });

  it('adds a menu entry new in this version to an existing database, granted to its roles once', async () => {
    const grantedTo = async () => {
      const res = await database.db.execute(
        sql.raw(`select r.role_code from sys_role_permission rp join sys_role r on r.id = rp.role_id
          where rp.permission_id = 'menu-oj' order by r.role_code`),
      );
      return (res as unknown as { rows: { role_code: string }[] }).rows.map((r) => r.role_code);
    };
    // A database seeded before the practice area had a menu entry.
    await database.db.execute(sql.raw(`delete from sys_role_permission where permission_id = 'menu-oj'`));
    await database.db.execute(sql.raw(`delete from sys_permission where id = 'menu-oj'`));
    await seedBase(database.db, { requireAdminPassword: true });
    expect(await grantedTo()).toEqual(['student', 'teacher']);
    // An administrator who later takes it away from teachers keeps it that way across restarts.
    await database.db.execute(
      sql.raw(`delete from sys_role_permission where permission_id = 'menu-oj'
        and role_id = (select id from sys_role where role_code = 'teacher')`),
    );
    await seedBase(database.db, { requireAdminPassword: true });
    expect(await grantedTo()).toEqual(['student']);
  });
});
