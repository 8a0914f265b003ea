import type { ClassBatchResult, ClassStudent, MyClass, PageResult } from '@ck/shared';
import { and, count, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { AppError, badRequest } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  addClassStudent,
  classCodes,
  createClassStudents,
  moveClassStudents,
  removeClassStudents,
  sysSession,
  sysUser,
  sysUserDepart,
} from '../../identity/index.ts';
import { teachingUnitProgress } from '../learning/learning-tables.ts';
import { managedClasses } from '../teaching-scope.ts';
import { managedClass, schoolNames, studentsOfClasses } from './class-scope.ts';

/** `13812341234` -> `138****1234`; short numbers keep only their last two digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `${'*'.repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;
}

/** A unit counts as studied once it was opened or its homework handed in. */
export const studied = or(
  sql`${teachingUnitProgress.viewCount} > 0`,
  sql`${teachingUnitProgress.homeworkState} > 0`,
);

/** A teacher's classes (an admin's: every class of the tenant) with school, size and join code. */
export async function myClasses(ctx: AppContext, auth: AuthContext): Promise<MyClass[]> {
  const classes = await managedClasses(ctx.db, auth);
  if (!classes.length) return [];
  const ids = classes.map((c) => c.id);
  const [schools, codes, sizes] = await Promise.all([
    schoolNames(ctx.db, auth, classes),
    classCodes(ctx.db, auth),
    ctx.db
      .select({ departId: sysUserDepart.departId, n: count() })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .where(studentsOfClasses(auth, ids))
      .groupBy(sysUserDepart.departId),
  ]);
  return classes.map((c) => ({
    id: c.id,
    departName: c.departName,
    orgCode: c.orgCode,
    schoolName: schools.get(c.id) ?? null,
    studentCount: sizes.find((s) => s.departId === c.id)?.n ?? 0,
    code: codes.find((k) => k.departId === c.id)?.code ?? '',
  }));
}

export async function studentsPage(
  ctx: AppContext,
  auth: AuthContext,
  q: { classId: string; keyword?: string; pageNo: number; pageSize: number },
): Promise<PageResult<ClassStudent>> {
  const { db } = ctx;
  await managedClass(db, auth, q.classId);
  const where = and(
    studentsOfClasses(auth, [q.classId]),
    q.keyword
      ? or(ilike(sysUser.username, likePattern(q.keyword)), ilike(sysUser.realname, likePattern(q.keyword)))
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(where);
  const rows = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      status: sysUser.status,
      createTime: sysUser.createTime,
    })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(where)
    .orderBy(sysUser.username)
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const ids = rows.map((r) => r.id);
  const [logins, done] = ids.length
    ? await Promise.all([
        db
          .select({ userId: sysSession.userId, last: max(sysSession.createTime) })
          .from(sysSession)
          .where(inArray(sysSession.userId, ids))
          .groupBy(sysSession.userId),
        db
          .select({ userId: teachingUnitProgress.userId, n: count() })
          .from(teachingUnitProgress)
          .where(
            and(tenantScope(teachingUnitProgress, auth), inArray(teachingUnitProgress.userId, ids), studied),
          )
          .groupBy(teachingUnitProgress.userId),
      ])
    : [[], []];
  const records = rows.map((r) => ({
    id: r.id,
    username: r.username,
    realname: r.realname,
    phone: maskPhone(r.phone),
    status: r.status,
    lastLoginTime: formatDateTime(logins.find((l) => l.userId === r.id)?.last ?? null),
    unitsDone: done.find((d) => d.userId === r.id)?.n ?? 0,
    createTime: formatDateTime(r.createTime),
  }));
  return pageOf(records, total, q.pageNo, q.pageSize);
}

export async function addStudent(ctx: AppContext, auth: AuthContext, classId: string, username: string) {
  await managedClass(ctx.db, auth, classId);
  return addClassStudent(ctx, auth, classId, username);
}

export async function removeStudents(ctx: AppContext, auth: AuthContext, classId: string, userIds: string[]) {
  await managedClass(ctx.db, auth, classId);
  return removeClassStudents(ctx, auth, classId, userIds);
}

export async function moveStudents(
  ctx: AppContext,
  auth: AuthContext,
  move: { fromClassId: string; toClassId: string; userIds: string[] },
) {
  await managedClass(ctx.db, auth, move.fromClassId);
  await managedClass(ctx.db, auth, move.toClassId);
  return moveClassStudents(ctx, auth, move);
}

export async function batchCreate(
  ctx: AppContext,
  auth: AuthContext,
  b: { classId: string; prefix?: string; start?: number; count?: number; names?: string[] },
): Promise<ClassBatchResult> {
  const klass = await managedClass(ctx.db, auth, b.classId);
  const school = (await schoolNames(ctx.db, auth, [klass])).get(klass.id) ?? null;
  try {
    const made = await createClassStudents(ctx, auth, b);
    return { classId: klass.id, className: made.className, schoolName: school, students: made.students };
  } catch (err) {
    // A taken account name is bad input here: nothing was made, the teacher picks another prefix.
    if (err instanceof AppError && err.status === 409)
      throw badRequest(`${err.message}，未创建任何账号，请更换账号前缀或起始序号`);
    throw err;
  }
}
