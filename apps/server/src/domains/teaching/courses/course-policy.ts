import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { licensedToTenant } from '../../../platform/tenancy/licensed.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { type ClassRef, managedClasses, memberClasses, schoolsAbove } from '../teaching-scope.ts';
import { teachingCourse as c } from './course-tables.ts';

/** What a caller may do with courses, worked out once per request. */
export interface CourseScope {
  auth: AuthContext;
  admin: boolean;
  /** Classes a teacher manages (the only ones they may authorise courses to); empty for admins, who need no list. */
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
  if (admin) return { auth, admin, managed: [], licenceIds: [], schoolCodes: [], homeCodes: [] };
  const managed = await managedClasses(db, auth);
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

/**
 * Live courses the scope may see: the tenant's own (all for admins, their schools' ones for teachers)
 * and the platform's courses licensed to the tenant (租户授权), which everyone of it sees read-only.
 */
export function visibleCourses(scope: CourseScope): SQL {
  const own = tenantScope(c, scope.auth);
  const ownVisible = scope.admin
    ? own
    : and(
        own,
        or(
          eq(c.isShared, 1),
          ...scope.licenceIds.map((id) => listHas(c.departIds, id)),
          ...(scope.schoolCodes.length ? [inArray(c.sysOrgCode, scope.schoolCodes)] : []),
        ),
      );
  const licensed = licensedToTenant(c, c.id, scope.auth.tenantId, 'course');
  return and(eq(c.delFlag, 0), licensed ? or(ownVisible, licensed) : ownVisible) as SQL;
}

/** Admins edit any course of their tenant; a teacher only the courses made by their own school. Licensed courses are read-only. */
export function mayEditCourse(
  scope: CourseScope,
  course: { tenantId: string; sysOrgCode: string | null },
): boolean {
  if (course.tenantId !== scope.auth.tenantId) return false;
  return scope.admin || (!!course.sysOrgCode && scope.homeCodes.includes(course.sysOrgCode));
}

export const LICENSED_READ_ONLY = '平台授权的课程只能使用，不能修改';

/** Throws 403 with the reason when the scope may not change the course. */
export function assertMayEditCourse(
  scope: CourseScope,
  course: { tenantId: string; sysOrgCode: string | null },
) {
  if (course.tenantId !== scope.auth.tenantId) throw forbidden(LICENSED_READ_ONLY);
  if (!mayEditCourse(scope, course)) throw forbidden('只能修改本校创建的课程');
}

/** The school a teacher's new course belongs to (their first own school); null for admins. */
export function ownerCodeForNew(scope: CourseScope): string | null {
  if (scope.admin) return null;
  const code = scope.homeCodes[0];
  if (!code) throw forbidden('您还没有所属学校，不能新建课程');
  return code;
}

export const mayManageClass = (scope: CourseScope, classId: string) =>
  scope.admin || scope.managed.some((k) => k.id === classId);
