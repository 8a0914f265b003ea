import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { ensureUser } from '../../src/db/seed/seed.ts';
import { sysDepart, sysRole, sysUserDepart } from '../../src/domains/identity/index.ts';
import { DEFAULT_TENANT_ID } from '../../src/platform/tenancy/tenancy.ts';
import { clientOf } from './api-client.ts';
import { DEMO_PASSWORD } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

async function depart(
  t: TestApp,
  orgCode: string,
  departName: string,
  orgCategory: string,
  parentId: string | null,
) {
  const id = uuidv7();
  await t.db.insert(sysDepart).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    parentId,
    departName,
    orgCode,
    orgCategory,
    createBy: 'test',
  });
  return id;
}

async function departIdOf(t: TestApp, orgCode: string) {
  const [d] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(
        eq(sysDepart.tenantId, DEFAULT_TENANT_ID),
        eq(sysDepart.orgCode, orgCode),
        eq(sysDepart.delFlag, 0),
      ),
    );
  return d.id;
}

/**
 * The demo school A01 (class A01A01 of `teacher`) plus a second class A01A02 nobody teaches, and a
 * second school B01 with class B01A01 taught by `teacher_b`.
 */
export async function schoolWorld(t: TestApp) {
  const schoolA = await departIdOf(t, 'A01');
  const classA = await departIdOf(t, 'A01A01');
  const classA2 = await depart(t, 'A01A02', '三年级2班', '3', schoolA);
  const schoolB = await depart(t, 'B01', '第二实验学校', '1', null);
  const classB = await depart(t, 'B01A01', '四年级1班', '3', schoolB);
  const [role] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, 'teacher')));
  const { id } = await ensureUser(
    t.db,
    { teacher: role.id },
    {
      username: 'teacher_b',
      realname: '赵老师',
      userIdentity: 2,
      roles: ['teacher'],
      password: DEMO_PASSWORD,
      orgCode: 'B01A01',
      departIds: classB,
    },
  );
  await t.db.insert(sysUserDepart).values({ userId: id, departId: classB }).onConflictDoNothing();
  return {
    schoolA,
    classA,
    classA2,
    schoolB,
    classB,
    admin: clientOf(t, await t.login('admin')),
    teacher: clientOf(t, await t.login('teacher')),
    teacherB: clientOf(t, await t.login('teacher_b')),
    student: clientOf(t, await t.login('student1')),
    outsider: clientOf(t, await t.login('other_admin')),
  };
}

export type SchoolWorld = Awaited<ReturnType<typeof schoolWorld>>;

let n = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;

/** Adds a course and returns its id; fails the test on refusal. */
