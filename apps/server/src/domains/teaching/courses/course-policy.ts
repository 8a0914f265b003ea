import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { type ClassRef, managedClasses, memberClasses, schoolsAbove } from '../teaching-scope.ts';
import { teachingCourse as c } from './course-tables.ts';

/** What a caller may do with courses, worked out once per request. */
export interface CourseScope {
  auth: AuthContext;
  admin: boolean;
  /** Classes the caller manages (the only ones a teacher may authorise courses to). */
  managed: ClassRef[];
  /** Department ids whose licence shows a course to the caller: their schools and classes. */
  licenceIds: string[];
  /** Org codes of every school above the caller's classes: courses made there are visible. */
  schoolCodes: string[];
  /** Org codes of the caller's own schools (the nearest above each class): courses they may edit. */
  homeCodes: string[];
}

/** Admins see every course of the tenant; teachers (identity 2) their schools' ones; nobody else any. */
export async function courseScope(db: Db, auth: AuthContext): Promise<CourseScope> {
  const admin = isAdmin(auth);
  if (!admin && auth.userIdentity !== 2) throw forbidden('只有老师和管理员可以管理课程');
  const managed = await managedClasses(db, auth);
  if (admin) return { auth, admin, managed, licenceIds: [], schoolCodes: [], homeCodes: [] };
  const members = await memberClasses(db, auth);
  const classes = [...new Map([...managed, ...members].map((k) => [k.id, k])).values()];
  const schoolIds = await schoolsAbove(db, auth, classes);
  const schools = schoolIds.length
    ? await db
        .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
        .from(sysDepart)
        .where(and(tenantScope(sysDepart, auth), inArray(sysDepart.id, schoolIds)))
    : [];
  const homeCodes = new Set<string>();
  for (const k of classes) {
    const nearest = schools
      .filter((s) => k.orgCode.startsWith(s.orgCode))
      .sort((a, b) => b.orgCode.length - a.orgCode.length)[0];
    if (nearest) homeCodes.add(nearest.orgCode);
  }
  return {
    auth,
    admin,
    managed,
    licenceIds: [...schoolIds, ...classes.map((k) => k.id)],
    schoolCodes: schools.map((s) => s.orgCode),
    homeCodes: [...homeCodes].sort(),
  };
}

/** True when the comma list column holds `id` as a whole item. */
export const listHas = (column: SQL | typeof c.departIds, id: string): SQL =>
  sql`position(${`,${id},`} in (',' || coalesce(${column}, '') || ',')) > 0`;

/** Live courses of the caller's tenant that the scope may see. */
export function visibleCourses(scope: CourseScope): SQL {
  const base = and(tenantScope(c, scope.auth), eq(c.delFlag, 0)) as SQL;
  if (scope.admin) return base;
  const licensed = [
    eq(c.isShared, 1),
    ...scope.licenceIds.map((id) => listHas(c.departIds, id)),
    ...(scope.schoolCodes.length ? [inArray(c.sysOrgCode, scope.schoolCodes)] : []),
  ];
  return and(base, or(...licensed)) as SQL;
}

/** Admins edit any course; a teacher only the courses made by their own school. */
export function mayEditCourse(scope: CourseScope, course: { sysOrgCode: string | null }): boolean {
  return scope.admin || (!!course.sysOrgCode && scope.homeCodes.includes(course.sysOrgCode));
}

/** The school a teacher's new course belongs to (their first own school); null for admins. */
export function ownerCodeForNew(scope: CourseScope): string | null {
  if (scope.admin) return null;
  const code = scope.homeCodes[0];
  if (!code) throw forbidden('您还没有所属学校，不能新建课程');
  return code;
}

export const mayManageClass = (scope: CourseScope, classId: string) =>
  scope.managed.some((k) => k.id === classId);
