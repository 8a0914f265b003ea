import { and, eq, or } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { SsoConfig } from '../../../config/sso-env.ts';
import type { Db } from '../../../db/client.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysThirdAccount } from '../account-tables.ts';
import { classByKey } from '../departs/depart-repository.ts';
import { sysRole, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { assertSeats } from '../users/user-seats.ts';
import type { ExternalIdentity } from './providers/external-identity.ts';
import { ssoError } from './sso-errors.ts';

export type UserRow = typeof sysUser.$inferSelect;

/** The live account bound to an outside identity, if any. */
export async function boundUser(db: Db, id: ExternalIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: sysUser })
    .from(sysThirdAccount)
    .innerJoin(sysUser, eq(sysUser.id, sysThirdAccount.userId))
    .where(
      and(
        eq(sysThirdAccount.provider, id.source),
        eq(sysThirdAccount.externalId, id.externalId),
        eq(sysUser.delFlag, 0),
      ),
    );
  return row?.user;
}

export async function liveUserNamed(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
  return user;
}

/**
 * Records that `user` signs in with `id`. Refuses when the identity belongs to another account or the
 * account already has another identity of the provider; an existing identical link is kept.
 */
export async function linkIdentity(db: Db, user: UserRow, id: ExternalIdentity, label: string) {
  // Provider and outside id are unique over all tenants: the lookup is global on purpose.
  const links = await db
    .select()
    .from(sysThirdAccount)
    .where(
      and(
        eq(sysThirdAccount.provider, id.source),
        or(eq(sysThirdAccount.externalId, id.externalId), eq(sysThirdAccount.userId, user.id)),
      ),
    );
  const sameIdentity = links.find((l) => l.externalId === id.externalId);
  if (sameIdentity && sameIdentity.userId !== user.id)
    throw ssoError(`该${label}账号已绑定其他平台账号`, 409);
  const sameUser = links.find((l) => l.userId === user.id);
  if (sameUser && sameUser.externalId !== id.externalId)
    throw ssoError(`您的账号已绑定另一个${label}账号，请先解绑`, 409);
  if (sameIdentity) return;
  await db
    .insert(sysThirdAccount)
    .values({
      id: uuidv7(),
      tenantId: user.tenantId,
      userId: user.id,
      provider: id.source,
      externalId: id.externalId,
      nickname: id.nickname ?? null,
      avatar: id.avatar ?? null,
    })
    .onConflictDoNothing();
}

/**
 * A new student for a CAS / OIDC user unknown here: the configured tenant, the student role and the
 * configured class (id or org code) when it exists; a random password nobody knows (SSO signs them in).
 */
export async function provisionStudent(
  db: Db,
  provision: SsoConfig['provision'],
  id: ExternalIdentity & { username: string },
): Promise<UserRow> {
  const tenantId = provision.tenantId ?? DEFAULT_TENANT_ID;
  const [role] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(liveScope(sysRole, tenantId), eq(sysRole.roleCode, 'student')));
  const classKey = provision.classKey?.trim();
  const klass = classKey ? await classByKey(db, tenantId, classKey) : undefined;
  const name = (id.realname || id.username).slice(0, 100);
  const passwordHash = await hashPassword(randomPassword());
  const userId = uuidv7();
  await db.transaction(async (tx) => {
    // A provisioned student takes a seat of the tenant's quota like any other new student.
    await assertSeats(tx as unknown as Db, tenantId, { students: 1 });
    await tx.insert(sysUser).values({
      id: userId,
      tenantId,
      username: id.username,
      realname: name,
      nickname: name,
      passwordHash,
      userIdentity: 1,
      orgCode: klass?.orgCode ?? null,
      status: 1,
      createBy: `sso:${id.source}`,
    });
    if (role) await tx.insert(sysUserRole).values({ userId, roleId: role.id });
    if (klass) await tx.insert(sysUserDepart).values({ userId, departId: klass.id });
  });
  const user = await liveUserNamed(db, id.username);
  if (!user) throw ssoError('自动创建账号失败，请联系管理员', 500);
  return user;
}
