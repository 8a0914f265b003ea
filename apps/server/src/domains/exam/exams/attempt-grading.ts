import { gradeOf, SAVE_GRACE_SECONDS } from '@ck/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { submissionScores, submitExamCode, wakeJudges } from '../../judge/index.ts';
import { layoutQuestions } from '../papers/student-paper.ts';
import { teachingExamEvent, teachingUserAnswer as ua, teachingUserPaper as up } from './exam-tables.ts';
import './exam-events.ts';
import type { AttemptRow } from './exam-view.ts';
import { attemptTotal, isBlankAnswer, judgedScore, scoreAnswer } from './scoring.ts';

/** How an attempt was handed in: by the student, at time-out, for too many jump-outs, by a teacher. */
export type HandInWay = 'student' | 'auto_submit' | 'jump_out' | 'force_submit';

const graceMs = SAVE_GRACE_SECONDS * 1000;

/** Past the deadline and its grace: answers are no longer taken and the attempt is handed in. */
export const timedOut = (row: Pick<AttemptRow, 'deadline'>, now = new Date()) =>
  now.getTime() > row.deadline.getTime() + graceMs;

async function lockAttempt(tx: Tx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(up).where(eq(up.id, id)).for('update');
  return row;
}

type ScoredAnswer = { questionId: string; answer: string | null; score: number | null };

/**
 * Status, total and grade of an attempt from its answer scores (a null score of a needed answer
 * waits): the stored ones, or those the caller has just written.
 */
async function storeTotals(tx: Tx, row: AttemptRow, extra: Partial<AttemptRow> = {}, known?: ScoredAnswer[]) {
  const answers =
    known ??
    (await tx
      .select({ questionId: ua.questionId, answer: ua.answer, score: ua.score })
      .from(ua)
      .where(eq(ua.userPaperId, row.id)));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const scores = row.layout.sections.flatMap((s) =>
    s.questions.map((q) => {
      const a = byQuestion.get(q.questionId);
      if (!a || isBlankAnswer(a.answer)) return a?.score ?? 0;
      return a.score === null ? null : Number(a.score);
    }),
  );
  const { gotScore, pending } = attemptTotal(scores);
  const status = pending ? 1 : 2;
  const [stored] = await tx
    .update(up)
    .set({
      ...extra,
      gotScore,
      userPaperStatus: status,
      grade: status === 2 ? gradeOf(gotScore, Number(row.totalScore)) : null,
    })
    .where(eq(up.id, row.id))
    .returning();
  return stored;
}

/**
 * Hands an attempt in: scores what the server can, queues programming answers for the judge, leaves
 * short answers and practical tasks for review. Idempotent: an attempt handed in already is answered
 * as it is. A time-out is dated at the deadline.
 */
export async function handIn(
  ctx: Pick<AppContext, 'db' | 'events'>,
  attempt: Pick<AttemptRow, 'id' | 'layout'>,
  way: HandInWay,
  who?: { operator: string; reason?: string | null },
): Promise<AttemptRow> {
  const queued: string[] = [];
  // An attempt's layout never changes, so its questions are read before the transaction, where a
  // class handing in at the same moment shares one read.
  const questions = await layoutQuestions(ctx.db, attempt.layout);
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockAttempt(tx, attempt.id);
    if (!row) throw new Error('答卷不存在');
    if (row.userPaperStatus !== 0) return row;
    const now = new Date();
    const submitTime = way === 'auto_submit' && now > row.deadline ? row.deadline : now;
    const answers = await tx.select().from(ua).where(eq(ua.userPaperId, row.id));
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const graded = new Map<string, { id: string; score: number | null; submissionId: string | null }>();
    for (const q of row.layout.sections.flatMap((s) => s.questions)) {
      const a = byQuestion.get(q.questionId);
      const question = questions.get(q.questionId);
      if (!a) continue;
      const outcome = question
        ? scoreAnswer(question, a.answer, q.score)
        : ({ kind: 'scored', score: 0 } as const);
      let score: number | null = null;
      let submissionId: string | null = null;
      if (outcome.kind === 'scored') score = outcome.score;
      else if (outcome.kind === 'judge' && question?.problemId) {
        submissionId = await submitExamCode(tx, {
          tenantId: row.tenantId,
          userId: row.userId,
          username: row.username,
          problemId: question.problemId,
          language: a.language ?? '',
          code: a.answer ?? '',
        });
        if (submissionId) queued.push(submissionId);
        else score = 0;
      } else if (outcome.kind === 'judge') score = 0;
      graded.set(a.id, { id: a.id, score, submissionId });
    }
    // Every answer's score in one statement: a hand-in of a long paper is not one write per question.
    // The `limit` tells the planner how many rows the JSON holds, so it probes the key per answer.
    if (graded.size)
      await tx.execute(sql`
        update ${ua} set score = x.score, submission_id = x."submissionId"
          from (select * from jsonb_to_recordset(${JSON.stringify([...graded.values()])}::jsonb)
                  as x(id text, score real, "submissionId" text)
                 limit ${graded.size}) x
         where ${ua.id} = x.id`);
    if (way !== 'student') {
      await tx.insert(teachingExamEvent).values({
        id: uuidv7(),
        tenantId: row.tenantId,
        userPaperId: row.id,
        // Too many jump-outs is an automatic hand-in too; the reason says why.
        eventType: way === 'jump_out' ? 'auto_submit' : way,
        detail: who?.reason ?? null,
        operator: who?.operator ?? null,
      });
    }
    const scored = answers.map((a) => {
      const fresh = graded.get(a.id);
      return { ...a, score: fresh ? fresh.score : a.score };
    });
    return storeTotals(
      tx,
      row,
      {
        submitTime,
        duration: Math.max(0, Math.round((submitTime.getTime() - row.createTime.getTime()) / 1000)),
      },
      scored,
    );
  });
  if (queued.length) await wakeJudges(ctx.events, queued);
  await announce(ctx, result);
  return result;
}

