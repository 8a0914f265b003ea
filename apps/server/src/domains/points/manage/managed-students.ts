import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { managedClasses, sysUser, sysUserDepart } from '../../identity/index.ts';

const STUDENT = 1;

/**
 * The students of the classes a teacher manages, as a sub-query of user ids; null when they manage
 * none. (Answered in an object: a query builder returned from an async function would run.)
 */
async function studentsOfManagedClasses(db: Db, auth: AuthContext) {
  const classIds = (await managedClasses(db, auth)).map((c) => c.id);
  if (!classIds.length) return null;
  const query = db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(and(inArray(sysUserDepart.departId, classIds), eq(sysUser.userIdentity, STUDENT)));
  return { query };
}

/**
 * Whose points a back-office caller sees, on top of the tenant: administrators everyone, teachers the
 * students of the classes they manage (nobody when they manage none).
 */
export async function managedUsersCondition(
  db: Db,
  auth: AuthContext,
  userIdColumn: PgColumn,
): Promise<SQL | undefined> {
  if (isAdmin(auth)) return undefined;
  const members = await studentsOfManagedClasses(db, auth);
  return members ? inArray(userIdColumn, members.query) : sql`false`;
}

/**
 * The user a caller may award or deduct points: a live user of the tenant for administrators; for
 * teachers a student of a class they manage. Nobody changes their own points this way.
 */
export async function awardableUser(db: Db, auth: AuthContext, userId: string) {
  const [user] = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(and(liveScope(sysUser, auth), eq(sysUser.id, userId)));
  if (!user) throw notFound('用户不存在');
  if (user.id === auth.userId) throw forbidden('不能给自己奖励或扣减积分');
  if (isAdmin(auth)) return user;
  const members = await studentsOfManagedClasses(db, auth);
  const [member] = members
    ? await db
        .select({ userId: sysUserDepart.userId })
        .from(sysUserDepart)
        .where(and(eq(sysUserDepart.userId, user.id), inArray(sysUserDepart.userId, members.query)))
        .limit(1)
    : [];
  if (!member) throw forbidden('只能给你所管理班级的学生奖励或扣减积分');
  return user;
}
