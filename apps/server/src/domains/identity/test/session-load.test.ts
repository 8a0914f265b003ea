import { and, eq, isNotNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepartRole, sysDepartRolePermission, sysDepartRoleUser } from '../access-tables.ts';
import { sysPermission, sysSession, sysUser, sysUserDepart } from '../tables.ts';

const s = testAppSuite();

const userOf = async (username: string) =>
  (await s.t.db.select().from(sysUser).where(eq(sysUser.username, username)))[0];

describe('a session read in one statement', () => {
  it('carries the same roles, level and permission codes as the user’s grants', async () => {
    for (const username of ['admin', 'teacher', 'student1']) {
      s.t.ctx.sessions.forgetAll();
      const auth = await s.t.ctx.sessions.resolve(await s.t.login(username));
      const user = await userOf(username);
      const grants = await s.t.ctx.sessions.grantsOf(user.id);
      expect(auth?.userId).toBe(user.id);
      expect([...(auth?.roles ?? [])].sort()).toEqual([...grants.roles].sort());
      expect(auth?.level).toBe(grants.level);
      expect([...(auth?.perms ?? [])].sort()).toEqual([...grants.perms].sort());
      if (username === 'admin') expect(auth?.perms.size).toBeGreaterThan(50);
    }
  });

  it('gives each user of one batch their own grants (sessions resolved at the same moment)', async () => {
    const names = ['admin', 'teacher', 'student1', 'student2'];
    const tokens = await Promise.all(names.map((n) => s.t.login(n)));
    s.t.ctx.sessions.forgetAll();
    const auths = await Promise.all(tokens.map((token) => s.t.ctx.sessions.resolve(token)));
    for (const [i, username] of names.entries()) {
      const user = await userOf(username);
      const grants = await s.t.ctx.sessions.grantsOf(user.id);
      expect(auths[i]?.userId).toBe(user.id);
      expect([...(auths[i]?.perms ?? [])].sort()).toEqual([...grants.perms].sort());
      expect(auths[i]?.tenant).toEqual({ status: 1, expireTime: null });
    }
    expect(auths[0]?.perms.size).toBeGreaterThan(auths[2]?.perms.size ?? 0);
  });

  it('adds the permissions of department roles and the departments the user belongs to', async () => {
    const token = await s.t.login('student1');
    const student = await userOf('student1');
    const before = await s.t.ctx.sessions.resolve(token);
    const [button] = await s.t.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.perms, 'user:add'), isNotNull(sysPermission.perms)));
    expect(button).toBeDefined();
    expect(before?.perms.has('user:add')).toBe(false);
    const [membership] = await s.t.db
      .select()
      .from(sysUserDepart)
      .where(eq(sysUserDepart.userId, student.id));
    expect(before?.departIds).toContain(membership.departId);
    const roleId = uuidv7();
    await s.t.db.insert(sysDepartRole).values({
      id: roleId,
      tenantId: DEFAULT_TENANT_ID,
      departId: membership.departId,
      roleName: '班长',
      roleCode: `monitor_${roleId.slice(-6)}`,
    });
    await s.t.db.insert(sysDepartRolePermission).values({ roleId, permissionId: button.id });
    await s.t.db.insert(sysDepartRoleUser).values({ roleId, userId: student.id });
    s.t.ctx.sessions.forgetAll();
    const after = await s.t.ctx.sessions.resolve(token);
    expect(after?.perms.has('user:add')).toBe(true);
    expect(after?.roles).toEqual(before?.roles);
    // A deleted department role grants nothing.
    await s.t.db.update(sysDepartRole).set({ delFlag: 1 }).where(eq(sysDepartRole.id, roleId));
    s.t.ctx.sessions.forgetAll();
    expect((await s.t.ctx.sessions.resolve(token))?.perms.has('user:add')).toBe(false);
  });

  it('finds nothing for a revoked session or a frozen user', async () => {
    const token = await s.t.login('student2');
    const student = await userOf('student2');
    expect(await s.t.ctx.sessions.resolve(token)).not.toBeNull();
    await s.t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.id, student.id));
    s.t.ctx.sessions.forgetAll();
    expect(await s.t.ctx.sessions.resolve(token)).toBeNull();
    await s.t.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.id, student.id));
    await s.t.db.update(sysSession).set({ revokedAt: new Date() }).where(eq(sysSession.userId, student.id));
    s.t.ctx.sessions.forgetAll();
    expect(await s.t.ctx.sessions.resolve(token)).toBeNull();
  });
});