async function announce(ctx: Pick<AppContext, 'events'>, row: AttemptRow | undefined) {
  if (row && row.userPaperStatus !== 0)
    await ctx.events.publish('exam.attemptScored', {
      tenantId: row.tenantId,
      examId: row.examId,
      userId: row.userId,
    });
}

/** Recomputes a handed-in attempt's total, status and grade (after a review or a judged submission). */
export async function rescore(
  ctx: Pick<AppContext, 'db' | 'events'>,
  attemptId: string,
  extra: Partial<AttemptRow> = {},
) {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attemptId);
    if (!locked || locked.userPaperStatus === 0) return locked;
    return storeTotals(tx, locked, extra);
  });
  await announce(ctx, row);
  return row;
}

/** Scores programming answers whose judging finished; answers the attempts that changed. */
async function collectJudged(db: Db, rows: AttemptRow[]): Promise<Set<string>> {
  const waiting = rows.filter((r) => r.userPaperStatus === 1);
  const changed = new Set<string>();
  if (!waiting.length) return changed;
  const pending = await db
    .select({
      id: ua.id,
      userPaperId: ua.userPaperId,
      questionId: ua.questionId,
      submissionId: ua.submissionId,
    })
    .from(ua)
    .where(
      and(
        inArray(
          ua.userPaperId,
          waiting.map((r) => r.id),
        ),
        isNotNull(ua.submissionId),
        isNull(ua.score),
      ),
    );
  if (!pending.length) return changed;
  const byId = new Map(waiting.map((r) => [r.id, r]));
  const judged = await submissionScores(
    db,
    waiting[0].tenantId,
    pending.map((p) => p.submissionId as string),
  );
  for (const p of pending) {
    const result = judged.get(p.submissionId as string);
    const row = byId.get(p.userPaperId);
    if (!result?.done || !row) continue;
    const full =
      row.layout.sections.flatMap((s) => s.questions).find((q) => q.questionId === p.questionId)?.score ?? 0;
    await db
      .update(ua)
      .set({ score: judgedScore(full, result.score) })
      .where(and(eq(ua.id, p.id), isNull(ua.score)));
    changed.add(p.userPaperId);
  }
  return changed;
}

/**
 * Brings attempts up to date before they are read: an open one past its deadline (and grace) is handed
 * in, judged programming answers are scored. Answers the rows as they now are, in the same order.
 * Time-outs need no timer this way.
 */
export async function settleAttempts(
  ctx: Pick<AppContext, 'db' | 'events'>,
  rows: AttemptRow[],
  now = new Date(),
): Promise<AttemptRow[]> {
  const out = [...rows];
  for (const [i, r] of out.entries()) {
    if (r.userPaperStatus === 0 && timedOut(r, now)) out[i] = await handIn(ctx, r, 'auto_submit');
  }
  const changed = await collectJudged(ctx.db, out);
  for (const [i, r] of out.entries()) {
    if (changed.has(r.id)) out[i] = (await rescore(ctx, r.id)) ?? r;
  }
  return out;
}

/** One attempt settled. */
export async function settleAttempt(ctx: Pick<AppContext, 'db' | 'events'>, row: AttemptRow) {
  const [settled] = await settleAttempts(ctx, [row]);
  return settled;
}

/** A judged submission: scores the waiting attempts of its author (one indexed read when none wait). */
export async function settleJudgedFor(
  ctx: Pick<AppContext, 'db' | 'events'>,
  event: { tenantId: string; userId: string },
) {
  const rows = await ctx.db
    .select()
    .from(up)
    .where(and(eq(up.tenantId, event.tenantId), eq(up.userId, event.userId), eq(up.userPaperStatus, 1)));
  if (rows.length) await settleAttempts(ctx, rows);
}
