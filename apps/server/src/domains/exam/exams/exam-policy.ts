import { PERMS } from '@ck/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sharedRead } from '../../../db/shared-read.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { type ManagedScope, managedScope, splitIds, sysUser, sysUserDepart } from '../../identity/index.ts';
import { type ClassRef, memberClasses } from '../../teaching/index.ts';
import { START_BURST } from '../papers/student-paper.ts';
import { teachingExam as e } from './exam-tables.ts';

export type ExamRow = typeof e.$inferSelect;

/** Who manages exams: admins the tenant's, teachers those they created or set for classes they manage. */
export type ExamScope = ManagedScope;
export const examScope = managedScope;
export { splitIds };

/** A comma-list column names one of `ids`. */
export function listHasAny(column: typeof e.departIds | typeof e.userIds, ids: string[]): SQL {
  if (!ids.length) return sql`false`;
  return sql`string_to_array(${column}, ',') && ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
}

/** Live exams of the tenant the caller manages. */
export function visibleExams(scope: ExamScope): SQL {
  const live = liveScope(e, scope.auth) as SQL;
  if (scope.admin) return live;
  return and(
    live,
    or(eq(e.createBy, scope.auth.username), listHasAny(e.departIds, [...scope.classIds])),
  ) as SQL;
}

/** A manager's exam, or 404. */
export async function managedExam(db: Db, scope: ExamScope, id: string): Promise<ExamRow> {
  const [row] = await db
    .select()
    .from(e)
    .where(and(visibleExams(scope), eq(e.id, id)));
  if (!row) throw notFound('考试不存在');
  return row;
}

/** Teachers change exams they created or set only for their classes; admins any of the tenant's. */
export function assertMayEdit(scope: ExamScope, row: ExamRow) {
  if (scope.admin || row.createBy === scope.auth.username) return;
  const ids = splitIds(row.departIds);
  if (ids.length > 0 && ids.every((id) => scope.classIds.has(id))) return;
  throw forbidden('只能修改自己安排的或自己班级的考试');
}

/** Whether the caller holds the exam managers' permission (records and details read for all). */
export const managesExams = (auth: AuthContext) => auth.perms.has(PERMS.exam.list);

/** Published exams whose audience holds the student: a member of a listed class, or listed by name. */
export async function audienceCondition(db: Db, auth: AuthContext): Promise<SQL> {
  const classes = await memberClasses(db, auth);
  return and(
    liveScope(e, auth),
    eq(e.status, 1),
    or(
      listHasAny(e.userIds, [auth.userId]),
      listHasAny(
        e.departIds,
        classes.map((c) => c.id),
      ),
    ),
  ) as SQL;
}

/** Whether a student is in an exam's audience: listed by id, or a member of a listed class. */
export function inAudience(
  exam: Pick<ExamRow, 'departIds' | 'userIds'>,
  userId: string,
  classes: ClassRef[],
) {
  if (splitIds(exam.userIds).includes(userId)) return true;
  const listed = new Set(splitIds(exam.departIds));
  return classes.some((c) => listed.has(c.id));
}

/**
 * A published exam the student may take with the student's classes, or 404 (unknown) / 403 (not in
 * its audience). Both reads at once: a whole school starts in the same minute.
 */
export async function examForStudent(
  db: Db,
  auth: AuthContext,
  examId: string,
): Promise<{ exam: ExamRow; classes: ClassRef[] }> {
  const [[exam], classes] = await Promise.all([
    sharedRead(
      db,
      `exam:${auth.tenantId}:${examId}`,
      () =>
        db
          .select()
          .from(e)
          .where(and(liveScope(e, auth), eq(e.id, examId), eq(e.status, 1))),
      START_BURST,
    ),
    memberClasses(db, auth),
  ]);
  if (!exam) throw notFound('考试不存在');
  if (!inAudience(exam, auth.userId, classes)) throw forbidden('你不在本场考试的考生名单中');
  return { exam, classes };
}

/** The students (identity 1, live) of an exam's audience with the class they are counted in. */
export async function audienceOf(
  db: Db,
  tenantId: string,
  exam: Pick<ExamRow, 'departIds' | 'userIds'>,
): Promise<{ userId: string; username: string; realname: string | null; deptId: string | null }[]> {
  const departIds = splitIds(exam.departIds);
  const userIds = splitIds(exam.userIds);
  const out = new Map<
    string,
    { userId: string; username: string; realname: string | null; deptId: string | null }
  >();
  const live = and(liveScope(sysUser, tenantId), eq(sysUser.userIdentity, 1));
  if (departIds.length) {
    const rows = await db
      .select({
        userId: sysUser.id,
        username: sysUser.username,
        realname: sysUser.realname,
        deptId: sysUserDepart.departId,
      })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .where(and(live, inArray(sysUserDepart.departId, departIds)))
      .orderBy(sysUser.username);
    for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, r);
  }
  if (userIds.length) {
    const rows = await db
      .select({ userId: sysUser.id, username: sysUser.username, realname: sysUser.realname })
      .from(sysUser)
      .where(and(live, inArray(sysUser.id, userIds)))
      .orderBy(sysUser.username);
    for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, { ...r, deptId: null });
  }
  return [...out.values()].sort((a, b) => a.username.localeCompare(b.username));
}
