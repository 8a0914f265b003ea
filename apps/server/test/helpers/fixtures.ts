import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../src/db/client.ts';
import { sysRole, sysRolePermission, sysTenant, sysUser } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { ensureUser, seedBase } from '../../src/db/seed/seed.ts';

export const ADMIN_PASSWORD = 'Admin@123456';
export const DEMO_PASSWORD = 'Demo@123456';
export const OTHER_TENANT_ID = '00000000-0000-7000-8000-000000000002';

/**
 * The data every API test starts from: base seed, demo school (teacher, student1, student2, all with
 * DEMO_PASSWORD), and a second tenant whose `other_admin` holds every permission there.
 */
export async function seedTestData(db: Db) {
  const { roleIds } = await seedBase(db, { adminPassword: ADMIN_PASSWORD, requireAdminPassword: true });
  await seedDemo(db, roleIds, DEMO_PASSWORD);

  await db.insert(sysTenant).values({ id: OTHER_TENANT_ID, name: '另一机构' }).onConflictDoNothing();
  const otherRoleId = uuidv7();
  await db.insert(sysRole).values({
    id: otherRoleId,
    tenantId: OTHER_TENANT_ID,
    roleCode: 'admin',
    roleName: '管理员',
    level: 100,
  });
  const adminGrants = await db
    .select({ permissionId: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(eq(sysRolePermission.roleId, roleIds.admin));
  await db
    .insert(sysRolePermission)
    .values(adminGrants.map((g) => ({ roleId: otherRoleId, permissionId: g.permissionId })));
  const { id } = await ensureUser(
    db,
    { admin: otherRoleId },
    {
      username: 'other_admin',
      realname: '外部管理员',
      userIdentity: 2,
      roles: ['admin'],
      password: ADMIN_PASSWORD,
    },
  );
  await db.update(sysUser).set({ tenantId: OTHER_TENANT_ID }).where(eq(sysUser.id, id));
}
