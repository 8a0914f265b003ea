import type { PaperAddBody, PaperEditBody, PaperKey, PaperListQuery, StudentPaper } from '@ck/shared';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { classificationSubtree } from '../classification/classification-tree.ts';
import { teachingExam } from '../exams/exam-tables.ts';
import { studentQuestionOf } from '../questions/student-question.ts';
import {
  assertMayEdit,
  mayEditPaper,
  newPaperDept,
  type PaperScope,
  paperScope,
  visiblePapers,
} from './paper-policy.ts';
import { checkPaper, classificationProblem, passScoreCheck } from './paper-rules.ts';
import { insertSections, replaceSections, storedSections } from './paper-sections.ts';
import { teachingPaper as p } from './paper-tables.ts';
import { type PaperTableRow, paperDetailJson, paperJson } from './paper-view.ts';
import { studentPaperFor } from './student-paper.ts';

const COPY_SUFFIX = '（副本）';

/** "name（副本）", cut so it fits the 100 characters of a name. */
export const copyName = (name: string) => `${name.slice(0, 100 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/** Papers in the back office: list, read, write, preview, clone and delete. */
export class PaperService {
  constructor(private readonly ctx: AppContext) {}

  scope(auth: AuthContext) {
    return paperScope(this.ctx.db, auth);
  }

  /** A live paper the caller sees, or 404. */
  async find(scope: PaperScope, id: string): Promise<PaperTableRow> {
    const [row] = await this.ctx.db
      .select()
      .from(p)
      .where(and(visiblePapers(scope), eq(p.id, id)));
    if (!row) throw notFound('试卷不存在');
    return row;
  }

  async list(auth: AuthContext, q: PaperListQuery) {
    const scope = await this.scope(auth);
    const filters: SQL[] = [visiblePapers(scope)];
    if (q.paperName) filters.push(ilike(p.paperName, likePattern(q.paperName)));
    if (q.status !== undefined) filters.push(eq(p.status, q.status));
    if (q.classificationId)
      filters.push(
        inArray(
          p.classificationId,
          await classificationSubtree(this.ctx.db, auth.tenantId, q.classificationId),
        ),
      );
    const where = and(...filters) as SQL;
    const { rows, total } = await tablePage(this.ctx.db, p, where, [desc(p.createTime), desc(p.id)], q);
    return { records: await paperJson(this.ctx, rows), total };
  }

  async detail(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    return paperDetailJson(this.ctx, await this.find(scope, id));
  }

  /** Detail of a paper straight after it was written (the caller may see it). */
  private async saved(id: string) {
    const [row] = await this.ctx.db.select().from(p).where(eq(p.id, id));
    return paperDetailJson(this.ctx, row as PaperTableRow);
  }

  async add(auth: AuthContext, input: PaperAddBody) {
    const scope = await this.scope(auth);
    const deptId = newPaperDept(scope);
    const owner = { tenantId: auth.tenantId, deptId };
    const totalScore = await checkPaper(this.ctx.db, scope, owner, input);
    const { sections, ...fields } = input;
    const id = uuidv7();
    await this.ctx.db.transaction(async (tx) => {
      await tx.insert(p).values({
        ...fields,
        id,
        tenantId: auth.tenantId,
        deptId,
        totalScore,
        shared: 0,
        sysOrgCode: auth.orgCode,
        createBy: auth.username,
        createTime: new Date(),
      });
      await insertSections(tx, { id, tenantId: auth.tenantId }, sections);
    });
    return this.saved(id);
  }

  async edit(auth: AuthContext, changes: PaperEditBody) {
    const scope = await this.scope(auth);
    const { id, sections, ...fields } = changes;
    const row = await this.find(scope, id);
    assertMayEdit(scope, row);
    const passScore = fields.passScore !== undefined ? fields.passScore : row.passScore;
    const classificationId =
      fields.classificationId !== undefined ? fields.classificationId : row.classificationId;
    let totalScore = row.totalScore;
    if (sections) {
      totalScore = await checkPaper(this.ctx.db, scope, row, { classificationId, passScore, sections });
    } else {
      // Only the paper's own fields change: check what they touch.
      const problem = await classificationProblem(this.ctx.db, row.tenantId, classificationId, []);
      if (problem) throw badRequest(problem);
      passScoreCheck(passScore, totalScore);
    }
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(p)
        .set({ ...fields, totalScore, updateBy: auth.username, updateTime: new Date() })
        .where(and(tenantScope(p, auth), eq(p.id, row.id)));
      if (sections) await replaceSections(tx, row, sections);
    });
    return this.saved(row.id);
  }

  /** Soft delete; refused while a live exam uses the paper. */
  async remove(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const row = await this.find(scope, id);
    assertMayEdit(scope, row);
    const [exam] = await this.ctx.db
      .select({ name: teachingExam.examName })
      .from(teachingExam)
      .where(and(liveScope(teachingExam, auth), eq(teachingExam.paperId, row.id)))
      .limit(1);
    if (exam) throw badRequest(`考试“${exam.name}”正在使用这份试卷，不能删除；请先删除该考试或换用其他试卷`);
    await this.ctx.db
      .update(p)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(p, auth), eq(p.id, row.id)));
  }

  /** The paper as a student with `seed` sees it; with `answers` each question's key (print version). */
  async preview(
    auth: AuthContext,
    id: string,
    seed: number,
    answers: boolean,
  ): Promise<StudentPaper | PaperKey> {
    const scope = await this.scope(auth);
    const row = await this.find(scope, id);
    const {
      layout,
      questions: byId,
      paper,
    } = await studentPaperFor(this.ctx.db, auth.tenantId, row.id, seed);
    if (!answers) return paper;
    return {
      ...paper,
      sections: layout.sections.map((s) => ({
        title: s.title,
        instruction: s.instruction,
        questions: s.questions.flatMap((q) => {
          const question = byId.get(q.questionId);
          if (!question) return [];
          return [
            {
              ...studentQuestionOf(question, q.score, q.optionOrder),
              answer: question.answer,
              analysis: question.analysis,
            },
          ];
        }),
      })),
    };
  }

  /**
   * A new editable copy "name（副本）" with its own sections (same questions, same tenant): in the
   * teacher's school, or where the source was for an admin.
   */
  async clone(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const source = await this.find(scope, id);
    const deptId = mayEditPaper(scope, source) ? source.deptId : newPaperDept(scope);
    const sections = await storedSections(this.ctx.db, source.id);
    const copyId = uuidv7();
    await this.ctx.db.transaction(async (tx) => {
      await tx.insert(p).values({
        ...source,
        id: copyId,
        deptId,
        paperName: copyName(source.paperName),
        status: 0,
        shared: 0,
        originId: source.id,
        sysOrgCode: auth.orgCode,
        createBy: auth.username,
        createTime: new Date(),
        updateBy: null,
        updateTime: null,
        delFlag: 0,
      });
      await insertSections(tx, { id: copyId, tenantId: source.tenantId }, sections);
    });
    return { paperId: copyId, target: deptId ?? source.tenantId };
  }
}
