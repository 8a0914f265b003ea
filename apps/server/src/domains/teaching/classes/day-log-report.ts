import type { DepartDayLogByDepart, DepartDayLogByMonth, DepartDayLogReport } from '@ck/shared';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingUnitProgress, teachingUnitViewLog } from '../learning/learning-tables.ts';
import { type ClassRef, managedClasses } from '../teaching-scope.ts';
import { chinaDay, managedClass, studentsOfClasses } from './class-scope.ts';
import { monthsOf, type Period, periodOf } from './report-period.ts';

// The learning log reports of the JeecgBoot teaching family (`teachingDepartDayLog`), computed from
// the view log and unit progress of the students of the caller's classes.

type Totals = Omit<DepartDayLogReport, 'startTime' | 'endTime'>;
const ZERO: Totals = {
  unitViewCount: 0,
  unitOpenCount: 0,
  courseWorkSubmitCount: 0,
  courseWorkCorrectCount: 0,
  activeStudentCount: 0,
  studentCount: 0,
};
const int = (expr: SQL) => sql<number>`(${expr})::int`;

/** The classes a report covers: one managed class, or all of them. */
async function classesOf(db: Db, auth: AuthContext, departId?: string): Promise<ClassRef[]> {
  return departId ? [await managedClass(db, auth, departId)] : managedClasses(db, auth);
}

/** Sums per key: `depart` counts a student in each of their classes, the others count each student once. */
async function aggregate(
  db: Db,
  auth: AuthContext,
  classIds: string[],
  p: Period,
  by: 'all' | 'depart' | 'month',
) {
  const out = new Map<string, Totals>();
  const at = (key: string) => {
    const t = out.get(key) ?? { ...ZERO };
    out.set(key, t);
    return t;
  };
  if (!classIds.length) return out;
  const members = db
    .select({ id: sysUserDepart.userId })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(studentsOfClasses(auth, classIds));
  const v = teachingUnitViewLog;
  const g = teachingUnitProgress;
  const viewKey =
    by === 'depart'
      ? sysUserDepart.departId
      : by === 'month'
        ? chinaDay(v.viewTime, 'YYYY-MM')
        : sql<string>`'all'`;
  const workKey =
    by === 'depart'
      ? sysUserDepart.departId
      : by === 'month'
        ? chinaDay(g.updateTime, 'YYYY-MM')
        : sql<string>`'all'`;
  const viewFields = {
    key: viewKey,
    views: count(),
    units: int(sql`count(distinct ${v.unitId})`),
    users: int(sql`count(distinct ${v.userId})`),
  };
  const workFields = {
    key: workKey,
    submitted: int(sql`count(*) filter (where ${g.homeworkState} >= 1)`),
    graded: int(sql`count(*) filter (where ${g.homeworkState} = 2)`),
  };
  const viewWhere = and(tenantScope(v, auth), gte(v.viewTime, p.start), lt(v.viewTime, p.end));
  const workWhere = and(
    tenantScope(g, auth),
    gte(g.updateTime, p.start),
    lt(g.updateTime, p.end),
    sql`${g.homeworkState} > 0`,
  );
  const [views, works] =
    by === 'depart'
      ? await Promise.all([
          db
            .select(viewFields)
            .from(v)
            .innerJoin(sysUserDepart, eq(sysUserDepart.userId, v.userId))
            .innerJoin(sysUser, eq(sysUser.id, v.userId))
            .where(and(viewWhere, studentsOfClasses(auth, classIds)))
            .groupBy(viewKey),
          db
            .select(workFields)
            .from(g)
            .innerJoin(sysUserDepart, eq(sysUserDepart.userId, g.userId))
            .innerJoin(sysUser, eq(sysUser.id, g.userId))
            .where(and(workWhere, studentsOfClasses(auth, classIds)))
            .groupBy(workKey),
        ])
      : await Promise.all([
          db
            .select(viewFields)
            .from(v)
            .where(and(viewWhere, inArray(v.userId, members)))
            .groupBy(...(by === 'month' ? [viewKey] : [])),
          db
            .select(workFields)
            .from(g)
            .where(and(workWhere, inArray(g.userId, members)))
            .groupBy(...(by === 'month' ? [workKey] : [])),
        ]);
  for (const r of views)
    Object.assign(at(r.key), { unitViewCount: r.views, unitOpenCount: r.units, activeStudentCount: r.users });
  for (const r of works)
    Object.assign(at(r.key), { courseWorkSubmitCount: r.submitted, courseWorkCorrectCount: r.graded });
  return out;
}

/** Student head counts: per class, and of all the classes together (a student in two counts once). */
async function studentCounts(db: Db, auth: AuthContext, classIds: string[]) {
  if (!classIds.length) return { perClass: new Map<string, number>(), all: 0 };
  const rows = await db
    .select({ departId: sysUserDepart.departId, userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(studentsOfClasses(auth, classIds));
  const perClass = new Map<string, number>();
  for (const r of rows) perClass.set(r.departId, (perClass.get(r.departId) ?? 0) + 1);
  return { perClass, all: new Set(rows.map((r) => r.userId)).size };
}

export interface DayLogQuery {
  departId?: string;
  startTime?: string;
  endTime?: string;
}

export async function dayLogReport(db: Db, auth: AuthContext, q: DayLogQuery): Promise<DepartDayLogReport> {
  const p = periodOf(q.startTime, q.endTime);
  const ids = (await classesOf(db, auth, q.departId)).map((c) => c.id);
  const [sums, heads] = await Promise.all([aggregate(db, auth, ids, p, 'all'), studentCounts(db, auth, ids)]);
  return { startTime: p.from, endTime: p.to, ...ZERO, ...sums.get('all'), studentCount: heads.all };
}

export async function dayLogByDepart(
  db: Db,
  auth: AuthContext,
  q: DayLogQuery,
): Promise<DepartDayLogByDepart[]> {
  const p = periodOf(q.startTime, q.endTime);
  const classes = await classesOf(db, auth, q.departId);
  const ids = classes.map((c) => c.id);
  const [sums, heads] = await Promise.all([
    aggregate(db, auth, ids, p, 'depart'),
    studentCounts(db, auth, ids),
  ]);
  return classes.map((c) => ({
    departId: c.id,
    departName: c.departName,
    ...ZERO,
    ...sums.get(c.id),
    studentCount: heads.perClass.get(c.id) ?? 0,
  }));
}

export async function dayLogByMonth(
  db: Db,
  auth: AuthContext,
  q: DayLogQuery,
): Promise<DepartDayLogByMonth[]> {
  const p = periodOf(q.startTime, q.endTime);
  const ids = (await classesOf(db, auth, q.departId)).map((c) => c.id);
  const [sums, heads] = await Promise.all([
    aggregate(db, auth, ids, p, 'month'),
    studentCounts(db, auth, ids),
  ]);
  return monthsOf(p).map((month) => ({ month, ...ZERO, ...sums.get(month), studentCount: heads.all }));
}
