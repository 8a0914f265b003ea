import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { nextOrgCode } from '../../domains/identity/departs/org-code.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import { sysDepart, sysUser, sysUserDepart } from '../schema/index.ts';

export const DEFAULT_ORG_NAME = '默认机构';

/**
 * Gives the seeded administrator a department, so signing in does not warn about a missing one: the
 * first top-level organisation of the default tenant (the demo school when the demo is seeded), or a new
 * one when there is none. Does nothing when the administrator is missing or already in a department.
 * Run it after the demo seed, so a fresh demo install puts the administrator into the demo school.
 */
export async function ensureAdminDepart(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: sysUser.id, orgCode: sysUser.orgCode })
    .from(sysUser)
    .where(
      and(eq(sysUser.tenantId, DEFAULT_TENANT_ID), eq(sysUser.username, 'admin'), eq(sysUser.delFlag, 0)),
    );
  if (!admin) return;
  const links = await db
    .select({ id: sysUserDepart.departId })
    .from(sysUserDepart)
    .where(eq(sysUserDepart.userId, admin.id));
  if (links.length) {
    const [live] = await db
      .select({ id: sysDepart.id })
      .from(sysDepart)
      .where(
        and(
          inArray(
            sysDepart.id,
            links.map((l) => l.id),
          ),
          eq(sysDepart.delFlag, 0),
        ),
      );
    if (live) return;
  }
  const org = await topOrganisation(db);
  await db.insert(sysUserDepart).values({ userId: admin.id, departId: org.id }).onConflictDoNothing();
  if (!admin.orgCode) await db.update(sysUser).set({ orgCode: org.orgCode }).where(eq(sysUser.id, admin.id));
}

async function topOrganisation(db: Db): Promise<{ id: string; orgCode: string }> {
  const roots = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode, delFlag: sysDepart.delFlag })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, DEFAULT_TENANT_ID), isNull(sysDepart.parentId)))
    .orderBy(asc(sysDepart.orgCode));
  const live = roots.find((r) => r.delFlag === 0);
  if (live) return live;
  // Deleted roots keep their codes: the new one takes the next free code after all of them.
  const orgCode = nextOrgCode(
    '',
    roots.map((r) => r.orgCode),
  );
  const id = uuidv7();
  await db.insert(sysDepart).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    parentId: null,
    departName: DEFAULT_ORG_NAME,
    orgCode,
    orgCategory: '1',
    createBy: 'system',
  });
  return { id, orgCode };
}
