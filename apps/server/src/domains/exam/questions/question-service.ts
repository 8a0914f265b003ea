import type { Question, QuestionAddBody, QuestionEditBody, QuestionListQuery } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { classificationSubtree } from '../classification/classification-tree.ts';
import { teachingPaper, teachingPaperQuestion } from '../papers/paper-tables.ts';
import { classificationExists } from './question-classifications.ts';
import {
  assertMayChange,
  ownerDept,
  type QuestionScope,
  questionScope,
  visibleQuestions,
} from './question-policy.ts';
import { checkQuestion, type RuleOutcome } from './question-rules.ts';
import { teachingQuestion as q } from './question-tables.ts';
import { type QuestionRow, questionJson } from './question-view.ts';

export const MAX_QUESTION_EXPORT = 10_000;

/** Which references of a question to look up besides the pure rules. */
interface RefChecks {
  problem: boolean;
  classification: boolean;
}

const splitIds = (text: string | undefined) =>
  [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);

/** The question bank (题库) in the back office. */
export class QuestionService {
  constructor(private readonly ctx: AppContext) {}

  get db() {
    return this.ctx.db;
  }

  scope(auth: AuthContext) {
    return questionScope(this.ctx.db, auth);
  }

  private async where(scope: QuestionScope, f: Partial<QuestionListQuery>): Promise<SQL> {
    const filters: SQL[] = [visibleQuestions(scope)];
    if (f.classificationId)
      filters.push(
        inArray(
          q.classificationId,
          await classificationSubtree(this.ctx.db, scope.auth.tenantId, f.classificationId),
        ),
      );
    if (f.questionType !== undefined) filters.push(eq(q.questionType, f.questionType));
    if (f.difficulty !== undefined) filters.push(eq(q.difficulty, f.difficulty));
    if (f.status !== undefined) filters.push(eq(q.status, f.status));
    if (f.tag) filters.push(sql`${q.tags} @> ${JSON.stringify([f.tag])}::jsonb`);
    if (f.keyword)
      filters.push(
        // The grams narrow the rows through their index; ILIKE keeps the exact "contains" meaning.
        sql`ck_text_grams(${q.questionContent}) @> ck_keyword_grams(${f.keyword})`,
        ilike(q.questionContent, likePattern(f.keyword)),
      );
    const excluded = splitIds(f.excludeIds);
    if (excluded.length) filters.push(notInArray(q.id, excluded));
    return and(...filters) as SQL;
  }

  private rows(where: SQL, limit: number, offset: number) {
    return this.ctx.db
      .select()
      .from(q)
      .where(where)
      .orderBy(desc(q.createTime), desc(q.id))
      .limit(limit)
      .offset(offset);
  }

  json(auth: AuthContext, rows: QuestionRow[]) {
    return questionJson(this.ctx.db, auth.tenantId, rows);
  }

  async list(auth: AuthContext, f: QuestionListQuery) {
    const where = await this.where(await this.scope(auth), f);
    const [rows, [{ n }]] = await Promise.all([
      this.rows(where, f.pageSize, (f.pageNo - 1) * f.pageSize),
      this.ctx.db.select({ n: count() }).from(q).where(where),
    ]);
    return { records: await this.json(auth, rows), total: Number(n) };
  }

  async exportRecords(auth: AuthContext, f: Partial<QuestionListQuery>) {
    const rows = await this.rows(await this.where(await this.scope(auth), f), MAX_QUESTION_EXPORT, 0);
    return this.json(auth, rows);
  }

  /** Visible questions by id, every one of them, or 404. */
  private async findAll(scope: QuestionScope, ids: string[]): Promise<QuestionRow[]> {
    const rows = ids.length
      ? await this.ctx.db
          .select()
          .from(q)
          .where(and(visibleQuestions(scope), inArray(q.id, ids)))
      : [];
    if (rows.length !== new Set(ids).size) throw notFound('题目不存在或已被删除');
    return rows;
  }

  private async find(scope: QuestionScope, id: string) {
    const [row] = await this.findAll(scope, [id]);
    return row;
  }

  async detail(auth: AuthContext, id: string): Promise<Question> {
    const [json] = await this.json(auth, [await this.find(await this.scope(auth), id)]);
    return json;
  }

  /** The ids among these that name no live judge problem of the tenant. */
  async missingProblems(auth: AuthContext, ids: string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Set();
    const rows = await this.ctx.db
      .select({ id: judgeProblem.id })
      .from(judgeProblem)
      .where(and(liveScope(judgeProblem, auth), inArray(judgeProblem.id, wanted)));
    const found = new Set(rows.map((r) => r.id));
    return new Set(wanted.filter((id) => !found.has(id)));
  }

  /** The per-type rules, then the judge problem and the classification it names when asked to. */
  async checked<T extends QuestionAddBody>(
    auth: AuthContext,
    input: T,
    refs: RefChecks,
  ): Promise<RuleOutcome<T>> {
    const outcome = checkQuestion(input);
    if (!outcome.ok) return outcome;
    const v = outcome.value;
    if (refs.problem && v.problemId && (await this.missingProblems(auth, [v.problemId])).size)
      return { ok: false, message: '判题题目不存在' };
    if (refs.classification && v.classificationId) {
      if (!(await classificationExists(this.ctx.db, auth.tenantId, v.classificationId)))
        return { ok: false, message: '题目分类不存在' };
    }
    return outcome;
  }

