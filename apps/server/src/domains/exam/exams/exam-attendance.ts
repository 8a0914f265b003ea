import { gradeOf } from '@ck/shared';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUserDepart } from '../../identity/index.ts';
import { listHasAny, splitIds } from './exam-policy.ts';
import { teachingExam as e, teachingUserPaper as up } from './exam-tables.ts';

/** One exam a student was set in a period, and how they did. */
export interface AttendedExam {
  examId: string;
  examName: string;
  startTime: Date;
  endTime: Date;
  /** Handed in at least once (waiting for review or scored). */
  taken: boolean;
  /** The best scored attempt; null before one is scored, or while the exam hides scores (`releasedOnly`). */
  score: number | null;
  totalScore: number | null;
  /** That score out of 100 (one decimal), and its grade A-E. */
  percent: number | null;
  grade: string | null;
}

export interface AttendanceQuery {
  tenantId: string;
  userIds: string[];
  /** Exams whose window starts in [start, end). */
  start: Date;
  end: Date;
  /** Only scores the exam shows its students (`showScore`): for a student reading their own report. */
  releasedOnly?: boolean;
}

const SCORED = 2;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The live classes each user belongs to. */
async function classesOf(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ userId: sysUserDepart.userId, classId: sysUserDepart.departId })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(and(inArray(sysUserDepart.userId, userIds), liveScope(sysDepart, tenantId)));
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.userId, (out.get(r.userId) ?? new Set()).add(r.classId));
  return out;
}

/**
 * Per user, the published exams set to them (named, through a class they belong to, or simply taken)
 * whose window starts in the period, earliest first, with whether they handed in and their best score.
 * Attendance for the teaching reports; scores follow the same release rule as "my exams".
 */
export async function examAttendance(db: Db, q: AttendanceQuery): Promise<Map<string, AttendedExam[]>> {
  const out = new Map<string, AttendedExam[]>(q.userIds.map((id) => [id, []]));
  if (!q.userIds.length) return out;
  const classes = await classesOf(db, q.tenantId, q.userIds);
  const classIds = [...new Set([...classes.values()].flatMap((s) => [...s]))];
  const inPeriod = and(
    liveScope(e, q.tenantId),
    eq(e.status, 1),
    gte(e.startTime, q.start),
    lt(e.startTime, q.end),
  );
  const attempts = await db
    .select({
      examId: up.examId,
      userId: up.userId,
      status: up.userPaperStatus,
      submitTime: up.submitTime,
      gotScore: up.gotScore,
      totalScore: up.totalScore,
    })
    .from(up)
    .innerJoin(e, eq(e.id, up.examId))
    .where(and(inPeriod, liveScope(up, q.tenantId), inArray(up.userId, q.userIds)));
  const exams = await db
    .select({
      id: e.id,
      examName: e.examName,
      startTime: e.startTime,
      endTime: e.endTime,
      departIds: e.departIds,
      userIds: e.userIds,
      showScore: e.showScore,
    })
    .from(e)
    .where(
      and(
        inPeriod,
        or(
          listHasAny(e.userIds, q.userIds),
          listHasAny(e.departIds, classIds),
          ...(attempts.length ? [inArray(e.id, [...new Set(attempts.map((a) => a.examId))])] : []),
        ),
      ),
    )
    .orderBy(e.startTime, e.id);

  for (const userId of q.userIds) {
    const mine = classes.get(userId) ?? new Set<string>();
    const tries = attempts.filter((a) => a.userId === userId);
    for (const exam of exams) {
      const own = tries.filter((a) => a.examId === exam.id);
      const set =
        own.length > 0 ||
        splitIds(exam.userIds).includes(userId) ||
        splitIds(exam.departIds).some((id) => mine.has(id));
      if (!set) continue;
      const shown = !q.releasedOnly || exam.showScore === 1;
      const best = own
        .filter((a) => a.status === SCORED && a.gotScore !== null)
        .sort((a, b) => ratioOf(b) - ratioOf(a))[0];
      const scored = shown && best ? best : null;
      out.get(userId)!.push({
        examId: exam.id,
        examName: exam.examName,
        startTime: exam.startTime,
        endTime: exam.endTime,
        taken: own.some((a) => a.status >= 1 || a.submitTime !== null),
        score: scored ? Number(scored.gotScore) : null,
        totalScore: scored ? Number(scored.totalScore) : null,
        percent: scored ? round1(ratioOf(scored) * 100) : null,
        grade: scored ? gradeOf(Number(scored.gotScore), Number(scored.totalScore)) : null,
      });
    }
  }
  return out;
}

const ratioOf = (a: { gotScore: number | null; totalScore: number }) =>
  a.totalScore > 0 ? Number(a.gotScore ?? 0) / Number(a.totalScore) : 0;
