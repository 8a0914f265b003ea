import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';

/**
 * The caller's school: the nearest organisation (sys_depart orgCategory 1) at or above one of their
 * departments, the first found in id order; null when none of them sits under a school.
 */
export async function schoolOfCaller(db: Db, auth: AuthContext): Promise<string | null> {
  for (const start of [...auth.departIds].sort()) {
    let next: string | null = start;
    // A tree deeper than 20 levels is a mistake; stop there rather than loop.
    for (let depth = 0; next && depth < 20; depth++) {
      const [d]: { id: string; parentId: string | null; orgCategory: string }[] = await db
        .select({ id: sysDepart.id, parentId: sysDepart.parentId, orgCategory: sysDepart.orgCategory })
        .from(sysDepart)
        .where(and(tenantScope(sysDepart, auth), eq(sysDepart.id, next), eq(sysDepart.delFlag, 0)));
      if (!d) break;
      if (d.orgCategory === '1') return d.id;
      next = d.parentId;
    }
  }
  return null;
}
