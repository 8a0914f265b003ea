import { PERMS, type StudentReport } from '@ck/shared';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../courses/course-tables.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';
import { managedClasses } from '../teaching-scope.ts';
import { balancesOf } from './class-report.ts';
import { chinaDay, openedTo } from './class-scope.ts';
import { daysOf, periodOf } from './report-period.ts';

const int = (text: ReturnType<typeof sql>) => sql<number>`(${text})::int`;

/** The student whose report the caller asked for: themselves, or a student of a class they manage. */
async function reportSubject(db: Db, auth: AuthContext, userId?: string) {
  const target = userId ?? auth.userId;
  if (target !== auth.userId && !auth.perms.has(PERMS.learningReport.view))
    throw forbidden('只能查看自己的学习报告');
  const [user] = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(and(eq(sysUser.id, target), tenantScope(sysUser, auth), eq(sysUser.delFlag, 0)));
  if (!user) throw notFound('学生不存在');
  const classes = await db
    .select({ id: sysDepart.id, departName: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(
      and(
        eq(sysUserDepart.userId, user.id),
        tenantScope(sysDepart, auth),
        eq(sysDepart.delFlag, 0),
        eq(sysDepart.orgCategory, '3'),
      ),
    )
    .orderBy(sysDepart.orgCode);
  if (target !== auth.userId && !isAdmin(auth)) {
    const mine = new Set((await managedClasses(db, auth)).map((c) => c.id));
    if (!classes.some((c) => mine.has(c.id))) throw forbidden('只能查看自己班级学生的学习报告');
  }
  return { user, classes };
}

/** A student's learning: per course units studied, homework and grades; points; views; recent units. */
export async function studentReport(db: Db, auth: AuthContext, userId?: string): Promise<StudentReport> {
  const { user, classes } = await reportSubject(db, auth, userId);
  const g = teachingUnitProgress;
  const v = teachingUnitViewLog;
  const [opened, progress] = await Promise.all([
    db
      .selectDistinct({ courseId: teachingCourseDept.courseId })
      .from(teachingCourseDept)
      .where(
        openedTo(
          auth,
          classes.map((c) => c.id),
        ),
      ),
    db
      .select({
        courseId: g.courseId,
        done: int(sql`count(*) filter (where ${g.viewCount} > 0 or ${g.homeworkState} > 0)`),
        submitted: int(sql`count(*) filter (where ${g.homeworkState} >= 1)`),
        graded: int(sql`count(*) filter (where ${g.homeworkState} = 2)`),
        scoreSum: int(
          sql`coalesce(sum(${g.score}) filter (where ${g.homeworkState} = 2 and ${g.score} is not null), 0)`,
        ),
        scored: int(sql`count(*) filter (where ${g.homeworkState} = 2 and ${g.score} is not null)`),
      })
      .from(g)
      .where(and(tenantScope(g, auth), eq(g.userId, user.id)))
      .groupBy(g.courseId),
  ]);
  const courseIds = [...new Set([...opened.map((o) => o.courseId), ...progress.map((p) => p.courseId)])];
  const period = periodOf(undefined, undefined, 30);
  const day = chinaDay(v.viewTime);
  const [courses, sizes, [{ views }], daily, recent, balances] = await Promise.all([
    db
      .select({ id: teachingCourse.id, courseName: teachingCourse.courseName })
      .from(teachingCourse)
      .where(
        and(
          inArray(teachingCourse.id, courseIds.length ? courseIds : ['-']),
          ownOrLicensed(teachingCourse, teachingCourse.id, auth.tenantId, 'course'),
          eq(teachingCourse.delFlag, 0),
        ),
      )
      .orderBy(teachingCourse.orderNum, teachingCourse.courseName),
    db
      .select({ courseId: teachingCourseUnit.courseId, n: count() })
      .from(teachingCourseUnit)
      .where(
        and(
          inArray(teachingCourseUnit.courseId, courseIds.length ? courseIds : ['-']),
          ownOrLicensed(teachingCourseUnit, teachingCourseUnit.courseId, auth.tenantId, 'course'),
          eq(teachingCourseUnit.delFlag, 0),
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
  };
}
