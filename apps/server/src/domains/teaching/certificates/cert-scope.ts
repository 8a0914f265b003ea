import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept } from '../tables.ts';
import { managedClasses, schoolsAbove } from '../teaching-scope.ts';

/**
 * Whose certificates a caller may issue, list and revoke: anybody of the tenant for admins, the
 * students of the classes a teacher manages, nobody else. `null` means every user of the tenant.
 */
export async function holdersInScope(db: Db, auth: AuthContext): Promise<string[] | null> {
  if (isAdmin(auth)) return null;
  const classes = await managedClasses(db, auth);
  if (!classes.length) return [];
  const rows = await db
    .selectDistinct({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(
      and(
        inArray(
          sysUserDepart.departId,
          classes.map((c) => c.id),
        ),
        tenantScope(sysUser, auth),
        eq(sysUser.delFlag, 0),
        // Teachers placed in a class are not its students.
        eq(sysUser.userIdentity, 1),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Live users of the caller's tenant among `ids`, with the name a certificate prints. */
export async function tenantUsers(db: Db, auth: AuthContext, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: sysUser.id, realname: sysUser.realname, username: sysUser.username })
    .from(sysUser)
    .where(and(tenantScope(sysUser, auth), eq(sysUser.delFlag, 0), inArray(sysUser.id, ids)));
}

/** Students of one class the caller manages; `null` when the class is not theirs. */
export async function studentsOfClass(db: Db, auth: AuthContext, classId: string) {
  const classes = await managedClasses(db, auth);
  if (!classes.some((c) => c.id === classId)) return null;
  return db
    .select({ id: sysUser.id, realname: sysUser.realname, username: sysUser.username })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(
      and(
        eq(sysUserDepart.departId, classId),
        tenantScope(sysUser, auth),
        eq(sysUser.delFlag, 0),
        eq(sysUser.userIdentity, 1),
      ),
    )
    .orderBy(sysUser.username);
}

/**
 * Courses a caller may name on a certificate: all of the tenant for admins; for teachers the shared
 * ones, those licensed to their school and those opened to their classes.
 */
export async function coursesInScope(db: Db, auth: AuthContext) {
  const live = and(tenantScope(teachingCourse, auth), eq(teachingCourse.delFlag, 0));
  const columns = { id: teachingCourse.id, name: teachingCourse.courseName };
  if (isAdmin(auth))
    return db.select(columns).from(teachingCourse).where(live).orderBy(teachingCourse.orderNum);
  const classes = await managedClasses(db, auth);
  if (!classes.length)
    return db
      .select(columns)
      .from(teachingCourse)
      .where(and(live, eq(teachingCourse.isShared, 1)));
  const schools = await schoolsAbove(db, auth, classes);
  const licensed = schools.map(
    (s) => sql`position(${`,${s},`} in (',' || coalesce(${teachingCourse.departIds}, '') || ',')) > 0`,
  );
  const opened = db
    .select({ courseId: teachingCourseDept.courseId })
    .from(teachingCourseDept)
    .where(
      and(
        tenantScope(teachingCourseDept, auth),
        eq(teachingCourseDept.delFlag, 0),
        inArray(
          teachingCourseDept.deptId,
          classes.map((c) => c.id),
        ),
      ),
    );
  return db
    .select(columns)
    .from(teachingCourse)
    .where(and(live, or(eq(teachingCourse.isShared, 1), inArray(teachingCourse.id, opened), ...licensed)))
    .orderBy(teachingCourse.orderNum);
}

/** The school a learner's certificate names: the first school above one of their classes. */
export async function schoolNameOf(db: Db, tenantId: string, userId: string): Promise<string | null> {
  const classes = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(
      and(
        eq(sysUserDepart.userId, userId),
        eq(sysDepart.tenantId, tenantId),
        eq(sysDepart.delFlag, 0),
        eq(sysDepart.orgCategory, '3'),
      ),
    )
    .orderBy(sysDepart.orgCode);
  if (!classes.length) return null;
  const schools = await db
    .select({ name: sysDepart.departName, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(
      and(
        eq(sysDepart.tenantId, tenantId),
        eq(sysDepart.delFlag, 0),
        inArray(sysDepart.orgCategory, ['1', '2']),
      ),
    );
  for (const c of classes) {
    // The nearest school: the longest org code that prefixes the class's.
    const above = schools
      .filter((s) => c.orgCode.startsWith(s.orgCode) && c.orgCode !== s.orgCode)
      .sort((a, b) => b.orgCode.length - a.orgCode.length);
    if (above[0]) return above[0].name;
  }
  return null;
}
