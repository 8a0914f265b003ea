import type { ExamAddBody, ExamEditBody, ExamMonitorRow, examListQuery } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { tablePage } from '../../../db/table-page.ts';
import { LOG_OPERATE, writeLog } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { departNames, sysDepart, sysUser } from '../../identity/index.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { schoolChainOf } from '../school-scope.ts';
import { handIn, settleAttempts } from './attempt-grading.ts';
import {
  assertMayEdit,
  audienceOf,
  type ExamRow,
  type ExamScope,
  examScope,
  managedExam,
  splitIds,
  visibleExams,
} from './exam-policy.ts';
import { announceReleasedResults } from './exam-release.ts';
import {
  teachingExam as e,
  teachingExamEvent,
  teachingUserAnswer as ua,
  teachingUserPaper as up,
} from './exam-tables.ts';
import { type AttemptRow, examJson, layoutQuestionIds } from './exam-view.ts';

type ExamListQuery = z.output<typeof examListQuery>;

export const MAX_RESULT_EXPORT = 10_000;

/** Scheduling exams and watching them: the back office side. */
export class ExamService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  scope(auth: AuthContext) {
    return examScope(this.db, auth);
  }

  async list(auth: AuthContext, q: ExamListQuery) {
    const scope = await this.scope(auth);
    const filters: SQL[] = [visibleExams(scope)];
    if (q.examName?.trim()) filters.push(ilike(e.examName, likePattern(q.examName.trim())));
    if (q.paperId) filters.push(eq(e.paperId, q.paperId));
    const where = and(...filters) as SQL;
    const { rows, total } = await tablePage(this.db, e, where, [desc(e.startTime), desc(e.id)], q);
    return { records: await examJson(this.db, auth.tenantId, rows), total };
  }

  async detail(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const [json] = await examJson(this.db, auth.tenantId, [await managedExam(this.db, scope, id)]);
    return json;
  }

  /** Why the paper cannot be scheduled by the caller, or null: live, published, of their tenant and school. */
  private async paperProblem(scope: ExamScope, paperId: string): Promise<string | null> {
    const [paper] = await this.db
      .select({
        status: teachingPaper.status,
        deptId: teachingPaper.deptId,
        departIds: teachingPaper.departIds,
      })
      .from(teachingPaper)
      .where(and(liveScope(teachingPaper, scope.auth), eq(teachingPaper.id, paperId)));
    if (!paper) return '试卷不存在';
    if (!scope.admin && paper.deptId) {
      const [school] = await this.db
        .select({ orgCode: sysDepart.orgCode })
        .from(sysDepart)
        .where(and(tenantScope(sysDepart, scope.auth), eq(sysDepart.id, paper.deptId)));
      const codes = [...scope.classes.map((c) => c.orgCode), scope.auth.orgCode ?? ''].filter(Boolean);
      if (!school || !codes.some((c) => c.startsWith(school.orgCode))) return '试卷不存在';
    }
    if (!scope.admin && !paper.deptId && paper.departIds) {
      // A bank paper given to some schools only: one of them must be the teacher's.
      const given = new Set(paper.departIds.split(','));
      if (!(await schoolChainOf(this.db, scope.auth)).some((id) => given.has(id))) return '试卷不存在';
    }
    if (paper.status !== 1) return '试卷尚未发布，不能安排考试';
    return null;
  }

  /** Classes the caller manages (any class of the tenant for admins); students of the tenant. */
  private async audienceProblem(
    scope: ExamScope,
    departIds: string[],
    userIds: string[],
  ): Promise<string | null> {
    if (!departIds.length && !userIds.length) return '请选择参加考试的班级或考生';
    if (departIds.some((id) => !scope.classIds.has(id)))
      return scope.admin ? '所选班级不存在' : '只能给自己管理的班级安排考试';
    if (userIds.length) {
      const rows = await this.db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(
          and(liveScope(sysUser, scope.auth), inArray(sysUser.id, userIds), eq(sysUser.userIdentity, 1)),
        );
      if (rows.length !== userIds.length) return '所选考生不存在或不是学生';
    }
    return null;
  }

  async add(auth: AuthContext, input: ExamAddBody) {
    const scope = await this.scope(auth);
    const problem =
      windowProblem(input.startTime, input.endTime) ??
      (await this.paperProblem(scope, input.paperId)) ??
      (await this.audienceProblem(scope, input.departIds, input.userIds));
    if (problem) throw problem.startsWith('只能') ? forbidden(problem) : badRequest(problem);
    const { password, departIds, userIds, ...fields } = input;
    const id = uuidv7();
    await this.db.insert(e).values({
      ...fields,
      id,
      tenantId: auth.tenantId,
      departIds: departIds.join(','),
      userIds: userIds.join(','),
      passwordHash: password ? await hashPassword(password) : null,
      sysOrgCode: auth.orgCode,
      createBy: auth.username,
      createTime: new Date(),
    });
    return id;
  }

  private async attemptCount(tenantId: string, examId: string) {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(up)
      .where(and(tenantScope(up, tenantId), eq(up.examId, examId)));
    return Number(n);
  }

  async edit(auth: AuthContext, changes: ExamEditBody) {
    const scope = await this.scope(auth);
    const { id, password, departIds, userIds, ...fields } = changes;
    const row = await managedExam(this.db, scope, id);
    assertMayEdit(scope, row);
    const attempts = await this.attemptCount(auth.tenantId, row.id);
    const paperChanged = fields.paperId !== undefined && fields.paperId !== row.paperId;
    if (paperChanged && attempts) throw badRequest('已有考生开始答题，不能更换试卷');
    const problem =
      windowProblem(fields.startTime ?? row.startTime, fields.endTime ?? row.endTime) ??
      (paperChanged ? await this.paperProblem(scope, fields.paperId as string) : null) ??
      (departIds !== undefined || userIds !== undefined
        ? await this.audienceProblem(
            scope,
            departIds ?? splitIds(row.departIds),
            userIds ?? splitIds(row.userIds),
          )
        : null);
    if (problem) throw problem.startsWith('只能') ? forbidden(problem) : badRequest(problem);
    await this.db
      .update(e)
      .set({
        ...fields,
        ...(departIds !== undefined ? { departIds: departIds.join(',') } : {}),
        ...(userIds !== undefined ? { userIds: userIds.join(',') } : {}),
        // Absent keeps the password; empty clears it.
        ...(password !== undefined ? { passwordHash: password ? await hashPassword(password) : null } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(e, auth), eq(e.id, row.id)));
    // Scores shown from now on: passes scored while they were hidden earn their points now.
    if (row.showScore !== 1 && fields.showScore === 1)
      await announceReleasedResults(this.ctx, auth.tenantId, row.id);
  }

  async remove(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const row = await managedExam(this.db, scope, id);
    assertMayEdit(scope, row);
    const attempts = await this.attemptCount(auth.tenantId, row.id);
    if (attempts) throw badRequest(`已有 ${attempts} 份答卷，不能删除这场考试；如不再开放，请改为草稿`);
    await this.db
      .update(e)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(e, auth), eq(e.id, row.id)));
  }

  /** Every attempt of an exam (settled), newest first. */
  async attemptsOf(auth: AuthContext, examId: string): Promise<{ exam: ExamRow; attempts: AttemptRow[] }> {
    const scope = await this.scope(auth);
    const exam = await managedExam(this.db, scope, examId);
    const rows = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.examId, exam.id)))
      .orderBy(up.username, up.attemptNo)
      .limit(MAX_RESULT_EXPORT);
    return { exam, attempts: await settleAttempts(this.ctx, rows) };
  }

  /** One row per student of the audience with their latest attempt. */
  async monitor(auth: AuthContext, examId: string, now = new Date()): Promise<ExamMonitorRow[]> {
    const { exam, attempts } = await this.attemptsOf(auth, examId);
    const students = await audienceOf(this.db, auth.tenantId, exam);
    const latest = new Map<string, AttemptRow>();
    for (const a of attempts) latest.set(a.userId, a);
    const ids = [...latest.values()].map((a) => a.id);
    const answered = new Map<string, number>();
    if (ids.length) {
      const rows = await this.db
        .select({ userPaperId: ua.userPaperId, answer: ua.answer })
        .from(ua)
        .where(inArray(ua.userPaperId, ids));
      for (const r of rows)
        if (r.answer?.trim() && r.answer.trim() !== '[]')
          answered.set(r.userPaperId, (answered.get(r.userPaperId) ?? 0) + 1);
    }
    const names = await departNames(this.db, auth.tenantId, [
      ...students.flatMap((s) => (s.deptId ? [s.deptId] : [])),
      ...attempts.flatMap((a) => (a.deptId ? [a.deptId] : [])),
    ]);
    return students.map((s) => {
      const a = latest.get(s.userId);
      const state = !a ? 'not_started' : a.userPaperStatus === 0 ? 'answering' : 'submitted';
      const deptId = s.deptId ?? a?.deptId ?? null;
      return {
        userId: s.userId,
        username: s.username,
        realname: s.realname,
        deptName: deptId ? (names.get(deptId) ?? null) : null,
        userPaperId: a?.id ?? null,
        state,
        answered: a ? (answered.get(a.id) ?? 0) : 0,
        questionCount: a ? layoutQuestionIds(a.layout).length : 0,
        jumpOutTimes: a?.jumpOutTimes ?? 0,
        lastSaveTime: formatDateTime(a?.lastSaveTime),
        deadline: formatDateTime(a?.deadline),
        online:
          state === 'answering' && !!a?.lastSaveTime && now.getTime() - a.lastSaveTime.getTime() <= 60_000,
        extraMinutes: a?.extraMinutes ?? 0,
        gotScore: a?.gotScore != null ? Number(a.gotScore) : null,
      };
    });
  }

  /** An open attempt of an exam the caller manages (settled first), or a refusal. */
  private async openAttempt(auth: AuthContext, userPaperId: string): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.id, userPaperId)));
    if (!row) throw notFound('答卷不存在');
    await managedExam(this.db, await this.scope(auth), row.examId);
    const [settled] = await settleAttempts(this.ctx, [row]);
    if (settled.userPaperStatus !== 0) throw badRequest('该考生已交卷');
    return settled;
  }

  async extend(req: FastifyRequest, input: { userPaperId: string; minutes: number; reason: string | null }) {
    const auth = req.auth!;
    const row = await this.openAttempt(auth, input.userPaperId);
    const deadline = await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(up)
        .set({
          deadline: sql`${up.deadline} + make_interval(mins => ${input.minutes})`,
          extraMinutes: sql`${up.extraMinutes} + ${input.minutes}`,
        })
        .where(and(eq(up.id, row.id), eq(up.userPaperStatus, 0)))
        .returning({ deadline: up.deadline });
      if (!moved) throw badRequest('该考生已交卷');
      await tx.insert(teachingExamEvent).values({
        id: uuidv7(),
        tenantId: auth.tenantId,
        userPaperId: row.id,
        eventType: 'extend',
        detail: `延长 ${input.minutes} 分钟${input.reason ? `：${input.reason}` : ''}`,
        operator: auth.username,
      });
      return moved.deadline;
    });
    await this.audit(
      req,
      `为 ${row.username} 的答卷延长 ${input.minutes} 分钟${input.reason ? `（${input.reason}）` : ''}`,
    );
    return { deadline: formatDateTime(deadline) };
  }

  async forceSubmit(req: FastifyRequest, input: { userPaperId: string; reason: string | null }) {
    const auth = req.auth!;
    const row = await this.openAttempt(auth, input.userPaperId);
    const done = await handIn(this.ctx, row, 'force_submit', {
      operator: auth.username,
      reason: input.reason,
    });
    await this.audit(req, `强制收取 ${row.username} 的答卷${input.reason ? `（${input.reason}）` : ''}`);
    return done;
  }

  private async audit(req: FastifyRequest, content: string) {
    const auth = req.auth!;
    await writeLog(this.db, req, {
      logType: LOG_OPERATE,
      operateType: 'exam:monitor',
      content: content.slice(0, 1000),
      userId: auth.userId,
      username: auth.username,
      tenantId: auth.tenantId,
    }).catch((err) => req.log.error({ err }, 'exam audit log failed'));
  }
}

/** Why a window is refused, or null. */
export function windowProblem(start: Date, end: Date): string | null {
  return end.getTime() <= start.getTime() ? '结束时间必须晚于开始时间' : null;
}
