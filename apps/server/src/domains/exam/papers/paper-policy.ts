import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { listContains } from '../../../crud/conditions.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { schoolChainOf, schoolsOf } from '../school-scope.ts';
import { teachingPaper } from './paper-tables.ts';

type PaperRow = typeof teachingPaper.$inferSelect;

/**
 * Who is asking about papers: admins see and edit the whole tenant; teachers see the tenant's bank
 * (deptId null, read-only) and their school's papers, which they edit.
 */
export interface PaperScope {
  auth: AuthContext;
  admin: boolean;
  /** The teacher's schools (none for admins); the first owns their new papers. */
  schoolIds: string[];
  /** Every school and campus above the teacher: bank papers given to one of them are visible. */
  givenIds: string[];
}

export async function paperScope(db: Db, auth: AuthContext): Promise<PaperScope> {
  const admin = isAdmin(auth);
  if (admin) return { auth, admin, schoolIds: [], givenIds: [] };
  const [schoolIds, givenIds] = await Promise.all([schoolsOf(db, auth), schoolChainOf(db, auth)]);
  return { auth, admin, schoolIds, givenIds };
}

/** A bank paper given to no school is everyone's; one given to schools only theirs (资源分配). */
export function givenToScope(scope: Pick<PaperScope, 'givenIds'>): SQL {
  const p = teachingPaper;
  return or(
    isNull(p.departIds),
    eq(p.departIds, ''),
    ...scope.givenIds.map((id) => listContains(p.departIds, id)),
  ) as SQL;
}

/** `dept_id` is the tenant bank's (null) or one of the teacher's schools; anything for admins. */
function ownedBy(scope: PaperScope, column: typeof teachingPaper.deptId | typeof teachingQuestion.deptId) {
  if (scope.admin) return undefined;
  return scope.schoolIds.length ? or(isNull(column), inArray(column, scope.schoolIds)) : isNull(column);
}

/** The live papers of the tenant the caller sees: for teachers their schools' and the bank's given to them. */
export function visiblePapers(scope: PaperScope): SQL {
  const p = teachingPaper;
  const live = liveScope(p, scope.auth);
  if (scope.admin) return live as SQL;
  const bank = and(isNull(p.deptId), givenToScope(scope));
  const own = scope.schoolIds.length ? or(bank, inArray(p.deptId, scope.schoolIds)) : bank;
  return and(live, own) as SQL;
}

/** The live questions of the tenant the caller may put in a paper (enabled or not). */
export function visibleQuestions(scope: PaperScope): SQL {
  return and(liveScope(teachingQuestion, scope.auth), ownedBy(scope, teachingQuestion.deptId)) as SQL;
}

export function mayEditPaper(scope: PaperScope, row: Pick<PaperRow, 'deptId'>): boolean {
  return scope.admin || (row.deptId !== null && scope.schoolIds.includes(row.deptId));
}

export function assertMayEdit(scope: PaperScope, row: Pick<PaperRow, 'deptId'>) {
  if (!mayEditPaper(scope, row))
    throw forbidden('机构题库的试卷只有管理员可以修改，可先复制一份到本校再修改');
}

/** Where the caller's new papers go: the tenant bank for admins, the teacher's school otherwise. */
export function newPaperDept(scope: PaperScope): string | null {
  if (scope.admin) return null;
  const [school] = scope.schoolIds;
  if (!school) throw forbidden('您还没有所属学校，不能新建试卷，请联系管理员');
  return school;
}
