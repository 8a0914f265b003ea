import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { licensedToTenant, ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { schoolNames, studentsOfClasses } from '../classes/class-scope.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUser } from '../tables.ts';
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
      studentsOfClasses(
        auth,
        classes.map((c) => c.id),
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
    .where(and(liveScope(sysUser, auth), inArray(sysUser.id, ids)));
}

/**
 * Courses a caller may name on a certificate: all of the tenant for admins; for teachers the shared
 * ones, those licensed to their school, those opened to their classes and those granted to them.
 */
export async function coursesInScope(db: Db, auth: AuthContext) {
  const columns = { id: teachingCourse.id, name: teachingCourse.courseName };
  const alive = eq(teachingCourse.delFlag, 0);
  if (isAdmin(auth))
    return db
      .select(columns)
      .from(teachingCourse)
      .where(and(alive, ownOrLicensed(teachingCourse, teachingCourse.id, auth.tenantId, 'course')))
      .orderBy(teachingCourse.orderNum);
  // The platform's courses licensed to the tenant are everyone's there, like its shared ones.
  const licensedToUs = licensedToTenant(teachingCourse, teachingCourse.id, auth.tenantId, 'course');
  const live = and(alive, tenantScope(teachingCourse, auth));
  const grantedToMe = and(
    ownOrLicensed(teachingCourse, teachingCourse.id, auth.tenantId, 'course'),
    inArray(
      teachingCourse.id,
      db
        .select({ courseId: teachingCourseUser.courseId })
        .from(teachingCourseUser)
        .where(and(tenantScope(teachingCourseUser, auth), eq(teachingCourseUser.userId, auth.userId))),
    ),
  );
  const anyOf = (own: SQL | undefined) => or(own, licensedToUs ?? undefined, grantedToMe);
  const classes = await managedClasses(db, auth);
  if (!classes.length)
    return db
      .select(columns)
      .from(teachingCourse)
      .where(and(alive, anyOf(and(live, eq(teachingCourse.isShared, 1)))));
  const schools = await schoolsAbove(db, auth, classes);
  const licensed = schools.map(
    (s) => sql`position(${`,${s},`} in (',' || coalesce(${teachingCourse.departIds}, '') || ',')) > 0`,
  );
  const opened = db
    .select({ courseId: teachingCourseDept.courseId })
    .from(teachingCourseDept)
    .where(
      and(
        liveScope(teachingCourseDept, auth),
        inArray(
          teachingCourseDept.deptId,
          classes.map((c) => c.id),
        ),
      ),
    );
  return db
    .select(columns)
    .from(teachingCourse)
    .where(
      and(
        alive,
        anyOf(and(live, or(eq(teachingCourse.isShared, 1), inArray(teachingCourse.id, opened), ...licensed))),
      ),
    )
    .orderBy(teachingCourse.orderNum);
}

/** The school a learner's certificate names: the nearest school above their first class. */
export async function schoolNameOf(db: Db, tenantId: string, userId: string): Promise<string | null> {
  const classes = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(
      and(eq(sysUserDepart.userId, userId), liveScope(sysDepart, tenantId), eq(sysDepart.orgCategory, '3')),
    )
    .orderBy(sysDepart.orgCode);
  const names = await schoolNames(db, tenantId, classes);
  return classes.map((c) => names.get(c.id)).find(Boolean) ?? null;
}
