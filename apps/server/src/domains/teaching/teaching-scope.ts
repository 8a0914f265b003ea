import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { type ClassRef, sysDepart } from '../identity/index.ts';

// Class scope is identity's (teaching and points both decide by it); teaching keeps its names.
export { type ClassRef, managedClasses, memberClasses } from '../identity/index.ts';

/**
 * The schools (orgCategory 1 and 2 departments) above the given classes: a department whose org code
 * is a prefix of the class's org code. A teacher's school licenses the courses they may use.
 */
export async function schoolsAbove(db: Db, auth: AuthContext, classes: ClassRef[]): Promise<string[]> {
  if (!classes.length) return [];
  const prefixes = [...new Set(classes.map((c) => c.orgCode))];
  const rows = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(
      and(
        tenantScope(sysDepart, auth),
        eq(sysDepart.delFlag, 0),
        inArray(sysDepart.orgCategory, ['1', '2']),
        // Candidates: departments sharing the first level of any class's code; filtered exactly below.
        or(...[...new Set(prefixes.map((p) => p.slice(0, 3)))].map((p) => like(sysDepart.orgCode, `${p}%`))),
      ),
    );
  return rows
    .filter((d) => prefixes.some((p) => p.startsWith(d.orgCode) && p !== d.orgCode))
    .map((d) => d.id);
}
