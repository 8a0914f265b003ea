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
