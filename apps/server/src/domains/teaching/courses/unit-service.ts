import type { unitAddBody, unitEditBatchBody, unitEditBody, unitListQuery } from '@ck/shared';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { assertMayEditCourse, type CourseScope, visibleCourses } from './course-policy.ts';
import type { CourseService } from './course-service.ts';
import { teachingCourse, teachingCourseUnit as u } from './course-tables.ts';
import { type UnitRow, unitJson } from './course-view.ts';
import { cleanContent, videoProblem } from './unit-rules.ts';

export type UnitInput = z.output<typeof unitAddBody>;
export type UnitChanges = z.output<typeof unitEditBody>;
export type UnitListQuery = z.output<typeof unitListQuery>;
export type UnitBatch = z.output<typeof unitEditBatchBody>;

export const MAX_UNIT_EXPORT = 10_000;

/** Units of the courses a caller sees; only those who may edit a course write its units. */
/** Units the tenant reads: its own and those of the platform's courses licensed to it. */
const readable = (scope: CourseScope) => ownOrLicensed(u, u.courseId, scope.auth.tenantId, 'course');

export class UnitService {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseService,
  ) {}

  private async where(scope: CourseScope, q: Partial<UnitListQuery>): Promise<SQL> {
    const filters: (SQL | undefined)[] = [readable(scope), eq(u.delFlag, 0)];
    if (q.courseId) {
      await this.courses.find(scope, q.courseId);
      filters.push(eq(u.courseId, q.courseId));
    } else {
      const visible = this.db
        .select({ id: teachingCourse.id })
        .from(teachingCourse)
        .where(visibleCourses(scope));
      filters.push(inArray(u.courseId, visible));
    }
    if (q.unitName?.trim()) filters.push(ilike(u.unitName, likePattern(q.unitName.trim())));
    return and(...filters) as SQL;
  }

  private async page(where: SQL, limit: number, offset: number) {
    const rows = await this.db
      .select({ unit: u, courseName: teachingCourse.courseName })
      .from(u)
      .innerJoin(teachingCourse, eq(teachingCourse.id, u.courseId))
      .where(where)
      .orderBy(asc(u.courseId), asc(u.orderNum), asc(u.createTime), asc(u.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => unitJson(r.unit, r.courseName));
  }

  async list(auth: AuthContext, q: UnitListQuery) {
    const scope = await this.courses.scope(auth);
    const where = await this.where(scope, q);
    const [records, [{ n }]] = await Promise.all([
      this.page(where, q.pageSize, (q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(u).where(where),
    ]);
    return { records, total: Number(n) };
  }

  async exportRecords(auth: AuthContext, q: Partial<UnitListQuery>) {
    const scope = await this.courses.scope(auth);
    return this.page(await this.where(scope, q), MAX_UNIT_EXPORT, 0);
  }

  /** A live unit of the tenant whose course the caller sees, or 404. */
  private async find(scope: CourseScope, id: string, db: Db = this.db): Promise<UnitRow> {
    const [row] = await db
      .select()
      .from(u)
      .where(and(readable(scope), eq(u.delFlag, 0), eq(u.id, id)))
      .limit(1);
    if (!row) throw notFound('单元不存在');
    await this.courses.find(scope, row.courseId, db).catch(() => {
      throw notFound('单元不存在');
    });
    return row;
  }

  async detail(auth: AuthContext, id: string) {
    const scope = await this.courses.scope(auth);
    const row = await this.find(scope, id);
    const course = await this.courses.find(scope, row.courseId);
    return unitJson(row, course.courseName);
  }

  /** The course a new unit goes to: 400 when it does not exist for the caller, 403 when not theirs. */
  async targetCourse(scope: CourseScope, courseId: string) {
    try {
      return await this.courses.findEditable(scope, courseId);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) throw badRequest('所属课程不存在');
      throw err;
    }
  }

  rowOf(scope: CourseScope, input: UnitInput, now = new Date()) {
    return {
      ...input,
      id: uuidv7(),
      tenantId: scope.auth.tenantId,
      mediaContent: cleanContent(input.mediaContent),
      createBy: scope.auth.username,
      createTime: now,
    };
  }

  /** 400 unless the homework's judge problem is a problem of the caller's tenant. */
  private async checkJudgeProblem(auth: AuthContext, problemId: string | null | undefined) {
    if (!problemId) return;
    const [found] = await this.db
      .select({ id: judgeProblem.id })
      .from(judgeProblem)
      .where(and(tenantScope(judgeProblem, auth), eq(judgeProblem.id, problemId)))
      .limit(1);
    if (!found) throw badRequest('判题题目不存在');
  }

  async add(auth: AuthContext, input: UnitInput) {
    const scope = await this.courses.scope(auth);
    await this.targetCourse(scope, input.courseId);
    const problem = videoProblem(input.courseVideoSource, input.courseVideo);
    if (problem) throw badRequest(problem);
    await this.checkJudgeProblem(auth, input.courseWorkProblemId);
    const row = this.rowOf(scope, input);
    await this.db.insert(u).values(row);
    return row.id;
  }

  async edit(auth: AuthContext, changes: UnitChanges) {
    const scope = await this.courses.scope(auth);
    const { id, ...fields } = changes;
    const row = await this.find(scope, id);
    await this.courses.findEditable(scope, row.courseId);
    const problem = videoProblem(
      fields.courseVideoSource ?? row.courseVideoSource,
      fields.courseVideo !== undefined ? fields.courseVideo : row.courseVideo,
    );
    if (problem) throw badRequest(problem);
    await this.checkJudgeProblem(auth, fields.courseWorkProblemId);
    const { mediaContent, ...rest } = fields;
    await this.db
      .update(u)
      .set({
        ...rest,
        ...(mediaContent !== undefined ? { mediaContent: cleanContent(mediaContent) } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(u, auth), eq(u.id, row.id)));
  }

  /** Units of `ids` whose courses the caller may edit, all of them or 404 / 403. */
  private async editableUnits(scope: CourseScope, ids: string[], db: Db) {
    const rows = await db
      .select({ id: u.id, courseId: u.courseId })
      .from(u)
      .where(and(liveScope(u, scope.auth), inArray(u.id, ids)));
    if (rows.length !== new Set(ids).size) throw notFound('单元不存在');
    for (const courseId of new Set(rows.map((r) => r.courseId))) {
      const course = await this.courses.find(scope, courseId, db).catch(() => {
        throw notFound('单元不存在');
      });
      assertMayEditCourse(scope, course);
    }
    return rows;
  }

  async remove(auth: AuthContext, ids: string[]) {
    const scope = await this.courses.scope(auth);
    await this.db.transaction(async (tx) => {
      await this.editableUnits(scope, ids, tx);
      await tx
        .update(u)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
        .where(and(tenantScope(u, auth), inArray(u.id, ids)));
    });
  }

  /** Order and map positions of many units at once, all or nothing. */
  async editBatch(auth: AuthContext, items: UnitBatch) {
    const ids = items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) throw badRequest('单元列表中有重复的单元');
    const scope = await this.courses.scope(auth);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await this.editableUnits(scope, ids, tx);
      for (const { id, ...changes } of items) {
        await tx
          .update(u)
          .set({ ...changes, updateBy: auth.username, updateTime: now })
          .where(and(tenantScope(u, auth), eq(u.id, id)));
      }
    });
  }
}
