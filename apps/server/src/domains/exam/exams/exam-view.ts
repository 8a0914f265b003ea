import { EXAM_STATUSES, type Exam, USER_PAPER_STATUSES, type UserPaperRow } from '@ck/shared';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { namesById } from '../../../db/names-by-id.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { departNames } from '../../identity/index.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { audienceOf, type ExamRow, splitIds } from './exam-policy.ts';
import { type AttemptLayout, teachingExam, teachingUserPaper as up } from './exam-tables.ts';

export type AttemptRow = typeof up.$inferSelect;

export const label = (map: Record<number, string>, key: number) => map[key] ?? '';

/** Sum of a layout's scores. */
export const layoutTotal = (layout: AttemptLayout) =>
  Math.round(layout.sections.reduce((n, s) => n + s.questions.reduce((m, q) => m + q.score, 0), 0) * 100) /
  100;

export const layoutQuestionIds = (layout: AttemptLayout) =>
  layout.sections.flatMap((s) => s.questions.map((q) => q.questionId));

export async function paperNames(db: Db, tenantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, { name: string; totalScore: number }>();
  const rows = await db
    .select({ id: teachingPaper.id, name: teachingPaper.paperName, totalScore: teachingPaper.totalScore })
    .from(teachingPaper)
    .where(and(tenantScope(teachingPaper, tenantId), inArray(teachingPaper.id, unique)));
  return new Map(rows.map((r) => [r.id, { name: r.name, totalScore: Number(r.totalScore) }]));
}

export const examNames = (db: Db, tenantId: string, ids: string[]) =>
  namesById(
    db,
    teachingExam,
    { id: teachingExam.id, name: teachingExam.examName },
    tenantScope(teachingExam, tenantId),
    ids,
  );

/** Students who started and who handed in, per exam. */
async function attemptCounts(db: Db, tenantId: string, ids: string[]) {
  const counts = new Map<string, { started: number; submitted: number }>();
  if (!ids.length) return counts;
  const rows = await db
    .select({
      examId: up.examId,
      started: sql<number>`count(distinct ${up.userId})`,
      submitted: sql<number>`count(distinct ${up.userId}) filter (where ${up.userPaperStatus} >= 1)`,
    })
    .from(up)
    .where(and(tenantScope(up, tenantId), inArray(up.examId, ids), gte(up.attemptNo, 1)))
    .groupBy(up.examId);
  for (const r of rows) counts.set(r.examId, { started: Number(r.started), submitted: Number(r.submitted) });
  return counts;
}

/** Exams as managers see them: labels, names, counts; never the password. */
export async function examJson(db: Db, tenantId: string, rows: ExamRow[]): Promise<Exam[]> {
  const [papers, departs, counts, audiences] = await Promise.all([
    paperNames(
      db,
      tenantId,
      rows.map((r) => r.paperId),
    ),
    departNames(
      db,
      tenantId,
      rows.flatMap((r) => splitIds(r.departIds)),
    ),
    attemptCounts(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
    Promise.all(rows.map((r) => audienceOf(db, tenantId, r))),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    examName: r.examName,
    paperId: r.paperId,
    paperId_dictText: papers.get(r.paperId)?.name ?? null,
    startTime: formatDateTime(r.startTime),
    endTime: formatDateTime(r.endTime),
    duration: r.duration,
    departIds: r.departIds,
    departNames: splitIds(r.departIds)
      .map((id) => departs.get(id))
      .filter(Boolean)
      .join(','),
    userIds: r.userIds,
    attempts: r.attempts,
    showScore: r.showScore,
    showAnswer: r.showAnswer,
    hasPassword: r.passwordHash ? 1 : 0,
    fullScreen: r.fullScreen,
    maxJumpOut: r.maxJumpOut,
    cameraInterval: r.cameraInterval,
    mobileCamera: r.mobileCamera,
    status: r.status,
    status_dictText: label(EXAM_STATUSES, r.status),
    totalScore: papers.get(r.paperId)?.totalScore ?? 0,
    started: counts.get(r.id)?.started ?? 0,
    submitted: counts.get(r.id)?.submitted ?? 0,
    audience: audiences[i].length,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
  }));
}

/**
 * Attempts as record rows. `released(row)` says whether its score may be shown (always for managers;
 * for the student when the exam shows scores and the attempt is fully scored).
 */
export async function attemptRowsJson(
  db: Db,
  tenantId: string,
  rows: AttemptRow[],
  released: (row: AttemptRow) => boolean,
): Promise<UserPaperRow[]> {
  const [papers, departs, exams] = await Promise.all([
    paperNames(
      db,
      tenantId,
      rows.map((r) => r.paperId),
    ),
    departNames(
      db,
      tenantId,
      rows.flatMap((r) => (r.deptId ? [r.deptId] : [])),
    ),
    examNames(
      db,
      tenantId,
      rows.map((r) => r.examId),
    ),
  ]);
  return rows.map((r) => {
    const show = released(r);
    return {
      id: r.id,
      examId: r.examId,
      examName: exams.get(r.examId) ?? null,
      paperId: r.paperId,
      paperId_dictText: papers.get(r.paperId)?.name ?? null,
      deptId: r.deptId,
      deptId_dictText: r.deptId ? (departs.get(r.deptId) ?? null) : null,
      username: r.username,
      realname: r.realname,
      userPaperStatus: r.userPaperStatus,
      userPaperStatus_dictText: label(USER_PAPER_STATUSES, r.userPaperStatus),
      duration: r.duration,
      jumpOutTimes: r.jumpOutTimes,
      gotScore: show && r.gotScore !== null ? Number(r.gotScore) : null,
      totalScore: Number(r.totalScore),
      grade: show ? r.grade : null,
      createTime: formatDateTime(r.createTime),
      submitTime: formatDateTime(r.submitTime),
      reviewTime: formatDateTime(r.reviewTime),
      reviewUserId: r.reviewUserId,
    };
  });
}

/** Whether a student may see the score of their attempt. */
export const scoreReleased = (exam: Pick<ExamRow, 'showScore'>, row: Pick<AttemptRow, 'userPaperStatus'>) =>
  exam.showScore === 1 && row.userPaperStatus === 2;

export async function examsById(db: Db, tenantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, ExamRow>();
  const rows = await db
    .select()
    .from(teachingExam)
    .where(and(tenantScope(teachingExam, tenantId), inArray(teachingExam.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}
