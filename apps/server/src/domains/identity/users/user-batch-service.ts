import type { BatchStudentsBody, CreatedStudent } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { checkDeparts } from './user-policy.ts';
import { takenUsernames } from './user-repository.ts';
import { assertSeats } from './user-seats.ts';
import { roleIdByCode } from './user-write.ts';

export const batchUsername = (prefix: string, n: number) => `${prefix}${String(n).padStart(3, '0')}`;

/** Hashes with a few workers at once: argon2 runs on the thread pool, not the event loop. */
async function hashAll(passwords: string[], width = 4): Promise<string[]> {
  const out: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, passwords.length) }, worker));
  return out;
}

/**
 * Student accounts for a class: prefix + count, or prefix + a pasted name list. Each gets its own
 * random password, returned once here and never again.
 */
export async function createStudents(
  ctx: AppContext,
  auth: AuthContext,
  b: BatchStudentsBody,
): Promise<CreatedStudent[]> {
  const [depart] = await checkDeparts(ctx.db, auth, [b.departId], '班级');
  const total = b.names?.length || b.count || 0;
  const people = Array.from({ length: total }, (_, i) => {
    const username = batchUsername(b.prefix, b.start + i);
    return { username, realname: b.names?.[i] ?? username };
  });
  return insertStudents(ctx, auth, depart, people);
}

/**
 * Makes student accounts in one class, all in one transaction: any taken account name and nothing is
 * made. Passwords are random, stored as hashes and returned only here.
 */
export async function insertStudents(
  ctx: AppContext,
  auth: AuthContext,
  depart: { id: string; orgCode: string },
  wanted: { username: string; realname: string }[],
): Promise<CreatedStudent[]> {
  const student = (await roleIdByCode(ctx.db, auth.tenantId, ['student'])).get('student');
  if (!student) throw badRequest('系统中没有学生角色');
  const people = wanted.map((p) => ({ ...p, initialPassword: randomPassword() }));
  const taken = await takenUsernames(
    ctx.db,
    people.map((p) => p.username),
  );
  if (taken.length) throw conflict(`以下账号已存在：${taken.slice(0, 10).join('、')}`);
  const hashes = await hashAll(people.map((p) => p.initialPassword));
  const rows = people.map((p, i) => ({
    id: uuidv7(),
    tenantId: auth.tenantId,
    username: p.username,
    realname: p.realname,
    nickname: p.realname,
    passwordHash: hashes[i],
    userIdentity: 1,
    orgCode: depart.orgCode,
    createBy: auth.username,
  }));
  try {
    await ctx.db.transaction(async (tx) => {
      await assertSeats(tx, auth.tenantId, { students: rows.length });
      await tx.insert(sysUser).values(rows);
      await tx.insert(sysUserRole).values(rows.map((r) => ({ userId: r.id, roleId: student.id })));
      await tx.insert(sysUserDepart).values(rows.map((r) => ({ userId: r.id, departId: depart.id })));
    });
  } catch (err) {
    // Another request took one of the names between the check and the insert.
    if (isUniqueViolation(err)) throw conflict('部分账号已被占用，请重试');
    throw err;
  }
  return people;
}
