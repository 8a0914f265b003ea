import type { ZuhuInfo } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import {
  courseGrantsOf,
  managedClasses,
  memberClasses,
  openLinksOf,
  readableCourse,
  teachingCourse,
  teachingCourseDept,
} from '../../teaching/index.ts';
import { findTenant } from '../tenants/tenant-repository.ts';

/** The welcome card shows a handful of classes; an administrator of a large school is not listed in full. */
const MAX_CLASSES = 30;

/**
 * `zuhuinfo`: the caller's tenant and the classes they belong to (or manage), each with the courses
 * open to it now, in course order; and the courses given to the caller personally (bought in the shop).
 */
export async function zuhuInfoOf(db: Db, auth: AuthContext): Promise<ZuhuInfo> {
  const tenant = await findTenant(db, auth.tenantId);
  const [member, managed, grants] = await Promise.all([
    memberClasses(db, auth),
    managedClasses(db, auth),
    courseGrantsOf(db, auth),
  ]);
  const classes = [...new Map([...member, ...managed].map((c) => [c.id, c])).values()].slice(0, MAX_CLASSES);
  const links = classes.length
    ? await db
        .select({
          classId: teachingCourseDept.deptId,
          id: teachingCourse.id,
          courseName: teachingCourse.courseName,
          courseCover: teachingCourse.courseCover,
        })
        .from(teachingCourseDept)
        .innerJoin(teachingCourse, eq(teachingCourse.id, teachingCourseDept.courseId))
        .where(
          and(
            openLinksOf(
              auth,
              classes.map((c) => c.id),
            ),
            readableCourse(auth.tenantId),
            inArray(
              teachingCourseDept.deptId,
              classes.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(teachingCourse.orderNum), asc(teachingCourse.createTime))
    : [];
  const purchased = grants.length
    ? await db
        .select({
          id: teachingCourse.id,
          courseName: teachingCourse.courseName,
          courseCover: teachingCourse.courseCover,
        })
        .from(teachingCourse)
        .where(
          and(
            inArray(
              teachingCourse.id,
              grants.map((g) => g.courseId),
            ),
            readableCourse(auth.tenantId),
          ),
        )
        .orderBy(asc(teachingCourse.orderNum), asc(teachingCourse.createTime))
    : [];
  return {
    zuhuName: tenant.name,
    brandName: tenant.brandName,
    expireTime: formatDateTime(tenant.expireTime),
    list: classes.map((c) => ({
      classId: c.id,
      className: c.departName,
      // A course linked to the class twice (two open times) is listed once.
      courses: [
        ...new Map(
          links
            .filter((l) => l.classId === c.id)
            .map((l) => [l.id, { id: l.id, courseName: l.courseName, courseCover: l.courseCover }]),
        ).values(),
      ],
    })),
    purchased,
  };
}
