import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingQuestion as q } from './question-tables.ts';

/**
 * Who is asking about the bank: admins see and change every question of the tenant; anyone else sees
 * the shared bank (no school) and the questions of their own school(s), and changes only the latter.
 */
export interface QuestionScope {
  auth: AuthContext;
  admin: boolean;
  /** The caller's schools, nearest first for each of their departments; the first owns new questions. */
  schoolIds: string[];
}

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
      .where(
        and(
          tenantScope(sysDepart, auth),
          eq(sysDepart.delFlag, 0),
          inArray(sysDepart.id, [...new Set(at.values())]),
        ),
      );
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

export async function questionScope(db: Db, auth: AuthContext): Promise<QuestionScope> {
  const admin = isAdmin(auth);
  return { auth, admin, schoolIds: admin ? [] : await schoolsOf(db, auth) };
}

/** The tenant's live questions the caller sees. */
export function visibleQuestions(scope: QuestionScope): SQL {
  const live = and(tenantScope(q, scope.auth), eq(q.delFlag, 0)) as SQL;
  if (scope.admin) return live;
  const own = scope.schoolIds.length ? [inArray(q.deptId, scope.schoolIds)] : [];
  return and(live, or(isNull(q.deptId), ...own)) as SQL;
}

export const SHARED_BANK_ADMIN_ONLY = '共享题库的题目只有管理员可以修改';

/** A visible question the caller may change: any for admins, their school's for everyone else. */
export function assertMayChange(scope: QuestionScope, row: { deptId: string | null }) {
  if (scope.admin) return;
  if (row.deptId === null) throw forbidden(SHARED_BANK_ADMIN_ONLY);
  if (!scope.schoolIds.includes(row.deptId)) throw forbidden('只能修改本校的题目');
}

/**
 * The school a new question of the caller belongs to: none (the shared bank) for admins, the first
 * school of anyone else; a teacher of no school cannot add to the bank.
 */
export function ownerDept(scope: QuestionScope): string | null {
  if (scope.admin) return null;
  const [school] = scope.schoolIds;
  if (!school) throw forbidden('您还没有所属学校，不能向题库添加题目，请联系管理员');
  return school;
}
