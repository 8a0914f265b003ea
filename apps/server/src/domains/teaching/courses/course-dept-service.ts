import type {
  CourseDept,
  courseDeptAddOrUpdateBody,
  courseDeptBody,
  courseDeptEditBody,
  courseDeptListQuery,
} from '@ck/shared';
import { and, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { type CourseScope, courseScope, mayManageClass, visibleCourses } from './course-policy.ts';
import { teachingCourseDept as l, teachingCourse } from './course-tables.ts';
import { readableCourse } from './readable-courses.ts';

type LinkBody = z.output<typeof courseDeptBody>;
type LinkEditBody = z.output<typeof courseDeptEditBody>;
type LinkSetBody = z.output<typeof courseDeptAddOrUpdateBody>;
type LinkListQuery = z.output<typeof courseDeptListQuery>;

const DUPLICATE = '该班级已授权此课程';

/** Courses authorised to classes: admins for any class of the tenant, teachers for the classes they manage. */
export class CourseDeptService {
  constructor(private readonly db: Db) {}

  private live(auth: AuthContext): SQL {
    return liveScope(l, auth) as SQL;
  }

  /** Links the scope may see: every one for admins, those of managed classes for teachers. */
  private scoped(scope: CourseScope): SQL {
    if (scope.admin) return this.live(scope.auth);
    const ids = scope.managed.map((k) => k.id);
    return and(this.live(scope.auth), ids.length ? inArray(l.deptId, ids) : eq(l.id, '')) as SQL;
  }

  async list(auth: AuthContext, q: LinkListQuery) {
    const scope = await courseScope(this.db, auth);
    const filters: SQL[] = [
      this.scoped(scope),
      eq(teachingCourse.delFlag, 0),
      // A withdrawn licence hides the class's links to that course; the links themselves stay.
      ownOrLicensed(teachingCourse, teachingCourse.id, auth.tenantId, 'course'),
      eq(sysDepart.delFlag, 0),
    ];
    if (q.deptId) filters.push(eq(l.deptId, q.deptId));
    if (q.courseId) filters.push(eq(l.courseId, q.courseId));
    const where = and(...filters);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({ link: l, deptName: sysDepart.departName, courseName: teachingCourse.courseName })
        .from(l)
        .innerJoin(teachingCourse, eq(teachingCourse.id, l.courseId))
        .innerJoin(sysDepart, eq(sysDepart.id, l.deptId))
        .where(where)
        .orderBy(desc(l.createTime), desc(l.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db
        .select({ n: count() })
        .from(l)
        .innerJoin(teachingCourse, eq(teachingCourse.id, l.courseId))
        .innerJoin(sysDepart, eq(sysDepart.id, l.deptId))
        .where(where),
    ]);
    const records: CourseDept[] = rows.map((r) => ({
      id: r.link.id,
      deptId: r.link.deptId,
      deptId_dictText: r.deptName,
      courseId: r.link.courseId,
      courseId_dictText: r.courseName,
      openTime: formatDateTime(r.link.openTime),
      createBy: r.link.createBy,
      createTime: formatDateTime(r.link.createTime),
    }));
    return { records, total: Number(n) };
  }

  /** A class of the tenant the caller may authorise courses to: 400 when not a class, 403 when not theirs. */
  private async checkClass(scope: CourseScope, deptId: string) {
    const [k] = await this.db
      .select({ orgCategory: sysDepart.orgCategory })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, scope.auth), eq(sysDepart.id, deptId)));
    if (k?.orgCategory !== '3') throw badRequest('所选班级不存在');
    if (!mayManageClass(scope, deptId)) throw forbidden('只能为自己管理的班级授权课程');
  }

  /** Courses of the tenant the caller sees: 400 when one does not exist, 403 when one is not licensed to them. */
  private async checkCourses(scope: CourseScope, courseIds: string[]) {
    if (!courseIds.length) return;
    const existing = await this.db
      .select({ id: teachingCourse.id })
      .from(teachingCourse)
      .where(and(readableCourse(scope.auth.tenantId), inArray(teachingCourse.id, courseIds)));
    if (existing.length !== courseIds.length) throw badRequest('所选课程不存在');
    const visible = await this.db
      .select({ id: teachingCourse.id })
      .from(teachingCourse)
      .where(and(visibleCourses(scope), inArray(teachingCourse.id, courseIds)));
    if (visible.length !== courseIds.length) throw forbidden('所选课程未授权给您所在的学校');
  }

  private async findLink(scope: CourseScope, id: string) {
    const [row] = await this.db
      .select()
      .from(l)
      .where(and(this.scoped(scope), eq(l.id, id)))
      .limit(1);
    if (!row) throw notFound('授权记录不存在');
    return row;
  }

  private async taken(auth: AuthContext, deptId: string, courseId: string, except?: string) {
    const [row] = await this.db
      .select({ id: l.id })
      .from(l)
      .where(
        and(
          this.live(auth),
          eq(l.deptId, deptId),
          eq(l.courseId, courseId),
          except ? not(eq(l.id, except)) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  async add(auth: AuthContext, body: LinkBody) {
    const scope = await courseScope(this.db, auth);
    await this.checkClass(scope, body.deptId);
    await this.checkCourses(scope, [body.courseId]);
    if (await this.taken(auth, body.deptId, body.courseId)) throw badRequest(DUPLICATE);
    const id = uuidv7();
    try {
      await this.db.insert(l).values({
        id,
        tenantId: auth.tenantId,
        deptId: body.deptId,
        courseId: body.courseId,
        openTime: body.openTime ?? new Date(),
        createBy: auth.username,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(DUPLICATE);
      throw err;
    }
    return id;
  }

  async edit(auth: AuthContext, body: LinkEditBody) {
    const scope = await courseScope(this.db, auth);
    const row = await this.findLink(scope, body.id);
    await this.checkClass(scope, body.deptId);
    await this.checkCourses(scope, [body.courseId]);
    if (await this.taken(auth, body.deptId, body.courseId, row.id)) throw badRequest(DUPLICATE);
    try {
      await this.db
        .update(l)
        .set({
          deptId: body.deptId,
          courseId: body.courseId,
          openTime: body.openTime ?? row.openTime ?? new Date(),
          updateBy: auth.username,
          updateTime: new Date(),
        })
        .where(and(this.live(auth), eq(l.id, row.id)));
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(DUPLICATE);
      throw err;
    }
  }

  async remove(auth: AuthContext, id: string) {
    const scope = await courseScope(this.db, auth);
    const row = await this.findLink(scope, id);
    await this.db
      .update(l)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(l.id, row.id)));
  }

  /**
   * Sets the full course set of a class: adds the missing courses (opening at `openTime`, now when
   * empty), withdraws the others, and moves the open time of kept ones only when `openTime` is given.
   */
  async setCourses(auth: AuthContext, body: LinkSetBody) {
    const scope = await courseScope(this.db, auth);
    const courseIds = [...new Set(body.courseIdList.map((s) => s.trim()).filter(Boolean))];
    await this.checkClass(scope, body.deptId);
    await this.checkCourses(scope, courseIds);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const current = await tx
        .select({ id: l.id, courseId: l.courseId })
        .from(l)
        .where(and(this.live(auth), eq(l.deptId, body.deptId)));
      const have = new Set(current.map((r) => r.courseId));
      const withdrawn = current.filter((r) => !courseIds.includes(r.courseId)).map((r) => r.id);
      const kept = current.filter((r) => courseIds.includes(r.courseId)).map((r) => r.id);
      if (withdrawn.length)
        await tx
          .update(l)
          .set({ delFlag: 1, updateBy: auth.username, updateTime: now })
          .where(and(this.live(auth), inArray(l.id, withdrawn)));
      if (kept.length && body.openTime)
        await tx
          .update(l)
          .set({ openTime: body.openTime, updateBy: auth.username, updateTime: now })
          .where(and(this.live(auth), inArray(l.id, kept)));
      const added = courseIds.filter((id) => !have.has(id));
      if (added.length)
        await tx.insert(l).values(
          added.map((courseId) => ({
            id: uuidv7(),
            tenantId: auth.tenantId,
            deptId: body.deptId,
            courseId,
            openTime: body.openTime ?? now,
            createBy: auth.username,
            createTime: now,
          })),
        );
    });
  }
}
