import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { schoolsOf } from '../school-scope.ts';
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

export async function questionScope(db: Db, auth: AuthContext): Promise<QuestionScope> {
  const admin = isAdmin(auth);
  return { auth, admin, schoolIds: admin ? [] : await schoolsOf(db, auth) };
}

/** The tenant's live questions the caller sees. */
export function visibleQuestions(scope: QuestionScope): SQL {
  const live = liveScope(q, scope.auth) as SQL;
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
