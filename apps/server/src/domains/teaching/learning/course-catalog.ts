import type { HomeCourse, MyCourse } from '@ck/shared';
import { and, asc, count, eq, gt, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { tenantOf, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { departNames } from '../../identity/index.ts';
import { teachingCourse, teachingCourseUnit } from '../courses/course-tables.ts';
import { unitCounts } from '../courses/course-view.ts';
import { readableCourse } from '../courses/readable-courses.ts';
import { learningCourses } from './learning-policy.ts';
import { teachingUnitProgress } from './learning-tables.ts';
import { courseCard, percent } from './learning-view.ts';

/** Live units the user has viewed, per course. */
async function viewedCounts(db: Db, auth: AuthContext, courseIds: string[]): Promise<Map<string, number>> {
  if (!courseIds.length) return new Map();
  const p = teachingUnitProgress;
  const rows = await db
    .select({ courseId: p.courseId, n: count() })
    .from(p)
    .innerJoin(teachingCourseUnit, eq(teachingCourseUnit.id, p.unitId))
    .where(
      and(
        tenantScope(p, auth),
        eq(p.userId, auth.userId),
        inArray(p.courseId, courseIds),
        gt(p.viewCount, 0),
        eq(teachingCourseUnit.delFlag, 0),
      ),
    )
    .groupBy(p.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

const splitIds = (text: string | null) => (text ?? '').split(',').filter(Boolean);

/**
 * The signed-in user's courses: those linked to a class they belong to (or manage, for teachers) and
 * open now, and those granted to them. The course's open time is the earliest of its links and grant;
 * null when a link has none.
 */
export async function myCourses(db: Db, auth: AuthContext, now = new Date()): Promise<MyCourse[]> {
  const openTimes = await learningCourses(db, auth, now);
  if (!openTimes.size) return [];
  const courses = await db
    .select()
    .from(teachingCourse)
    .where(and(readableCourse(auth.tenantId), inArray(teachingCourse.id, [...openTimes.keys()])))
    .orderBy(asc(teachingCourse.orderNum), asc(teachingCourse.createTime));
  const ids = courses.map((c) => c.id);
  const [units, viewed, names] = await Promise.all([
    unitCounts(db, auth.tenantId, ids),
    viewedCounts(db, auth, ids),
    departNames(db, auth, [...new Set(courses.flatMap((c) => splitIds(c.departIds)))]),
  ]);
  return courses.map((c) => {
    const unitCount = units.get(c.id) ?? 0;
    const doneUnits = Math.min(viewed.get(c.id) ?? 0, unitCount);
    const departIds = splitIds(c.departIds);
    return {
      ...courseCard(c, unitCount),
      courseMap: c.courseMap,
      isShared: c.isShared,
      showHome: c.showHome,
      classificationId: c.classificationId,
      departIds: departIds.join(','),
      departIds_dictText: departIds.map((id) => names.get(id) ?? '').join(','),
      sysOrgCode: c.sysOrgCode,
      licensed: c.tenantId !== auth.tenantId,
      createBy: c.createBy,
      createTime: formatDateTime(c.createTime),
      updateTime: formatDateTime(c.updateTime),
      openTime: formatDateTime(openTimes.get(c.id)),
      doneUnits,
      progress: percent(doneUnits, unitCount),
    };
  });
}

export interface HomeCourseFilter {
  pageNo: number;
  pageSize: number;
  courseName?: string;
  courseType?: number;
  courseCategory?: number;
}

/** The public course gallery: courses marked "show on home" of the caller's (or the default) tenant. */
export async function homeCourses(
  db: Db,
  auth: AuthContext | null,
  q: HomeCourseFilter,
): Promise<{ records: HomeCourse[]; total: number }> {
  const tenantId = tenantOf(auth);
  const c = teachingCourse;
  const filters: (SQL | undefined)[] = [tenantScope(c, tenantId), eq(c.delFlag, 0), eq(c.showHome, 1)];
  const name = q.courseName?.trim();
  if (name) filters.push(like(c.courseName, likePattern(name)));
  if (q.courseType !== undefined) filters.push(eq(c.courseType, q.courseType));
  if (q.courseCategory !== undefined) filters.push(eq(c.courseCategory, q.courseCategory));
  const where = and(...filters);
  const { rows, total } = await tablePage(db, c, where, [asc(c.orderNum), asc(c.createTime), asc(c.id)], q);
  const units = await unitCounts(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return { records: rows.map((r) => courseCard(r, units.get(r.id) ?? 0)), total };
}
