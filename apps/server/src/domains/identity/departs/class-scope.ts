import { and, eq, inArray } from 'drizzle-orm';
import { batchedPerDb, groupBy } from '../../../db/batched.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';

/** Who may do what in teaching is decided by the classes a caller manages or belongs to. */
export interface ClassRef {
  id: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
}

const liveClasses = (auth: { tenantId: string }) =>
  and(liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '3'));

const classColumns = {
  id: sysDepart.id,
  departName: sysDepart.departName,
  orgCode: sysDepart.orgCode,
  parentId: sysDepart.parentId,
};

/**
 * The classes a caller manages: every class of the tenant for admins, the classes listed in a
 * teacher's `departIds`, none for students.
 */
export async function managedClasses(db: Db, auth: AuthContext): Promise<ClassRef[]> {
  if (isAdmin(auth))
    return db.select(classColumns).from(sysDepart).where(liveClasses(auth)).orderBy(sysDepart.orgCode);
  if (auth.userIdentity !== 2) return [];
  const [me] = await db
    .select({ departIds: sysUser.departIds })
    .from(sysUser)
    .where(eq(sysUser.id, auth.userId));
  const ids = (me?.departIds ?? '').split(',').filter(Boolean);
  if (!ids.length) return [];
  return db
    .select(classColumns)
    .from(sysDepart)
    .where(and(liveClasses(auth), inArray(sysDepart.id, ids)))
    .orderBy(sysDepart.orgCode);
}

/** The ids of a comma-list column (classes or users), in stored order, blanks dropped. */
export const splitIds = (ids: string | null | undefined) =>
  (ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Who is asking, by class: admins manage the tenant's classes, teachers those they are assigned. */
export interface ManagedScope {
  auth: AuthContext;
  admin: boolean;
  /** Classes the caller manages (every class of the tenant for admins). */
  classes: ClassRef[];
  classIds: Set<string>;
}

export async function managedScope(db: Db, auth: AuthContext): Promise<ManagedScope> {
  const classes = await managedClasses(db, auth);
  return { auth, admin: isAdmin(auth), classes, classIds: new Set(classes.map((c) => c.id)) };
}

type Member = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Members' classes by `tenant:user`, one statement per tenant for everyone asking at the same moment. */
const memberClassesOf = batchedPerDb(
  (m: Member) => `${m.tenantId}:${m.userId}`,
  async (db: Db, members: Member[]) => {
    const found = new Map<string, ClassRef[]>();
    for (const [tenantId, group] of groupBy(members, (m) => m.tenantId)) {
      for (const m of group) found.set(`${tenantId}:${m.userId}`, []);
      const rows = await db
        .select({ ...classColumns, userId: sysUserDepart.userId })
        .from(sysUserDepart)
        .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
        .where(
          and(
            inArray(
              sysUserDepart.userId,
              group.map((m) => m.userId),
            ),
            liveClasses({ tenantId }),
          ),
        )
        .orderBy(sysDepart.orgCode);
      for (const { userId, ...ref } of rows) found.get(`${tenantId}:${userId}`)?.push(ref);
    }
    return found;
  },
);

/** The classes a user is a member of (students, and teachers placed in a class). */
export async function memberClasses(db: Db, auth: Member): Promise<ClassRef[]> {
  return (await memberClassesOf(db, auth)) ?? [];
}
