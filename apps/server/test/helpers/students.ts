import { ensureUser } from '../../src/db/seed/seed.ts';
import { sysUserDepart } from '../../src/domains/identity/index.ts';
import { roleId } from './admin-clients.ts';
import { type Client, clientOf } from './api-client.ts';
import { DEMO_PASSWORD } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * A student account of the default tenant with DEMO_PASSWORD, placed in `classId` when given; answers
 * its id. Kept when it already exists.
 */
export async function addStudent(
  t: TestApp,
  username: string,
  realname: string,
  classId?: string,
): Promise<string> {
  const { id } = await ensureUser(
    t.db,
    { student: await roleId(t, 'student') },
    { username, realname, userIdentity: 1, roles: ['student'], password: DEMO_PASSWORD },
  );
  if (classId)
    await t.db.insert(sysUserDepart).values({ userId: id, departId: classId }).onConflictDoNothing();
  return id;
}

/** Like `addStudent`, signed in. */
export async function signedInStudent(
  t: TestApp,
  username: string,
  realname: string,
  classId?: string,
): Promise<{ id: string; c: Client }> {
  const id = await addStudent(t, username, realname, classId);
  return { id, c: clientOf(t, await t.login(username)) };
}