  /** The row of a new question, already checked. */
  rowOf(auth: AuthContext, deptId: string | null, input: QuestionAddBody, now = new Date()) {
    return {
      ...input,
      id: uuidv7(),
      tenantId: auth.tenantId,
      deptId,
      options: input.options ?? [],
      sysOrgCode: auth.orgCode,
      createBy: auth.username,
      createTime: now,
    };
  }

  async add(auth: AuthContext, input: QuestionAddBody): Promise<Question> {
    const deptId = ownerDept(await this.scope(auth));
    const outcome = await this.checked(auth, input, { problem: true, classification: true });
    if (!outcome.ok) throw badRequest(outcome.message);
    const row = this.rowOf(auth, deptId, outcome.value);
    await this.ctx.db.insert(q).values(row);
    return this.detail(auth, row.id);
  }

  /** Only the fields sent change; the whole question is checked again as it will be stored. */
  async edit(auth: AuthContext, changes: QuestionEditBody): Promise<Question> {
    const scope = await this.scope(auth);
    const row = await this.find(scope, changes.id);
    assertMayChange(scope, row);
    const { id, ...fields } = changes;
    const sent: Partial<QuestionAddBody> = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    );
    const merged: QuestionAddBody = {
      questionType: row.questionType,
      questionContent: row.questionContent,
      options: row.options,
      answer: row.answer,
      analysis: row.analysis,
      score: row.score,
      difficulty: row.difficulty,
      classificationId: row.classificationId,
      tags: row.tags,
      source: row.source,
      status: row.status,
      problemId: row.problemId,
      caseSensitive: row.caseSensitive,
      trimSpace: row.trimSpace,
      practiceEditor: row.practiceEditor,
      rubric: row.rubric,
      ...sent,
    };
    const outcome = await this.checked(auth, merged, {
      problem: 'problemId' in sent || 'questionType' in sent,
      classification: 'classificationId' in sent,
    });
    if (!outcome.ok) throw badRequest(outcome.message);
    await this.ctx.db
      .update(q)
      .set({
        ...outcome.value,
        options: outcome.value.options ?? [],
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(q, auth), eq(q.id, id)));
    return this.detail(auth, id);
  }

  /** A live paper holding any of the questions, by name, or null. */
  private async paperHolding(auth: AuthContext, ids: string[]) {
    const pq = teachingPaperQuestion;
    const [hit] = await this.ctx.db
      .select({ paperName: teachingPaper.paperName, questionId: pq.questionId })
      .from(pq)
      .innerJoin(teachingPaper, eq(teachingPaper.id, pq.paperId))
      .where(and(tenantScope(pq, auth), inArray(pq.questionId, ids), liveScope(teachingPaper, auth)))
      .limit(1);
    return hit ?? null;
  }

  /** Soft delete of one or more questions: all or none, refused while a live paper holds one of them. */
  async remove(auth: AuthContext, ids: string[]) {
    const scope = await this.scope(auth);
    const rows = await this.findAll(scope, ids);
    for (const row of rows) assertMayChange(scope, row);
    const held = await this.paperHolding(auth, ids);
    if (held) {
      const which = ids.length > 1 ? '所选题目中有题目' : '这道题目';
      throw badRequest(`${which}正被试卷“${held.paperName}”使用，不能删除；请先从试卷中移除`);
    }
    await this.ctx.db
      .update(q)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(q, auth), inArray(q.id, ids)));
  }

  /** A copy of a visible question owned by the caller's school (an admin's copy keeps the source's). */
  async copy(auth: AuthContext, id: string): Promise<Question> {
    const scope = await this.scope(auth);
    const source = await this.find(scope, id);
    const deptId = scope.admin ? source.deptId : ownerDept(scope);
    const { id: _id, updateBy: _ub, updateTime: _ut, delFlag: _d, ...fields } = source;
    const copyId = uuidv7();
    await this.ctx.db.insert(q).values({
      ...fields,
      id: copyId,
      deptId,
      originId: source.id,
      sysOrgCode: auth.orgCode,
      createBy: auth.username,
      createTime: new Date(),
    });
    return this.detail(auth, copyId);
  }

  /** Moves questions the caller may change to a classification (or out of any with null). */
  async batchMove(auth: AuthContext, ids: string[], classificationId: string | null) {
    const scope = await this.scope(auth);
    const unique = [...new Set(ids)];
    const rows = await this.findAll(scope, unique);
    for (const row of rows) assertMayChange(scope, row);
    if (classificationId && !(await classificationExists(this.ctx.db, auth.tenantId, classificationId)))
      throw badRequest('目标分类不存在');
    await this.ctx.db
      .update(q)
      .set({ classificationId, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(q, auth), inArray(q.id, unique)));
    return unique.length;
  }
}
