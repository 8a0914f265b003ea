import { randomInt } from 'node:crypto';
import type { ExamStartResult, examStartBody, MyExam, SubmitResult, saveAnswerBody } from '@ck/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { batched, groupBy } from '../../../db/batched.ts';
import { sharedRead } from '../../../db/shared-read.ts';
import { tableRows } from '../../../db/table-rows.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { verifyPassword } from '../../../platform/auth/password.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { judgeProblem } from '../../judge/index.ts';
import { teachingWork } from '../../works/index.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { drawPaper, renderLayout, START_BURST } from '../papers/student-paper.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { studentQuestionFields } from '../questions/student-question.ts';
import { answerProblem } from './answer-rules.ts';
import { answerWriter } from './answer-writes.ts';
import { handIn, settleAttempt, settleAttempts, timedOut } from './attempt-grading.ts';
import { audienceCondition, type ExamRow, examForStudent, splitIds } from './exam-policy.ts';
import {
  teachingExam,
  teachingExamEvent,
  teachingUserAnswer as ua,
  teachingUserPaper as up,
} from './exam-tables.ts';
import {
  type AttemptRow,
  examsById,
  layoutQuestionIds,
  layoutTotal,
  paperNames,
  scoreReleased,
} from './exam-view.ts';

type StartInput = z.output<typeof examStartBody>;
type SaveInput = z.output<typeof saveAnswerBody>;
type AttemptOf = { tenantId: string; examId: string; userId: string };
/** A new attempt's own values; the student's name is read inside the insert. */
interface NewAttempt {
  id: string;
  tenantId: string;
  examId: string;
  paperId: string;
  userId: string;
  username: string;
  deptId: string | null;
  attemptNo: number;
  seed: number;
  layout: AttemptRow['layout'];
  deadline: Date;
  totalScore: number;
  createTime: Date;
}

const attemptKey = (k: AttemptOf) => `${k.tenantId}:${k.examId}:${k.userId}`;

/** Taking an exam: my exams, start / resume, autosave, jump-outs and hand-in. */
export class AttemptService {
  /** Autosaves of the same moment, written together. */
  private readonly writeAnswer: ReturnType<typeof answerWriter>;

  constructor(private readonly ctx: AppContext) {
    this.writeAnswer = answerWriter(ctx.db);
  }

  private get db() {
    return this.ctx.db;
  }

  /** My attempts at an exam, settled; everyone starting at the same moment is read at once. */
  private readonly attemptsAt = batched(attemptKey, async (keys: AttemptOf[]) => {
    const found = new Map<string, AttemptRow[]>(keys.map((k) => [attemptKey(k), []]));
    for (const group of groupBy(keys, (k) => `${k.tenantId}:${k.examId}`).values()) {
      const { tenantId, examId } = group[0];
      const rows = await this.db
        .select()
        .from(up)
        .where(
          and(
            tenantScope(up, tenantId),
            eq(up.examId, examId),
            inArray(
              up.userId,
              group.map((k) => k.userId),
            ),
          ),
        )
        .orderBy(up.attemptNo);
      for (const r of await settleAttempts(this.ctx, rows)) found.get(attemptKey(r))?.push(r);
    }
    return found;
  });

  /** Questions answered at the same moment, read with one statement per tenant. */
  private readonly questionOf = batched(
    (q: { tenantId: string; id: string }) => `${q.tenantId}:${q.id}`,
    async (keys) => {
      const found = new Map<string, typeof teachingQuestion.$inferSelect>();
      for (const [tenantId, group] of groupBy(keys, (k) => k.tenantId)) {
        const rows = await this.db
          .select()
          .from(teachingQuestion)
          .where(
            and(
              tenantScope(teachingQuestion, tenantId),
              inArray(
                teachingQuestion.id,
                group.map((k) => k.id),
              ),
            ),
          );
        for (const r of rows) found.set(`${tenantId}:${r.id}`, r);
      }
      return found;
    },
  );

  /**
   * New attempts started at the same moment, written with one statement from one JSON parameter (a
   * multi-row insert costs the server more to build than the database to run). An attempt another
   * request created first (same student, exam and number) is not written and has no answer here.
   */
  private readonly createAttempt = batched(
    (row: NewAttempt) => row.id,
    async (rows: NewAttempt[]) => {
      const res = await this.db.execute(sql`
        insert into ${up} (id, tenant_id, exam_id, paper_id, user_id, username, realname, dept_id,
                           attempt_no, seed, layout, deadline, total_score, create_by, create_time)
        select x.id, x."tenantId", x."examId", x."paperId", x."userId", x.username,
               (select ${sysUser.realname} from ${sysUser} where ${sysUser.id} = x."userId"),
               x."deptId", x."attemptNo", x.seed, x.layout, x.deadline, x."totalScore", x.username,
               x."createTime"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
            id text, "tenantId" text, "examId" text, "paperId" text, "userId" text, username text,
            "deptId" text, "attemptNo" int, seed int, layout jsonb, deadline timestamptz,
            "totalScore" real, "createTime" timestamptz)
        on conflict do nothing
        returning ${up}.*`);
      const created = tableRows(up, (res as unknown as { rows: Record<string, unknown>[] }).rows);
      return new Map(created.map((r) => [r.id, r]));
    },
  );

