import {
  USER_PAPER_STATUSES,
  type UserPaperDetail,
  type UserPaperRecord,
  type userPaperAdminListQuery,
} from '@ck/shared';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { layoutQuestions, renderLayout } from '../papers/student-paper.ts';
import { studentQuestionFields } from '../questions/student-question.ts';
import { settleAttempt, settleAttempts } from './attempt-grading.ts';
import { examScope, managesExams, visibleExams } from './exam-policy.ts';
import {
  teachingExam,
  teachingExamEvent,
  teachingUserAnswer as ua,
  teachingUserPaper as up,
} from './exam-tables.ts';
import {
  type AttemptRow,
  attemptRowsJson,
  examsById,
  label,
  paperNames,
  scoreReleased,
} from './exam-view.ts';

type AdminListQuery = z.output<typeof userPaperAdminListQuery>;

/** Exam records: my own for the welcome card, everyone's for managers, one attempt in full. */
export class RecordService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private async page(where: SQL, pageNo: number, pageSize: number) {
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(up)
        .where(where)
        .orderBy(desc(up.createTime), desc(up.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(up).where(where),
    ]);
    return { rows: await settleAttempts(this.ctx, rows), total: Number(n) };
  }

  /** My attempts, newest first (welcome and profile cards). */
  async mine(auth: AuthContext, pageNo: number, pageSize: number) {
    const { rows, total } = await this.page(
      and(tenantScope(up, auth), eq(up.userId, auth.userId)) as SQL,
      pageNo,
      pageSize,
    );
    const [exams, papers] = await Promise.all([
      examsById(
        this.db,
        auth.tenantId,
        rows.map((r) => r.examId),
      ),
      paperNames(
        this.db,
        auth.tenantId,
        rows.map((r) => r.paperId),
      ),
    ]);
    const records: UserPaperRecord[] = rows.map((r) => {
      const exam = exams.get(r.examId);
      const released = !!exam && scoreReleased(exam, r);
      return {
        id: r.id,
        examId: r.examId,
        examName: exam?.examName ?? null,
        paperId: r.paperId,
        paperId_dictText: papers.get(r.paperId)?.name ?? null,
        gotScore: released && r.gotScore !== null ? Number(r.gotScore) : null,
        totalScore: Number(r.totalScore),
        grade: released ? r.grade : null,
        userPaperStatus: r.userPaperStatus,
        userPaperStatus_dictText: label(USER_PAPER_STATUSES, r.userPaperStatus),
        duration: r.duration,
        jumpOutTimes: r.jumpOutTimes,
        createTime: formatDateTime(r.createTime),
        submitTime: formatDateTime(r.submitTime),
      };
    });
    return { records, total };
  }

  /** Managers: attempts of the exams they manage; anyone else: their own. */
  async list(auth: AuthContext, q: AdminListQuery) {
    const manager = managesExams(auth);
    const filters: SQL[] = [tenantScope(up, auth)];
    if (manager) {
      const scope = await examScope(this.db, auth);
      if (!scope.admin) {
        const exams = await this.db
          .select({ id: teachingExam.id })
          .from(teachingExam)
          .where(q.examId ? and(visibleExams(scope), eq(teachingExam.id, q.examId)) : visibleExams(scope));
        const ids = exams.map((x) => x.id);
        if (!ids.length) return { records: [], total: 0 };
        filters.push(inArray(up.examId, ids));
      }
    } else filters.push(eq(up.userId, auth.userId));
    if (q.examId) filters.push(eq(up.examId, q.examId));
    if (q.username?.trim()) filters.push(ilike(up.username, likePattern(q.username.trim())));
    if (q.userPaperStatus !== undefined) filters.push(eq(up.userPaperStatus, q.userPaperStatus));
    const { rows, total } = await this.page(and(...filters) as SQL, q.pageNo, q.pageSize);
    const exams = manager
      ? new Map()
      : await examsById(
          this.db,
          auth.tenantId,
          rows.map((r) => r.examId),
        );
    const records = await attemptRowsJson(this.db, auth.tenantId, rows, (r) => {
      if (manager) return true;
      const exam = exams.get(r.examId);
      return !!exam && scoreReleased(exam, r);
    });
    return { records, total };
  }

  /** An attempt the caller may read in full (a manager's exam, or their own), settled; 404 otherwise. */
  private async readable(auth: AuthContext, id: string): Promise<{ row: AttemptRow; manager: boolean }> {
    const [row] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.id, id)));
    if (!row) throw notFound('答卷不存在');
    let manager = false;
    if (managesExams(auth)) {
      const scope = await examScope(this.db, auth);
      const [exam] = await this.db
        .select({ id: teachingExam.id })
        .from(teachingExam)
        .where(and(visibleExams(scope), eq(teachingExam.id, row.examId)));
      manager = !!exam;
    }
    if (!manager && row.userId !== auth.userId) throw notFound('答卷不存在');
    return { row: await settleAttempt(this.ctx, row), manager };
  }

  /**
   * One attempt in full. Managers: answers, analysis, scores always. The student: their answers; the
   * key and analysis only when the exam shows answers and its window has closed; scores only when shown.
   */
  async detail(auth: AuthContext, id: string, now = new Date()): Promise<UserPaperDetail> {
    const { row, manager } = await this.readable(auth, id);
    const exam = (await examsById(this.db, auth.tenantId, [row.examId])).get(row.examId);
    const showAnswer = manager || (!!exam && exam.showAnswer === 1 && now > exam.endTime);
    const showScore = manager || (!!exam && scoreReleased(exam, row));
    const [json] = await attemptRowsJson(this.db, auth.tenantId, [row], () => showScore);
    const [paper] = await this.db
      .select()
      .from(teachingPaper)
      .where(and(tenantScope(teachingPaper, auth), eq(teachingPaper.id, row.paperId)));
    const rendered = await renderLayout(
      this.db,
      paper ?? { id: row.paperId, paperName: '', intro: null, duration: 0 },
      row.layout,
    );
    const full = showAnswer ? await layoutQuestions(this.db, row.layout) : new Map();
    const answers = await this.db.select().from(ua).where(eq(ua.userPaperId, row.id));
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const events = await this.db
      .select()
      .from(teachingExamEvent)
      .where(eq(teachingExamEvent.userPaperId, row.id))
      .orderBy(asc(teachingExamEvent.createTime));
    return {
      ...json,
      showAnswer,
      sections: rendered.sections.map((s) => ({
        title: s.title,
        instruction: s.instruction,
        questions: s.questions.map((q) => {
          const a = byQuestion.get(q.id);
          const base = {
            ...studentQuestionFields(q),
            myAnswer: a?.answer ?? null,
            gotScore: showScore && a?.score != null ? Number(a.score) : null,
            comment: a?.comment ?? null,
          };
          if (!showAnswer) return base;
          const source = full.get(q.id);
          return { ...base, answer: source?.answer ?? null, analysis: source?.analysis ?? null };
        }),
      })),
      events: events.map((ev) => ({
        eventType: ev.eventType,
        detail: ev.detail,
        operator: manager ? ev.operator : null,
        createTime: formatDateTime(ev.createTime),
      })),
    };
  }
}
