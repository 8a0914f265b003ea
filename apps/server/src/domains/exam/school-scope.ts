import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { liveScope } from '../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../identity/index.ts';

// Questions and papers belong to a school or to the tenant's shared bank; this finds a caller's schools.

/** A department tree deeper than this is a mistake; the walk stops there rather than loop. */
const MAX_DEPTH = 20;

/**
 * The schools (organisations, orgCategory 1) of a user: for each of their departments the nearest
 * organisation at or above it, walking up the parents one level at a time for all departments at once.
 */
export async function schoolsOf(db: Db, auth: AuthContext): Promise<string[]> {
  // Department the walk started from -> the node it is at now.
  let at = new Map(auth.departIds.map((id) => [id, id]));
  const found = new Map<string, string>();
  for (let depth = 0; at.size && depth < MAX_DEPTH; depth++) {
    const rows = await db
      .select({ id: sysDepart.id, parentId: sysDepart.parentId, orgCategory: sysDepart.orgCategory })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, auth), inArray(sysDepart.id, [...new Set(at.values())])));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const next = new Map<string, string>();
    for (const [start, node] of at) {
      const row = byId.get(node);
      if (!row) continue;
      if (row.orgCategory === '1') found.set(start, row.id);
      else if (row.parentId) next.set(start, row.parentId);
    }
    at = next;
  }
  return [...new Set(auth.departIds.flatMap((id) => found.get(id) ?? []))];
}

/**
 * Every school or campus (orgCategory 1 and 2) at or above a user's departments: the departments a
 * paper given to schools may name for them to see it.
 */
export async function schoolChainOf(db: Db, auth: AuthContext): Promise<string[]> {
  let at = [...new Set(auth.departIds)];
  const found = new Set<string>();
  const seen = new Set<string>();
  for (let depth = 0; at.length && depth < MAX_DEPTH; depth++) {
    for (const id of at) seen.add(id);
    const rows = await db
      .select({ id: sysDepart.id, parentId: sysDepart.parentId, orgCategory: sysDepart.orgCategory })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, auth), inArray(sysDepart.id, at)));
    for (const r of rows) if (r.orgCategory === '1' || r.orgCategory === '2') found.add(r.id);
    at = [...new Set(rows.flatMap((r) => (r.parentId && !seen.has(r.parentId) ? [r.parentId] : [])))];
  }
  return [...found];
}