  /** My attempt, or 404 (unknown) / 403 (someone else's); settled (time-out, judged code). */
  async ownAttempt(auth: AuthContext, id: string): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.id, id)));
    if (!row) throw notFound('答卷不存在');
    if (row.userId !== auth.userId) throw forbidden('只能操作自己的答卷');
    return settleAttempt(this.ctx, row);
  }

  private async myAttempts(auth: AuthContext, examIds: string[]) {
    if (!examIds.length) return [];
    const rows = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, auth), eq(up.userId, auth.userId), inArray(up.examId, examIds)))
      .orderBy(up.examId, up.attemptNo);
    return settleAttempts(this.ctx, rows);
  }

  /** Published exams of my audience, newest first, with my latest attempt. */
  async mine(auth: AuthContext, now = new Date()): Promise<MyExam[]> {
    const exams = await this.db
      .select()
      .from(teachingExam)
      .where(await audienceCondition(this.db, auth))
      .orderBy(desc(teachingExam.startTime), desc(teachingExam.id))
      .limit(500);
    const attempts = await this.myAttempts(
      auth,
      exams.map((x) => x.id),
    );
    const papers = await paperNames(
      this.db,
      auth.tenantId,
      exams.map((x) => x.paperId),
    );
    return exams.map((x) => {
      const mine = attempts.filter((a) => a.examId === x.id);
      const latest = mine.at(-1) ?? null;
      const released = latest ? scoreReleased(x, latest) : false;
      return {
        id: x.id,
        examName: x.examName,
        paperId: x.paperId,
        paperName: papers.get(x.paperId)?.name ?? '',
        startTime: formatDateTime(x.startTime),
        endTime: formatDateTime(x.endTime),
        duration: x.duration,
        attempts: x.attempts,
        attemptsUsed: mine.length,
        hasPassword: x.passwordHash ? 1 : 0,
        fullScreen: x.fullScreen,
        state: examState(x, mine, now),
        userPaperId: latest?.id ?? null,
        userPaperStatus: latest?.userPaperStatus ?? null,
        gotScore: released && latest?.gotScore != null ? Number(latest.gotScore) : null,
        totalScore: latest ? Number(latest.totalScore) : (papers.get(x.paperId)?.totalScore ?? 0),
        grade: released ? (latest?.grade ?? null) : null,
      };
    });
  }

  /** Starts an attempt, or resumes the open one (same layout, saved answers). */
  async start(auth: AuthContext, input: StartInput): Promise<ExamStartResult> {
    const [{ exam, classes }, mine = []] = await Promise.all([
      examForStudent(this.db, auth, input.examId),
      this.attemptsAt({ tenantId: auth.tenantId, examId: input.examId, userId: auth.userId }),
    ]);
    const open = mine.find((a) => a.userPaperStatus === 0);
    if (open) return this.render(exam, open);
    const now = new Date();
    if (now < exam.startTime) throw badRequest('考试尚未开始');
    if (now > exam.endTime) throw badRequest('考试已结束');
    if (mine.length >= exam.attempts) throw badRequest('考试次数已用完');
    if (exam.passwordHash && !(await verifyPassword(exam.passwordHash, input.password ?? '')))
      throw badRequest('考试密码错误');
    const attemptNo = (mine.at(-1)?.attemptNo ?? 0) + 1;
    const seed = randomInt(1, 2 ** 31 - 1);
    const drawn = await drawPaper(this.db, auth.tenantId, exam.paperId, seed);
    const deadline = new Date(Math.min(now.getTime() + exam.duration * 60_000, exam.endTime.getTime()));
    const examClasses = new Set(splitIds(exam.departIds));
    const deptId = (classes.find((c) => examClasses.has(c.id)) ?? classes[0])?.id ?? null;
    const created = await this.createAttempt({
      id: uuidv7(),
      tenantId: auth.tenantId,
      examId: exam.id,
      paperId: exam.paperId,
      userId: auth.userId,
      username: auth.username,
      deptId,
      attemptNo,
      seed,
      layout: drawn.layout,
      deadline,
      totalScore: layoutTotal(drawn.layout),
      createTime: now,
    });
    if (!created) {
      // A second start at the same moment: both answer the attempt the first one created.
      const [existing] = await this.db
        .select()
        .from(up)
        .where(and(eq(up.examId, exam.id), eq(up.userId, auth.userId), eq(up.attemptNo, attemptNo)));
      if (existing?.userPaperStatus !== 0) throw badRequest('考试次数已用完');
      return this.render(exam, existing);
    }
    // A new attempt: rendered from the paper and questions just drawn, with no answers yet.
    return this.render(exam, created, drawn);
  }

  /** The attempt as the student sees it: the projection of its questions and my saved answers. */
  private async render(
    exam: ExamRow,
    row: AttemptRow,
    fresh?: Awaited<ReturnType<typeof drawPaper>>,
  ): Promise<ExamStartResult> {
    const [paper, saved] = fresh
      ? [fresh.paper, []]
      : await Promise.all([
          this.db
            .select({
              id: teachingPaper.id,
              paperName: teachingPaper.paperName,
              intro: teachingPaper.intro,
              duration: teachingPaper.duration,
            })
            .from(teachingPaper)
            .where(and(tenantScope(teachingPaper, row.tenantId), eq(teachingPaper.id, row.paperId)))
            .then((rows) => rows[0]),
          this.db
            .select({ questionId: ua.questionId, answer: ua.answer, language: ua.language })
            .from(ua)
            .where(eq(ua.userPaperId, row.id)),
        ]);
    const rendered = await renderLayout(
      this.db,
      paper ?? { id: row.paperId, paperName: '', intro: null, duration: exam.duration },
      row.layout,
      fresh?.questions,
    );
    const now = new Date();
    return {
      userPaperId: row.id,
      examName: exam.examName,
      serverTime: formatDateTime(now) ?? '',
      deadline: formatDateTime(row.deadline) ?? '',
      serverTimeMs: now.getTime(),
      deadlineMs: row.deadline.getTime(),
      fullScreen: exam.fullScreen,
      maxJumpOut: exam.maxJumpOut,
      jumpOutTimes: row.jumpOutTimes,
      cameraInterval: exam.cameraInterval,
      mobileCamera: exam.mobileCamera,
      totalScore: Number(row.totalScore),
      sections: rendered.sections.map((s) => ({
        title: s.title,
        instruction: s.instruction,
        questions: s.questions.map((q) => ({ ...studentQuestionFields(q), samples: q.samples })),
      })),
      answers: Object.fromEntries(saved.map((a) => [a.questionId, a.answer ?? ''])),
      languages: Object.fromEntries(saved.flatMap((a) => (a.language ? [[a.questionId, a.language]] : []))),
    };
  }

  /**
   * Saves one answer while the attempt is open (deadline + grace); nothing changes otherwise. An
   * autosave must stay cheap: the question is read and the answer written together with the other
   * saves of that moment. Only a refused save reads the attempt to say why.
   */
  async saveAnswer(auth: AuthContext, input: SaveInput) {
    // Saves of a whole class check the same questions: a burst reads each once a second at most.
    const question = await sharedRead(
      this.db,
      `save-question:${auth.tenantId}:${input.questionId}`,
      () => this.questionOf({ tenantId: auth.tenantId, id: input.questionId }),
      START_BURST,
    );
    if (!question) return this.refuseSave(auth, input, '题目不存在');
    const problem = await this.answerFailure(auth, question, input);
    if (problem) return this.refuseSave(auth, input, problem);
    const savedAt = await this.writeAnswer({
      id: uuidv7(),
      tenantId: auth.tenantId,
      userId: auth.userId,
      userPaperId: input.userPaperId,
      questionId: input.questionId,
      answer: input.answer,
      language: question.questionType === 6 ? (input.language?.trim() ?? null) : null,
    });
    if (!savedAt) return this.refuseSave(auth, input, '考试已结束，答案未保存');
    return { savedAt: formatDateTime(savedAt) ?? '', savedAtMs: savedAt.getTime() };
  }

  /** Why this answer cannot be kept for this question, or null. */
  private async answerFailure(
    auth: AuthContext,
    question: typeof teachingQuestion.$inferSelect,
    input: SaveInput,
  ): Promise<string | null> {
    const problem = answerProblem(question, input.answer, input.language);
    if (problem) return problem;
    if (question.questionType === 6 && question.problemId && input.answer.trim()) {
      const [judge] = await this.db
        .select({ languages: judgeProblem.languages })
        .from(judgeProblem)
        .where(and(tenantScope(judgeProblem, auth), eq(judgeProblem.id, question.problemId)));
      const language = input.language?.trim() ?? '';
      if (judge?.languages.length && !judge.languages.includes(language)) return '本题不允许使用该语言';
    }
    if (question.questionType === 7 && input.answer.trim()) {
      const [work] = await this.db
        .select({ id: teachingWork.id })
        .from(teachingWork)
        .where(
          and(
            liveScope(teachingWork, auth),
            eq(teachingWork.id, input.answer.trim()),
            eq(teachingWork.userId, auth.userId),
          ),
        );
      if (!work) return '作品不存在，请先保存作品';
    }
    return null;
  }

  /** A refused save: the attempt's own reasons first (unknown, someone else's, ended, not its question). */
  private async refuseSave(auth: AuthContext, input: SaveInput, reason: string): Promise<never> {
    const row = await this.ownAttempt(auth, input.userPaperId);
    if (row.userPaperStatus !== 0 || timedOut(row)) throw badRequest('考试已结束，答案未保存');
    if (!layoutQuestionIds(row.layout).includes(input.questionId)) throw badRequest('题目不在本试卷中');
    throw badRequest(reason);
  }

  /** Counts a jump-out on the server; hands the paper in when the exam's limit is reached. */
  async jumpOut(auth: AuthContext, userPaperId: string) {
    const row = await this.ownAttempt(auth, userPaperId);
    if (row.userPaperStatus !== 0) return { jumpOutTimes: row.jumpOutTimes, submitted: true };
    const [exam] = await this.db
      .select()
      .from(teachingExam)
      .where(and(tenantScope(teachingExam, auth), eq(teachingExam.id, row.examId)));
    const [counted] = await this.db
      .update(up)
      .set({ jumpOutTimes: sql`${up.jumpOutTimes} + 1` })
      .where(and(eq(up.id, row.id), eq(up.userPaperStatus, 0)))
      .returning({ jumpOutTimes: up.jumpOutTimes });
    if (!counted) return { jumpOutTimes: row.jumpOutTimes, submitted: true };
    await this.db.insert(teachingExamEvent).values({
      id: uuidv7(),
      tenantId: auth.tenantId,
      userPaperId: row.id,
      eventType: 'jump_out',
      detail: `第 ${counted.jumpOutTimes} 次切屏`,
      operator: auth.username,
    });
    if (exam && exam.maxJumpOut > 0 && counted.jumpOutTimes >= exam.maxJumpOut) {
      await handIn(this.ctx, row, 'jump_out', {
        operator: auth.username,
        reason: `切屏 ${counted.jumpOutTimes} 次，达到上限 ${exam.maxJumpOut} 次，自动交卷`,
      });
      return { jumpOutTimes: counted.jumpOutTimes, submitted: true };
    }
    return { jumpOutTimes: counted.jumpOutTimes, submitted: false };
  }

  /** Hands my paper in (again: the same result). */
  async submit(auth: AuthContext, userPaperId: string): Promise<SubmitResult> {
    const owned = await this.ownAttempt(auth, userPaperId);
    const row = owned.userPaperStatus === 0 ? await handIn(this.ctx, owned, 'student') : owned;
    // A class handing in at the same moment reads its exam once.
    const exam = await sharedRead(
      this.db,
      `submit-exam:${auth.tenantId}:${row.examId}`,
      async () => (await examsById(this.db, auth.tenantId, [row.examId])).get(row.examId),
      START_BURST,
    );
    return submitResultOf(exam, row);
  }
}

/** The hand-in answer: the score only when the exam shows it. */
export function submitResultOf(exam: ExamRow | undefined, row: AttemptRow): SubmitResult {
  if (!exam?.showScore) return { userPaperStatus: row.userPaperStatus };
  const scored = row.userPaperStatus === 2;
  return {
    userPaperStatus: row.userPaperStatus,
    gotScore: scored && row.gotScore !== null ? Number(row.gotScore) : null,
    totalScore: Number(row.totalScore),
    grade: scored ? row.grade : null,
  };
}

/** not_started, open, in_progress, submitted or closed, from the server clock and my attempts. */
export function examState(
  exam: Pick<ExamRow, 'startTime' | 'endTime' | 'attempts'>,
  mine: Pick<AttemptRow, 'userPaperStatus'>[],
  now: Date,
): MyExam['state'] {
  if (mine.at(-1)?.userPaperStatus === 0) return 'in_progress';
  if (now < exam.startTime) return 'not_started';
  if (now <= exam.endTime && mine.length < exam.attempts) return 'open';
  return mine.length ? 'submitted' : 'closed';
}
