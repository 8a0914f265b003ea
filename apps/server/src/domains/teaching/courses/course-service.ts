import type { courseAddBody, courseEditBody, courseListQuery } from '@ck/shared';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { classificationProblem, departsProblem } from './course-checks.ts';
import {
  assertMayEditCourse,
  type CourseScope,
  courseScope,
  ownerCodeForNew,
  visibleCourses,
} from './course-policy.ts';
import { teachingCourse as c, teachingCourseDept, teachingCourseUnit } from './course-tables.ts';
import { type CourseRow, coursesJson, splitIds } from './course-view.ts';

export type CourseInput = z.output<typeof courseAddBody>;
export type CourseChanges = z.output<typeof courseEditBody>;
export type CourseListQuery = z.output<typeof courseListQuery>;

export const LICENCE_ADMIN_ONLY = '只有管理员可以设置课程授权的学校和共享';
export const MAX_EXPORT_ROWS = 10_000;

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The back office's courses: what the caller sees, adds, changes and removes. */
export class CourseService {
  constructor(private readonly db: Db) {}

  scope(auth: AuthContext) {
    return courseScope(this.db, auth);
  }

  private filters(scope: CourseScope, q: Partial<CourseListQuery>): SQL {
    const where: (SQL | undefined)[] = [visibleCourses(scope)];
    if (q.courseName?.trim()) where.push(ilike(c.courseName, likePattern(q.courseName.trim())));
    if (q.courseType !== undefined) where.push(eq(c.courseType, q.courseType));
    if (q.courseCategory !== undefined) where.push(eq(c.courseCategory, q.courseCategory));
    if (q.classificationId) where.push(eq(c.classificationId, q.classificationId));
    return and(...where) as SQL;
  }

  async list(auth: AuthContext, q: CourseListQuery) {
    const scope = await this.scope(auth);
    const where = this.filters(scope, q);
    const { rows, total } = await tablePage(
      this.db,
      c,
      where,
      [asc(c.orderNum), desc(c.createTime), desc(c.id)],
      q,
    );
    return { records: await coursesJson(this.db, auth.tenantId, rows), total };
  }

  async exportRecords(auth: AuthContext, q: Partial<CourseListQuery>) {
    const scope = await this.scope(auth);
    const rows = await this.db
      .select()
      .from(c)
      .where(this.filters(scope, q))
      .orderBy(asc(c.orderNum), desc(c.createTime), desc(c.id))
      .limit(MAX_EXPORT_ROWS);
    return coursesJson(this.db, auth.tenantId, rows);
  }

  /** Every course the caller sees (up to the export limit). */
  visibleRows(scope: CourseScope): Promise<CourseRow[]> {
    return this.db.select().from(c).where(visibleCourses(scope)).limit(MAX_EXPORT_ROWS);
  }

  /** A course the caller sees, or 404. */
  async find(scope: CourseScope, id: string, db: Db = this.db): Promise<CourseRow> {
    const [row] = await db
      .select()
      .from(c)
      .where(and(visibleCourses(scope), eq(c.id, id)))
      .limit(1);
    if (!row) throw notFound('课程不存在');
    return row;
  }

  /** A course the caller may change: 404 when unseen, 403 when another school's. */
  async findEditable(scope: CourseScope, id: string, db: Db = this.db): Promise<CourseRow> {
    const row = await this.find(scope, id, db);
    assertMayEditCourse(scope, row);
    return row;
  }

  async detail(auth: AuthContext, id: string) {
    const row = await this.find(await this.scope(auth), id);
    const [json] = await coursesJson(this.db, auth.tenantId, [row]);
    return json;
  }

  /** Why a new course is refused for this caller, or null; the owner school comes from the scope. */
  async problemOfNew(scope: CourseScope, input: CourseInput, db: Db = this.db): Promise<string | null> {
    if (!scope.admin && (input.departIds.length || input.isShared)) return LICENCE_ADMIN_ONLY;
    return (
      (await classificationProblem(db, scope.auth.tenantId, input.classificationId)) ??
      (await departsProblem(db, scope.auth.tenantId, input.departIds))
    );
  }

  rowOf(scope: CourseScope, input: CourseInput, ownerCode: string | null, now = new Date()) {
    return {
      id: uuidv7(),
      tenantId: scope.auth.tenantId,
      ...input,
      departIds: input.departIds.join(',') || null,
      sysOrgCode: ownerCode,
      createBy: scope.auth.username,
      createTime: now,
    };
  }

  async add(auth: AuthContext, input: CourseInput) {
    const scope = await this.scope(auth);
    const owner = ownerCodeForNew(scope);
    const problem = await this.problemOfNew(scope, input);
    if (problem === LICENCE_ADMIN_ONLY) throw forbidden(problem);
    if (problem) throw badRequest(problem);
    const row = this.rowOf(scope, input, owner);
    await this.db.insert(c).values(row);
    return row.id;
  }

  async edit(auth: AuthContext, changes: CourseChanges) {
    const scope = await this.scope(auth);
    const { id, ...fields } = changes;
    const row = await this.findEditable(scope, id);
    if (!scope.admin) {
      const licenceChanged =
        (fields.departIds !== undefined && !sameIds(fields.departIds, splitIds(row.departIds))) ||
        (fields.isShared !== undefined && fields.isShared !== row.isShared);
      if (licenceChanged) throw forbidden(LICENCE_ADMIN_ONLY);
    }
    if (fields.classificationId !== undefined) {
      const problem = await classificationProblem(this.db, auth.tenantId, fields.classificationId);
      if (problem) throw badRequest(problem);
    }
    if (fields.departIds !== undefined) {
      const problem = await departsProblem(this.db, auth.tenantId, fields.departIds);
      if (problem) throw badRequest(problem);
    }
    const { departIds, ...rest } = fields;
    await this.db
      .update(c)
      .set({
        ...rest,
        ...(departIds !== undefined ? { departIds: departIds.join(',') || null } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(c, auth), eq(c.id, row.id)));
  }

  /** Soft-deletes courses with their units and class links, all or nothing. */
  async remove(auth: AuthContext, ids: string[]) {
    const scope = await this.scope(auth);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      for (const id of ids) await this.findEditable(scope, id, tx);
      const gone = { delFlag: 1, updateBy: auth.username, updateTime: now };
      await tx
        .update(c)
        .set(gone)
        .where(and(tenantScope(c, auth), inArray(c.id, ids)));
      await tx
        .update(teachingCourseUnit)
        .set(gone)
        .where(and(liveScope(teachingCourseUnit, auth), inArray(teachingCourseUnit.courseId, ids)));
      await tx
        .update(teachingCourseDept)
        .set(gone)
        .where(and(liveScope(teachingCourseDept, auth), inArray(teachingCourseDept.courseId, ids)));
    });
  }
}
