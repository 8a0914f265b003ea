import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { type ManagedScope, managedScope, splitIds } from '../../identity/index.ts';
import { teachingAdditionalWork as w } from './homework-tables.ts';

/** Who is asking about extra homework: admins see the tenant's, teachers their own and their classes'. */
export type HomeworkScope = ManagedScope;
export const homeworkScope = managedScope;
export { splitIds };

/** `work_dept` (comma list) names one of `ids`. */
export function setForAnyOf(ids: string[]): SQL {
  if (!ids.length) return sql`false`;
  return or(...ids.map((id) => sql`${id} = ANY(string_to_array(${w.workDept}, ','))`)) as SQL;
}

/** The live homework of the tenant the caller sees: all for admins; created by them or set for their classes. */
export function visibleHomework(scope: HomeworkScope): SQL {
  const live = liveScope(w, scope.auth) as SQL;
  if (scope.admin) return live;
  return and(live, or(eq(w.createBy, scope.auth.username), setForAnyOf([...scope.classIds]))) as SQL;
}

type HomeworkRow = typeof w.$inferSelect;

/**
 * A teacher edits homework they created, or homework set only for classes they manage; an admin
 * edits any of the tenant's. (Another teacher's homework for another class is never theirs.)
 */
export function mayEditHomework(scope: HomeworkScope, row: HomeworkRow): boolean {
  if (scope.admin) return true;
  if (row.createBy === scope.auth.username) return true;
  const ids = splitIds(row.workDept);
  return ids.length > 0 && ids.every((id) => scope.classIds.has(id));
}

export function assertMayEdit(scope: HomeworkScope, row: HomeworkRow) {
  if (!mayEditHomework(scope, row)) throw forbidden('只能修改自己布置的或自己班级的额外作业');
}

/** Every class must be one the caller manages (a class of the tenant for admins). */
export function classProblem(scope: HomeworkScope, ids: string[]): string | null {
  const foreign = ids.filter((id) => !scope.classIds.has(id));
  if (!foreign.length) return null;
  return scope.admin ? '所选班级不存在' : '只能给自己管理的班级布置作业';
}

export function assertClasses(scope: HomeworkScope, ids: string[]) {
  const problem = classProblem(scope, ids);
  if (problem) throw scope.admin ? badRequest(problem) : forbidden(problem);
}

/** Why a window is refused, or null: the end comes after the start. */
export function windowProblem(start: Date | null, end: Date | null): string | null {
  if (start && end && end.getTime() <= start.getTime()) return '截止时间必须晚于开始时间';
  return null;
}

/**
 * Why the status may not move from `from` to `to`, or null. Draft -> published -> closed; a closed one
 * may be published again; back to draft only while no work has been handed in.
 */
export function statusProblem(from: number, to: number, handedIn: number): string | null {
  if (from === to) return null;
  if (to === 0) return handedIn ? '已有学生提交作业，不能改回草稿' : null;
  if (to === 2 && from === 0) return '草稿不能直接关闭，请先发布';
  return null;
}
