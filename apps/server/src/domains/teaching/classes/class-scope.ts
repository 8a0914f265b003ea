import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept } from '../courses/course-tables.ts';
import { readableCourse } from '../courses/readable-courses.ts';
import { type ClassRef, managedClasses } from '../teaching-scope.ts';

export const NOT_MY_CLASS = '只能管理自己负责的班级';

/**
 * A class the caller manages. A class of the tenant the caller does not manage is a 403; an id that
 * is no class of the tenant (another tenant's included) is a 404.
 */
export async function managedClass(db: Db, auth: AuthContext, classId: string): Promise<ClassRef> {
  const mine = (await managedClasses(db, auth)).find((c) => c.id === classId);
  if (mine) return mine;
  const [exists] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, classId), liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '3')));
  if (!exists) throw notFound('班级不存在');
  throw forbidden(NOT_MY_CLASS);
}

/** The nearest school (orgCategory 1 or 2) above each class, by hierarchical org code. */
export async function schoolNames(
  db: Db,
  auth: AuthContext | string,
  classes: Pick<ClassRef, 'id' | 'orgCode'>[],
) {
  const prefixes = new Set<string>();
  for (const c of classes) for (let n = 3; n < c.orgCode.length; n += 3) prefixes.add(c.orgCode.slice(0, n));
  const out = new Map<string, string>();
  if (!prefixes.size) return out;
  const schools = await db
    .select({ orgCode: sysDepart.orgCode, departName: sysDepart.departName })
    .from(sysDepart)
    .where(
      and(
        liveScope(sysDepart, auth),
        inArray(sysDepart.orgCategory, ['1', '2']),
        inArray(sysDepart.orgCode, [...prefixes]),
      ),
    );
  for (const c of classes) {
    const best = schools
      .filter((s) => c.orgCode.startsWith(s.orgCode))
      .sort((a, b) => b.orgCode.length - a.orgCode.length)[0];
    if (best) out.set(c.id, best.departName);
  }
  return out;
}

/** Live student accounts (userIdentity 1) that are members of the classes. */
export function studentsOfClasses(auth: AuthContext, classIds: string[]) {
  return and(
    inArray(sysUserDepart.departId, classIds.length ? classIds : ['-']),
    liveScope(sysUser, auth),
    eq(sysUser.userIdentity, 1),
  );
}

export interface StudentRef {
  id: string;
  username: string;
  realname: string | null;
}

/** The students of one class, ordered by account name. */
export async function classStudents(db: Db, auth: AuthContext, classId: string): Promise<StudentRef[]> {
  return db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(studentsOfClasses(auth, [classId]))
    .orderBy(sysUser.username);
}

/** The live courses opened (or to be opened) to a class, with their open time. */
export async function coursesOfClass(db: Db, auth: AuthContext, classId: string) {
  return db
    .select({
      id: teachingCourse.id,
      courseName: teachingCourse.courseName,
      openTime: teachingCourseDept.openTime,
    })
    .from(teachingCourseDept)
    .innerJoin(teachingCourse, eq(teachingCourse.id, teachingCourseDept.courseId))
    .where(
      and(
        eq(teachingCourseDept.deptId, classId),
        liveScope(teachingCourseDept, auth),
        readableCourse(auth.tenantId),
      ),
    )
    .orderBy(teachingCourse.orderNum, teachingCourse.courseName);
}

/** Courses opened by now to any of the classes (a student's courses). */
export function openedTo(auth: AuthContext, classIds: string[], now = new Date()) {
  return and(
    inArray(teachingCourseDept.deptId, classIds.length ? classIds : ['-']),
    liveScope(teachingCourseDept, auth),
    or(isNull(teachingCourseDept.openTime), lte(teachingCourseDept.openTime, now)),
  );
}

/** `YYYY-MM-DD` (or `YYYY-MM`) of a timestamp column in China time, which has no daylight saving. */
export const chinaDay = (column: unknown, format: 'YYYY-MM-DD' | 'YYYY-MM' = 'YYYY-MM-DD') =>
  // The format is inlined (one of two constants) so the same expression can be selected and grouped by.
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', ${sql.raw(`'${format}'`)})`;
