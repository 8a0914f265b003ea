import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import { DEMO_PASSWORD, OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { sysRole, sysRolePermission, sysUser, sysUserDepart } from '../../../db/schema/index.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';

export const ATTACKER_TENANT_ID = OTHER_TENANT_ID;

/** The attacker's accounts: the fixture's `other_admin`, plus a teacher and a student added here. */
export const ATTACKERS = {
  admin: 'other_admin',
  teacher: 'other_teacher',
  student: 'other_student',
} as const;
export type AttackerRole = keyof typeof ATTACKERS;

/** A role of the attacker's tenant holding exactly the grants of the same role in the victim tenant. */
async function mirrorRole(t: TestApp, roleCode: string, roleName: string, level: number) {
  const [victimRole] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, roleCode)));
  const id = uuidv7();
  await t.db.insert(sysRole).values({ id, tenantId: ATTACKER_TENANT_ID, roleCode, roleName, level });
  const grants = await t.db
    .select({ permissionId: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(eq(sysRolePermission.roleId, victimRole.id));
  if (grants.length)
    await t.db
      .insert(sysRolePermission)
      .values(grants.map((g) => ({ roleId: id, permissionId: g.permissionId })));
  return id;
}

/** A school class of the attacker's tenant with a teacher and a student in it. */
export async function seedAttackerSchool(t: TestApp) {
  const classId = await insertDepart(t, {
    tenantId: ATTACKER_TENANT_ID,
    departName: '攻击方班级',
    orgCode: 'Z01',
    createBy: 'test',
  });
  const roleIds = {
    teacher: await mirrorRole(t, 'teacher', '老师', 50),
    student: await mirrorRole(t, 'student', '学生', 10),
  };
  for (const [role, username, identity] of [
    ['teacher', ATTACKERS.teacher, 2],
    ['student', ATTACKERS.student, 1],
  ] as const) {
    const { id } = await ensureUser(t.db, roleIds, {
      username,
      realname: `攻击方${role}`,
      userIdentity: identity,
      roles: [role],
      password: DEMO_PASSWORD,
      orgCode: 'Z01',
      departIds: classId,
    });
    await t.db.update(sysUser).set({ tenantId: ATTACKER_TENANT_ID }).where(eq(sysUser.id, id));
    await t.db.insert(sysUserDepart).values({ userId: id, departId: classId });
  }
  return { classId };
}
