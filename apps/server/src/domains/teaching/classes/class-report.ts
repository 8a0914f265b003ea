import type { ClassReport } from '@ck/shared';
import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingJifenBalance } from '../../points/index.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';
import { chinaDay, classStudents, managedClass, schoolNames } from './class-scope.ts';
import { attendanceRate, examsOfStudents, summariseExams } from './exam-attendance.ts';
import { daysOf, periodOf } from './report-period.ts';

export const int = (text: ReturnType<typeof sql>) => sql<number>`(${text})::int`;

const g = teachingUnitProgress;
/** Homework figures of a group of progress rows: submitted, graded, and the sum and count of graded scores. */
export const homeworkTotals = {
  submitted: int(sql`count(*) filter (where ${g.homeworkState} >= 1)`),
  graded: int(sql`count(*) filter (where ${g.homeworkState} = 2)`),
  scoreSum: int(
    sql`coalesce(sum(${g.score}) filter (where ${g.homeworkState} = 2 and ${g.score} is not null), 0)`,
  ),
  scored: int(sql`count(*) filter (where ${g.homeworkState} = 2 and ${g.score} is not null)`),
};
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Points balances of users of the tenant. */
export async function balancesOf(db: Db, auth: AuthContext, userIds: string[]) {
  if (!userIds.length) return new Map<string, number>();
  const rows = await db
    .select({ userId: teachingJifenBalance.userId, balance: teachingJifenBalance.balance })
    .from(teachingJifenBalance)
    .where(and(tenantScope(teachingJifenBalance, auth), inArray(teachingJifenBalance.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.balance]));
}

/**
 * A class over a period (China days, both ends included): per student the units first opened, views,
 * homework handed in and graded (by last change), the average grade, and the exams set in the period,
 * handed in and their average result; views and active students per day, the class's exam attendance.
 */
export async function classReport(
  db: Db,
  auth: AuthContext,
  q: { classId: string; from?: string; to?: string },
): Promise<ClassReport> {
  const klass = await managedClass(db, auth, q.classId);
  const p = periodOf(q.from, q.to);
  const [students, school] = await Promise.all([
    classStudents(db, auth, klass.id),
    schoolNames(db, auth, [klass]),
  ]);
  const ids = students.length ? students.map((s) => s.id) : ['-'];
  const v = teachingUnitViewLog;
  const day = chinaDay(v.viewTime);
  const [views, daily, done, works, points, exams] = await Promise.all([
    db
      .select({ userId: v.userId, n: count() })
      .from(v)
      .where(
        and(tenantScope(v, auth), inArray(v.userId, ids), gte(v.viewTime, p.start), lt(v.viewTime, p.end)),
      )
      .groupBy(v.userId),
    db
      .select({ date: day, n: count(), users: int(sql`count(distinct ${v.userId})`) })
      .from(v)
      .where(
        and(tenantScope(v, auth), inArray(v.userId, ids), gte(v.viewTime, p.start), lt(v.viewTime, p.end)),
      )
      .groupBy(day),
    db
      .select({ userId: g.userId, n: count() })
      .from(g)
      .where(
        and(
          tenantScope(g, auth),
          inArray(g.userId, ids),
          gte(g.firstViewTime, p.start),
          lt(g.firstViewTime, p.end),
        ),
      )
      .groupBy(g.userId),
    db
      .select({
        userId: g.userId,
        ...homeworkTotals,
      })
      .from(g)
      .where(
        and(
          tenantScope(g, auth),
          inArray(g.userId, ids),
          gte(g.updateTime, p.start),
          lt(g.updateTime, p.end),
          sql`${g.homeworkState} > 0`,
        ),
      )
      .groupBy(g.userId),
    balancesOf(db, auth, ids),
    examsOfStudents(db, {
      tenantId: auth.tenantId,
      userIds: students.map((s) => s.id),
      start: p.start,
      end: p.end,
    }),
  ]);
  const rows = students.map((s) => {
    const w = works.find((x) => x.userId === s.id);
    return {
      userId: s.id,
      username: s.username,
      realname: s.realname,
      unitsDone: done.find((x) => x.userId === s.id)?.n ?? 0,
      viewCount: views.find((x) => x.userId === s.id)?.n ?? 0,
      homeworkSubmitted: w?.submitted ?? 0,
      homeworkGraded: w?.graded ?? 0,
      avgScore: w?.scored ? round1(w.scoreSum / w.scored) : null,
      points: points.get(s.id) ?? 0,
      ...summariseExams(exams.get(s.id) ?? []),
    };
  });
  const allExams = [...exams.values()].flat();
  const classExams = summariseExams(allExams);
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
  const scoreSum = works.reduce((a, w) => a + w.scoreSum, 0);
  const scored = works.reduce((a, w) => a + w.scored, 0);
  return {
    classId: klass.id,
    className: klass.departName,
    schoolName: school.get(klass.id) ?? null,
    from: p.from,
    to: p.to,
    studentCount: students.length,
    activeStudents: views.length,
    unitsDone: sum((r) => r.unitsDone),
    viewCount: sum((r) => r.viewCount),
    homeworkSubmitted: sum((r) => r.homeworkSubmitted),
    homeworkGraded: sum((r) => r.homeworkGraded),
    avgScore: scored ? round1(scoreSum / scored) : null,
    points: sum((r) => r.points),
    examCount: new Set(allExams.map((x) => x.examId)).size,
    ...classExams,
    examAttendanceRate: attendanceRate(classExams),
    students: rows,
    daily: daysOf(p).map((date) => {
      const d = daily.find((x) => x.date === date);
      return { date, viewCount: d?.n ?? 0, activeStudents: d?.users ?? 0 };
    }),
  };
}
