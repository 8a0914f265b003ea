import { and, eq } from 'drizzle-orm';
import { sysUser } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The id of a live user by username; a test naming a user that does not exist fails here. */
export async function userIdOf(t: TestApp, username: string): Promise<string> {
  const [row] = await t.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
  if (!row) throw new Error(`用户 ${username} 不存在`);
  return row.id;
}
