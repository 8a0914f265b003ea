import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';

export type DepartRow = typeof sysDepart.$inferSelect;

/** The tenant's live departments in tree order. */
export async function departsOfTenant(db: Db, tenantId: string): Promise<DepartRow[]> {
  return db
    .select()
    .from(sysDepart)
    .where(liveScope(sysDepart, tenantId))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
}

/** Live departments of the tenant whose name contains the word, at most 200, by code. */
export async function searchDeparts(db: Db, tenantId: string, word: string): Promise<DepartRow[]> {
  return db
    .select()
    .from(sysDepart)
    .where(and(liveScope(sysDepart, tenantId), ilike(sysDepart.departName, likePattern(word))))
    .orderBy(asc(sysDepart.orgCode))
    .limit(200);
}

export async function findTenantDepart(db: Db, tenantId: string, id: string): Promise<DepartRow | undefined> {
  const [d] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), liveScope(sysDepart, tenantId)));
  return d;
}

/** A live class of the tenant named by its id (36 characters) or its org code; new accounts join it. */
export async function classByKey(db: Db, tenantId: string, key: string): Promise<DepartRow | undefined> {
  const [klass] = await db
    .select()
    .from(sysDepart)
    .where(
      and(
        liveScope(sysDepart, tenantId),
        eq(sysDepart.orgCategory, '3'),
        key.length === 36 ? eq(sysDepart.id, key) : eq(sysDepart.orgCode, key),
      ),
    );
  return klass;
}

/** Every code ever used under a parent (null: the roots), deleted rows included, so none is reused. */
export async function childCodes(db: Db, tenantId: string, parentId: string | null): Promise<string[]> {
  const rows = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(
      and(
        tenantScope(sysDepart, tenantId),
        parentId ? eq(sysDepart.parentId, parentId) : isNull(sysDepart.parentId),
      ),
    );
  return rows.map((r) => r.orgCode);
}

export async function insertDepartRow(db: Db, values: typeof sysDepart.$inferInsert) {
  await db.insert(sysDepart).values(values);
}

export async function updateDepart(db: Db, id: string, values: Partial<typeof sysDepart.$inferInsert>) {
  await db.update(sysDepart).set(values).where(eq(sysDepart.id, id));
}

export async function countChildren(db: Db, departId: string): Promise<number> {
  const [{ children }] = await db
    .select({ children: count() })
    .from(sysDepart)
    .where(and(eq(sysDepart.parentId, departId), eq(sysDepart.delFlag, 0)));
  return Number(children);
}

/** Live users who belong to the department. */
export async function countMembers(db: Db, departId: string): Promise<number> {
  const [{ members }] = await db
    .select({ members: count() })
    .from(sysUserDepart)
    .innerJoin(sysUser, and(eq(sysUser.id, sysUserDepart.userId), eq(sysUser.delFlag, 0)))
    .where(eq(sysUserDepart.departId, departId));
  return Number(members);
}

/** Live users of the tenant who manage the department (teachers' `departIds`). */
export async function countManagers(db: Db, tenantId: string, departId: string): Promise<number> {
  const [{ managers }] = await db
    .select({ managers: count() })
    .from(sysUser)
    .where(
      and(liveScope(sysUser, tenantId), sql`${departId} = any(string_to_array(${sysUser.departIds}, ','))`),
    );
  return Number(managers);
}
