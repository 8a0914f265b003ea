import type {
  additionalWorkAddBody,
  additionalWorkEditBody,
  additionalWorkListQuery,
  additionalWorkPublishBody,
} from '@ck/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import {
  assertClasses,
  assertMayEdit,
  type HomeworkScope,
  homeworkScope,
  setForAnyOf,
  statusProblem,
  visibleHomework,
  windowProblem,
} from './homework-policy.ts';
import { teachingAdditionalWork as w } from './homework-tables.ts';
import { type HomeworkRow, handedInCount, homeworkJson } from './homework-view.ts';

export type HomeworkInput = z.output<typeof additionalWorkAddBody>;
type HomeworkChanges = z.output<typeof additionalWorkEditBody>;
type HomeworkListQuery = z.output<typeof additionalWorkListQuery>;
type PublishInput = z.output<typeof additionalWorkPublishBody>;

export const MAX_HOMEWORK_EXPORT = 10_000;

/** Description as stored: plain text stays text, HTML is sanitised; null when nothing is left. */
const cleanDesc = (desc: string | null | undefined) => sanitizeRichText(desc) || null;

/** Extra homework (额外作业) in the back office. */
export class HomeworkService {
  constructor(private readonly ctx: AppContext) {}

  scope(auth: AuthContext) {
    return homeworkScope(this.ctx.db, auth);
  }

  private where(scope: HomeworkScope, q: Partial<HomeworkListQuery>): SQL {
    const filters: SQL[] = [visibleHomework(scope)];
    if (q.workName?.trim()) filters.push(ilike(w.workName, likePattern(q.workName.trim())));
    if (q.codeType !== undefined) filters.push(eq(w.codeType, q.codeType));
    if (q.status !== undefined) filters.push(eq(w.status, q.status));
    if (q.departId) filters.push(setForAnyOf([q.departId]));
    return and(...filters) as SQL;
  }

  private async rows(where: SQL, limit: number, offset: number) {
    return this.ctx.db
      .select()
      .from(w)
      .where(where)
      .orderBy(desc(w.createTime), desc(w.id))
      .limit(limit)
      .offset(offset);
  }

  async list(auth: AuthContext, q: HomeworkListQuery) {
    const scope = await this.scope(auth);
    const where = this.where(scope, q);
    const [rows, [{ n }]] = await Promise.all([
      this.rows(where, q.pageSize, (q.pageNo - 1) * q.pageSize),
      this.ctx.db.select({ n: count() }).from(w).where(where),
    ]);
    return { records: await homeworkJson(this.ctx, auth.tenantId, rows), total: Number(n) };
  }

  async exportRecords(auth: AuthContext, q: Partial<HomeworkListQuery>) {
    const scope = await this.scope(auth);
    const rows = await this.rows(this.where(scope, q), MAX_HOMEWORK_EXPORT, 0);
    return homeworkJson(this.ctx, auth.tenantId, rows);
  }

  /** A homework the caller sees, or 404. */
  private async find(scope: HomeworkScope, id: string): Promise<HomeworkRow> {
    const [row] = await this.ctx.db
      .select()
      .from(w)
      .where(and(visibleHomework(scope), eq(w.id, id)));
    if (!row) throw notFound('额外作业不存在');
    return row;
  }

  async detail(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const [json] = await homeworkJson(this.ctx, auth.tenantId, [await this.find(scope, id)]);
    return json;
  }

  /** Why a judge problem id is refused, or null: it must be a live problem of the tenant. */
  async problemProblem(auth: AuthContext, problemId: string | null): Promise<string | null> {
    if (!problemId) return null;
    const [p] = await this.ctx.db
      .select({ id: judgeProblem.id })
      .from(judgeProblem)
      .where(and(liveScope(judgeProblem, auth), eq(judgeProblem.id, problemId)));
    return p ? null : '判题题目不存在';
  }

  /** The row of a new homework (checked by the caller). */
  rowOf(scope: HomeworkScope, input: HomeworkInput, now = new Date()) {
    return {
      ...input,
      id: uuidv7(),
      tenantId: scope.auth.tenantId,
      workDesc: cleanDesc(input.workDesc),
      workDept: input.workDept.join(','),
      sysOrgCode: scope.auth.orgCode,
      createBy: scope.auth.username,
      createTime: now,
    };
  }

  /** Rule checks of a new homework besides the classes: window, status, judge problem. */
  async inputProblem(auth: AuthContext, input: HomeworkInput): Promise<string | null> {
    if (input.status === 2) return '新建的额外作业不能是已关闭状态';
    return (
      windowProblem(input.startTime, input.endTime) ?? (await this.problemProblem(auth, input.problemId))
    );
  }

  async add(auth: AuthContext, input: HomeworkInput) {
    const scope = await this.scope(auth);
    assertClasses(scope, input.workDept);
    const problem = await this.inputProblem(auth, input);
    if (problem) throw badRequest(problem);
    const row = this.rowOf(scope, input);
    await this.ctx.db.insert(w).values(row);
    return row.id;
  }

  async edit(auth: AuthContext, changes: HomeworkChanges) {
    const scope = await this.scope(auth);
    const { id, workDept, workDesc, ...fields } = changes;
    const row = await this.find(scope, id);
    assertMayEdit(scope, row);
    if (workDept) assertClasses(scope, workDept);
    const start = fields.startTime !== undefined ? fields.startTime : row.startTime;
    const end = fields.endTime !== undefined ? fields.endTime : row.endTime;
    const problem =
      windowProblem(start, end) ??
      (fields.status !== undefined
        ? statusProblem(row.status, fields.status, await handedInCount(this.ctx.db, auth.tenantId, row.id))
        : null) ??
      (fields.problemId !== undefined ? await this.problemProblem(auth, fields.problemId) : null);
    if (problem) throw badRequest(problem);
    await this.ctx.db
      .update(w)
      .set({
        ...fields,
        ...(workDept ? { workDept: workDept.join(',') } : {}),
        ...(workDesc !== undefined ? { workDesc: cleanDesc(workDesc) } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(w, auth), eq(w.id, row.id)));
  }

  /** Publish (or reopen) with 1, close with 2. */
  async publish(auth: AuthContext, input: PublishInput) {
    const scope = await this.scope(auth);
    const row = await this.find(scope, input.id);
    assertMayEdit(scope, row);
    const problem = statusProblem(row.status, input.status, 0);
    if (problem) throw badRequest(problem);
    if (input.status === 1 && !row.workDept) throw badRequest('请先选择班级再发布');
    await this.ctx.db
      .update(w)
      .set({ status: input.status, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(w, auth), eq(w.id, row.id)));
  }

  /** Refused once a work was handed in: the works and their grades belong to it. Soft delete otherwise. */
  async remove(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const row = await this.find(scope, id);
    assertMayEdit(scope, row);
    const handedIn = await handedInCount(this.ctx.db, auth.tenantId, row.id);
    if (handedIn)
      throw badRequest(`已有 ${handedIn} 名学生提交了这份作业，不能删除；如不再收作业，请将其关闭`);
    await this.ctx.db
      .update(w)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(w, auth), eq(w.id, row.id)));
  }
}
