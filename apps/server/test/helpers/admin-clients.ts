import { and, eq } from 'drizzle-orm';
import { sysDepart, sysRole, sysUser } from '../../src/domains/identity/tables.ts';
import { DEFAULT_TENANT_ID } from '../../src/platform/tenancy/tenancy.ts';
import { type Client, clientOf, type Json } from './api-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type { Client, Json };

/** Signed-in clients of the seeded users. */
export async function clients(t: TestApp) {
  return {
    admin: clientOf(t, await t.login('admin')),
    teacher: clientOf(t, await t.login('teacher')),
    student: clientOf(t, await t.login('student1')),
    outsider: clientOf(t, await t.login('other_admin')),
  };
}

/**
 * A fresh test app and, for each key of `users`, a client signed in as that username (in the order
 * given): `appSignedIn({ admin: 'admin', student: 'student1' })`.
 */
export async function appSignedIn<K extends string>(
  users: Record<K, string>,
): Promise<{ t: TestApp } & Record<K, Client>> {
  const t = await createTestApp();
  const signedIn = {} as Record<K, Client>;
  for (const [key, username] of Object.entries(users) as [K, string][])
    signedIn[key] = clientOf(t, await t.login(username));
  return { t, ...signedIn };
}

/**
 * A fresh test app for the user-administration tests: the seeded users' clients, the demo class
 * A01A01 and the student role's id.
 */
export async function usersApp() {
  const t = await createTestApp();
  const signedIn = await clients(t);
  return { t, ...signedIn, classId: await departId(t, 'A01A01'), studentRole: await roleId(t, 'student') };
}

/** The password the user-administration tests give the accounts they add. */
export const NEW_USER_PASSWORD = 'Passw0rd!x';

/** A `/api/sys/user/add` form with NEW_USER_PASSWORD typed twice and the `more` fields. */
export const addUserForm = (username: string, realname: string, more: Json = {}): Json => ({
  username,
  password: NEW_USER_PASSWORD,
  confirmpassword: NEW_USER_PASSWORD,
  realname,
  ...more,
});

export async function roleId(t: TestApp, code: string) {
  const [r] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, code)));
  return r.id;
}

export async function departId(t: TestApp, orgCode: string) {
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

export async function userRow(t: TestApp, username: string) {
  const [u] = await t.db.select().from(sysUser).where(eq(sysUser.username, username));
  return u;
}

/** Fails when any key of the JSON, at any depth, names a secret. */
export function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const key of ['"password"', '"passwordHash"', '"password_hash"', '"salt"'])
    if (text.includes(key)) throw new Error(`answer carries ${key}: ${text.slice(0, 300)}`);
  if (text.includes('$argon2')) throw new Error('answer carries a password hash');
}

let n = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;
