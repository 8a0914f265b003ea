import type { CreatedStudent } from '@ck/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { escapeLike } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';
import { setCurrentOrg } from './user-account.ts';
import { batchUsername, insertStudents } from './user-batch-service.ts';

// Class membership for the teaching domain's "my classes". The caller has already checked that the
// signed-in teacher manages the classes; here the classes and students are checked against the tenant,
// and every change runs in one transaction and drops cached sessions (their data scope changed).

/** A live class (orgCategory 3) of the caller's tenant, or 404. */
export async function classOfTenant(db: Db, auth: AuthContext, classId: string) {
  const [klass] = await db
    .select({ id: sysDepart.id, departName: sysDepart.departName, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, classId), liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '3')));
  if (!klass) throw notFound('班级不存在');
  return klass;
}

/** The next number after the highest `prefix<digits>` account name in use. */
async function nextFreeNumber(db: Db, prefix: string) {
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(and(like(sysUser.username, `${escapeLike(prefix)}%`), eq(sysUser.delFlag, 0)));
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  let max = 0;
  for (const r of rows) {
    const m = pattern.exec(r.username);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

export interface ClassStudentsRequest {
  classId: string;
  /** Defaults to the class's org code in lower case. */
  prefix?: string;
  /** Defaults to the first free number for the prefix. */
  start?: number;
  count?: number;
  names?: string[];
}

/** Makes student accounts in a class, all or none; answers each account's initial password once. */
export async function createClassStudents(
  ctx: AppContext,
  auth: AuthContext,
  r: ClassStudentsRequest,
): Promise<{ className: string; students: CreatedStudent[] }> {
  const klass = await classOfTenant(ctx.db, auth, r.classId);
  const fromCode = klass.orgCode.toLowerCase();
  const prefix = r.prefix ?? (/^[a-z]/.test(fromCode) ? fromCode : `s${fromCode}`);
  const start = r.start ?? (await nextFreeNumber(ctx.db, prefix));
  const total = r.names?.length || r.count || 0;
  if (total < 1) throw badRequest('请填写数量或姓名名单');
  if (start + total - 1 > 99_999) throw badRequest('序号超出范围，请换一个账号前缀');
  const people = Array.from({ length: total }, (_, i) => {
    const username = batchUsername(prefix, start + i);
    return { username, realname: r.names?.[i] ?? username };
  });
  const students = await insertStudents(ctx, auth, klass, people);
  return { className: klass.departName, students };
}

/** Students of the tenant among `userIds` that are members of the class; all must be. */
async function membersOf(db: Db, auth: AuthContext, classId: string, userIds: string[]) {
  const rows = await db
    .select({ id: sysUser.id, orgCode: sysUser.orgCode, userIdentity: sysUser.userIdentity })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(
      and(
        eq(sysUserDepart.departId, classId),
        inArray(sysUserDepart.userId, userIds),
        liveScope(sysUser, auth),
      ),
    );
  if (rows.length !== userIds.length) throw badRequest('所选学生不在该班级中');
  if (rows.some((r) => r.userIdentity !== 1)) throw badRequest('只能调整学生账号，老师请在用户管理中设置');
  return rows;
}

/** Adds an existing student account of the tenant to a class. */
export async function addClassStudent(ctx: AppContext, auth: AuthContext, classId: string, username: string) {
  const klass = await classOfTenant(ctx.db, auth, classId);
  const [user] = await ctx.db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      orgCode: sysUser.orgCode,
      userIdentity: sysUser.userIdentity,
    })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), liveScope(sysUser, auth)));
  if (!user) throw notFound(`学生账号「${username}」不存在`);
  if (user.userIdentity !== 1) throw badRequest('只能添加学生账号');
  const [member] = await ctx.db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, user.id), eq(sysUserDepart.departId, klass.id)));
  if (member) throw badRequest(`「${username}」已经在「${klass.departName}」中`);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sysUserDepart).values({ userId: user.id, departId: klass.id });
    if (!user.orgCode) await setCurrentOrg(tx, user.id, klass.orgCode);
  });
  ctx.sessions.forgetAll();
  return { id: user.id, username: user.username };
}

/** A user's current department after leaving `left`: another of their classes, or none. */
async function fallbackOrg(db: Db, userId: string, left: string) {
  const [other] = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, 0)));
  return other && other.orgCode !== left ? other.orgCode : null;
}

/** Takes students out of a class (their accounts stay). */
export async function removeClassStudents(
  ctx: AppContext,
  auth: AuthContext,
  classId: string,
  userIds: string[],
) {
  const klass = await classOfTenant(ctx.db, auth, classId);
  const members = await membersOf(ctx.db, auth, klass.id, userIds);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.departId, klass.id), inArray(sysUserDepart.userId, userIds)));
    for (const m of members)
      if (m.orgCode === klass.orgCode)
        await setCurrentOrg(tx, m.id, await fallbackOrg(tx, m.id, klass.orgCode));
  });
  ctx.sessions.forgetAll();
  return members.length;
}

/** Moves students from one class to another in one step. */
export async function moveClassStudents(
  ctx: AppContext,
  auth: AuthContext,
  move: { fromClassId: string; toClassId: string; userIds: string[] },
) {
  const from = await classOfTenant(ctx.db, auth, move.fromClassId);
  const to = await classOfTenant(ctx.db, auth, move.toClassId);
  const members = await membersOf(ctx.db, auth, from.id, move.userIds);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.departId, from.id), inArray(sysUserDepart.userId, move.userIds)));
    await tx
      .insert(sysUserDepart)
      .values(move.userIds.map((userId) => ({ userId, departId: to.id })))
      .onConflictDoNothing();
    for (const m of members) if (m.orgCode === from.orgCode) await setCurrentOrg(tx, m.id, to.orgCode);
  });
  ctx.sessions.forgetAll();
  return members.length;
}
