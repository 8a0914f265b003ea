import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import type { SessionStore } from '../session/session-store.ts';
import { sysUser } from '../tables.ts';

/**
 * The writes to an account that end its sessions. Every path that changes a password, freezes or
 * deletes a user goes through here, so none can forget to sign the user out everywhere.
 */
export class UserAccounts {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  /** Stores a new password (hashed) and ends every session of the user. */
  async setPassword(target: { userId: string; tenantId?: string }, password: string, by: string) {
    await this.db
      .update(sysUser)
      .set({
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(),
        updateBy: by,
        updateTime: new Date(),
      })
      .where(
        and(
          eq(sysUser.id, target.userId),
          target.tenantId ? tenantScope(sysUser, target.tenantId) : undefined,
        ),
      );
    await this.sessions.revokeUser(target.userId);
  }

  /** Freezes (2) or unfreezes (1) users of a tenant; a frozen user is signed out at once. */
  async setStatus(tenantId: string, ids: string[], status: 1 | 2, by: string) {
    await this.db
      .update(sysUser)
      .set({ status, updateBy: by, updateTime: new Date() })
      .where(and(inArray(sysUser.id, ids), tenantScope(sysUser, tenantId)));
    if (status === 2) for (const id of ids) await this.sessions.revokeUser(id);
  }

  /** Soft-deletes users of a tenant and ends their sessions. */
  async remove(tenantId: string, ids: string[], by: string) {
    await this.db
      .update(sysUser)
      .set({ delFlag: 1, updateBy: by, updateTime: new Date() })
      .where(and(inArray(sysUser.id, ids), tenantScope(sysUser, tenantId)));
    for (const id of ids) await this.sessions.revokeUser(id);
  }
}

/** Remembers the department a user works in now (login, switching, joining a class). */
export async function setCurrentOrg(db: Db, userId: string, orgCode: string | null) {
  await db.update(sysUser).set({ orgCode }).where(eq(sysUser.id, userId));
}
