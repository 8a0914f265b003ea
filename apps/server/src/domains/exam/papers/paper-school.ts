import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';

/** A department tree deeper than this is a mistake; the walk stops there rather than loop. */
const MAX_DEPTH = 20;

/**
 * The caller's schools: for each of their departments (in the order the session lists them) the
 * nearest organisation (sys_depart orgCategory 1) at or above it. All departments climb together, one
 * query per level.
 */
export async function schoolsOfCaller(db: Db, auth: AuthContext): Promise<string[]> {
  let climbing = new Map(auth.departIds.map((id) => [id, id]));
  const schoolOf = new Map<string, string>();
  for (let depth = 0; climbing.size && depth < MAX_DEPTH; depth++) {
    const rows = await db
      .select({ id: sysDepart.id, parentId: sysDepart.parentId, orgCategory: sysDepart.orgCategory })
      .from(sysDepart)
      .where(
        and(
          tenantScope(sysDepart, auth),
          eq(sysDepart.delFlag, 0),
          inArray(sysDepart.id, [...new Set(climbing.values())]),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const next = new Map<string, string>();
    for (const [start, at] of climbing) {
      const d = byId.get(at);
      if (d?.orgCategory === '1') schoolOf.set(start, d.id);
      else if (d?.parentId) next.set(start, d.parentId);
    }
    climbing = next;
  }
  return [...new Set(auth.departIds.flatMap((id) => schoolOf.get(id) ?? []))];
}
