import { PERMS, type StudentReport } from '@ck/shared';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';
import { readableCourse, readableUnit } from '../courses/readable-courses.ts';
import {
  teachingCourseUser,
  teachingUnitProgress,
  teachingUnitViewLog,
} from '../learning/learning-tables.ts';
import { managedClasses } from '../teaching-scope.ts';
import { balancesOf, homeworkTotals, int } from './class-report.ts';
import { chinaDay, openedTo } from './class-scope.ts';
import { attendanceRate, examsOfStudents, summariseExams } from './exam-attendance.ts';
import { daysOf, type Period, periodOf } from './report-period.ts';

/** The student whose report the caller asked for: themselves, or a student of a class they manage. */
async function reportSubject(db: Db, auth: AuthContext, userId?: string) {
  const target = userId ?? auth.userId;
  if (target !== auth.userId && !auth.perms.has(PERMS.learningReport.view))
    throw forbidden('只能查看自己的学习报告');
  const [user] = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(and(eq(sysUser.id, target), liveScope(sysUser, auth)));
  if (!user) throw notFound('学生不存在');
  const classes = await db
    .select({ id: sysDepart.id, departName: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(and(eq(sysUserDepart.userId, user.id), liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '3')))
    .orderBy(sysDepart.orgCode);
  if (target !== auth.userId && !isAdmin(auth)) {
    const mine = new Set((await managedClasses(db, auth)).map((c) => c.id));
    if (!classes.some((c) => mine.has(c.id))) throw forbidden('只能查看自己班级学生的学习报告');
  }
  return { user, classes };
}

export interface StudentReportParams {
  userId?: string;
  /** The exams' period (China days); the learning figures are all-time. */
  from?: string;
  to?: string;
}

/** The student's exams whose window starts in the period; their own report shows released scores only. */
async function examsPart(db: Db, auth: AuthContext, userId: string, period: Period) {
  const list =
    (
      await examsOfStudents(db, {
        tenantId: auth.tenantId,
        userIds: [userId],
        start: period.start,
        end: period.end,
        releasedOnly: userId === auth.userId,
      })
    ).get(userId) ?? [];
  const summary = summariseExams(list);
  return {
    from: period.from,
    to: period.to,
    ...summary,
    examAttendanceRate: attendanceRate(summary),
    list: list.map((x) => ({
      ...x,
      startTime: formatDateTime(x.startTime)!,
      endTime: formatDateTime(x.endTime)!,
    })),
  };
}

/**
 * A student's learning: per course units studied, homework and grades; points; views; recent units;
 * the exams of the period (the last 30 days unless given).
 */
export async function studentReport(
  db: Db,
  auth: AuthContext,
  q: StudentReportParams = {},
): Promise<StudentReport> {
  const examPeriod = periodOf(q.from, q.to, 30);
  const { user, classes } = await reportSubject(db, auth, q.userId);
  const g = teachingUnitProgress;
  const v = teachingUnitViewLog;
  const [opened, granted, progress] = await Promise.all([
    db
      .selectDistinct({ courseId: teachingCourseDept.courseId })
      .from(teachingCourseDept)
      .where(
        openedTo(
          auth,
          classes.map((c) => c.id),
        ),
      ),
    // Courses given to the student personally (bought in the shop), learnt or not yet.
    db
      .select({ courseId: teachingCourseUser.courseId })
      .from(teachingCourseUser)
      .where(and(tenantScope(teachingCourseUser, auth), eq(teachingCourseUser.userId, user.id))),
    db
      .select({
        courseId: g.courseId,
        done: int(sql`count(*) filter (where ${g.viewCount} > 0 or ${g.homeworkState} > 0)`),
        ...homeworkTotals,
      })
      .from(g)
      .where(and(tenantScope(g, auth), eq(g.userId, user.id)))
      .groupBy(g.courseId),
  ]);
  const courseIds = [...new Set([...opened, ...granted, ...progress].map((c) => c.courseId))];
  const period = periodOf(undefined, undefined, 30);
  const day = chinaDay(v.viewTime);
  const [courses, sizes, [{ views }], daily, recent, balances, exams] = await Promise.all([
    db
      .select({ id: teachingCourse.id, courseName: teachingCourse.courseName })
      .from(teachingCourse)
      .where(
        and(inArray(teachingCourse.id, courseIds.length ? courseIds : ['-']), readableCourse(auth.tenantId)),
      )
      .orderBy(teachingCourse.orderNum, teachingCourse.courseName),
    db
      .select({ courseId: teachingCourseUnit.courseId, n: count() })
      .from(teachingCourseUnit)
      .where(
        and(
          inArray(teachingCourseUnit.courseId, courseIds.length ? courseIds : ['-']),
          readableUnit(auth.tenantId),
        ),
      )
      .groupBy(teachingCourseUnit.courseId),
    db
      .select({ views: count() })
      .from(v)
      .where(and(tenantScope(v, auth), eq(v.userId, user.id))),
    db
      .select({ date: day, n: count() })
      .from(v)
      .where(and(tenantScope(v, auth), eq(v.userId, user.id), gte(v.viewTime, period.start)))
      .groupBy(day),
    db
      .select({
        time: v.viewTime,
        courseName: teachingCourse.courseName,
        unitName: teachingCourseUnit.unitName,
      })
      .from(v)
      .innerJoin(teachingCourse, eq(teachingCourse.id, v.courseId))
      .innerJoin(teachingCourseUnit, eq(teachingCourseUnit.id, v.unitId))
      .where(and(tenantScope(v, auth), eq(v.userId, user.id)))
      .orderBy(desc(v.viewTime))
      .limit(20),
    balancesOf(db, auth, [user.id]),
    examsPart(db, auth, user.id, examPeriod),
  ]);
  const rows = courses.map((c) => {
    const p = progress.find((x) => x.courseId === c.id);
    return {
      courseId: c.id,
      courseName: c.courseName,
      unitCount: sizes.find((s) => s.courseId === c.id)?.n ?? 0,
      unitsDone: p?.done ?? 0,
      homeworkSubmitted: p?.submitted ?? 0,
      avgScore: p?.scored ? Math.round((p.scoreSum / p.scored) * 10) / 10 : null,
    };
  });
  const scoreSum = progress.reduce((a, p) => a + p.scoreSum, 0);
  const scored = progress.reduce((a, p) => a + p.scored, 0);
  return {
    userId: user.id,
    username: user.username,
    realname: user.realname,
    classNames: classes.map((c) => c.departName),
    points: balances.get(user.id) ?? 0,
    unitsDone: progress.reduce((a, p) => a + p.done, 0),
    viewCount: views,
    homeworkSubmitted: progress.reduce((a, p) => a + p.submitted, 0),
    homeworkGraded: progress.reduce((a, p) => a + p.graded, 0),
    avgScore: scored ? Math.round((scoreSum / scored) * 10) / 10 : null,
    courses: rows,
    daily: daysOf(period).map((date) => ({ date, viewCount: daily.find((d) => d.date === date)?.n ?? 0 })),
    recent: recent.map((r) => ({
      time: formatDateTime(r.time)!,
      courseName: r.courseName,
      unitName: r.unitName,
    })),
    exams,
  };
}
