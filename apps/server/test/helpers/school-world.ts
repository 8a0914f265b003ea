import { ensureUser } from '../../src/db/seed/seed.ts';
import { sysUserDepart } from '../../src/domains/identity/index.ts';
import { clients, departId, roleId } from './admin-clients.ts';
import { clientOf } from './api-client.ts';
import { insertDepart } from './departs.ts';
import { DEMO_PASSWORD } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const depart = (
  t: TestApp,
  orgCode: string,
  departName: string,
  orgCategory: string,
  parentId: string | null,
) => insertDepart(t, { orgCode, departName, orgCategory, parentId, createBy: 'test' });

/**
 * The demo school A01 (class A01A01 of `teacher`) plus a second class A01A02 nobody teaches, and a
 * second school B01 with class B01A01 taught by `teacher_b`.
 */
export async function schoolWorld(t: TestApp) {
  const schoolA = await departId(t, 'A01');
  const classA = await departId(t, 'A01A01');
  const classA2 = await depart(t, 'A01A02', '三年级2班', '3', schoolA);
  const schoolB = await depart(t, 'B01', '第二实验学校', '1', null);
  const classB = await depart(t, 'B01A01', '四年级1班', '3', schoolB);
  const { id } = await ensureUser(
    t.db,
    { teacher: await roleId(t, 'teacher') },
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
    ...(await clients(t)),
    teacherB: clientOf(t, await t.login('teacher_b')),
  };
}

export type SchoolWorld = Awaited<ReturnType<typeof schoolWorld>>;

/** A fresh test app with its school world, for a test file's `beforeAll`. */
export async function schoolApp(): Promise<{ t: TestApp; w: SchoolWorld }> {
  const t = await createTestApp();
  return { t, w: await schoolWorld(t) };
}

let n = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;
