import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type DatabaseOptions, type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { sysSession } from '../apps/server/src/db/schema/index.ts';
import { seedBase } from '../apps/server/src/db/seed/seed.ts';
import { hashToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { ADMIN_PASSWORD } from './server.ts';

/** A migrated database with the base seed, its admin signing in with ADMIN_PASSWORD, for a bench to fill. */
export async function seededDatabase(options: DatabaseOptions) {
  const database = await openDatabase(options);
  await database.migrate();
  const { roleIds } = await seedBase(database.db, {
    adminPassword: ADMIN_PASSWORD,
    requireAdminPassword: true,
  });
  return { database, roleIds };
}

/**
 * `count` students of the default tenant holding the student role, without a usable password: ids
 * `<prefix>-user-000001`…, usernames `<prefix>1`…, names `<name>1`….
 */
export async function insertStudents(
  db: Db,
  prefix: string,
  name: string,
  count: number,
  studentRole: string,
) {
  await db.execute(sql`
    insert into sys_user (id, tenant_id, username, realname, nickname, password_hash, user_identity, create_by)
    select ${prefix}::text || '-user-' || lpad(g::text, 6, '0'), ${DEFAULT_TENANT_ID}, ${prefix}::text || g,
           ${name}::text || g, ${name}::text || g, '!', 1, 'bench'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into sys_user_role (user_id, role_id)
    select ${prefix}::text || '-user-' || lpad(g::text, 6, '0'), ${studentRole}
    from generate_series(1, ${count}) g`);
}

/**
 * A day-long session for each `token`, signed in as its `userId`, written straight into the database
 * (500 rows a statement) so a run does not spend minutes on argon2 sign-ins.
 */
export async function insertSessions(db: Db, sessions: { token: string; userId: string }[]) {
  for (let i = 0; i < sessions.length; i += 500)
    await db.insert(sysSession).values(
      sessions.slice(i, i + 500).map(({ token, userId }) => ({
        id: uuidv7(),
        tokenHash: hashToken(token),
        userId,
        tenantId: DEFAULT_TENANT_ID,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
}
