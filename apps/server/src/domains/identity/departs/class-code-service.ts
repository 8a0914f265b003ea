import { randomInt } from 'node:crypto';
import type { ClassCode, ClassPreview, JoinedClass } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { AppError, badRequest, conflict, forbidden, tooMany } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingClassCode } from '../account-tables.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';
import { setCurrentOrg } from '../users/user-account.ts';

// No 0/O or 1/I/L: codes are read aloud in class.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

async function uniqueCode(db: Db, tenantId: string): Promise<string> {
  for (;;) {
    const code = newCode();
    const [taken] = await db
      .select({ id: teachingClassCode.departId })
      .from(teachingClassCode)
      .where(and(tenantScope(teachingClassCode, tenantId), eq(teachingClassCode.code, code)));
    if (!taken) return code;
  }
}

/** Classes whose codes the caller may see: every class of the tenant for admins, managed ones for teachers. */
async function visibleClasses(db: Db, auth: AuthContext) {
  const base = and(liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '3'));
  if (isAdmin(auth)) return db.select().from(sysDepart).where(base).orderBy(sysDepart.orgCode);
  if (auth.userIdentity !== 2) return [];
  const [me] = await db
    .select({ departIds: sysUser.departIds })
    .from(sysUser)
    .where(eq(sysUser.id, auth.userId));
  const managed = (me?.departIds ?? '').split(',').filter(Boolean);
  if (!managed.length) return [];
  return db
    .select()
    .from(sysDepart)
    .where(and(base, inArray(sysDepart.id, managed)))
    .orderBy(sysDepart.orgCode);
}

export async function classCodes(db: Db, auth: AuthContext): Promise<ClassCode[]> {
  const classes = await visibleClasses(db, auth);
  if (!classes.length) return [];
  const ids = classes.map((c) => c.id);
  const rows = await db.select().from(teachingClassCode).where(inArray(teachingClassCode.departId, ids));
  const out: ClassCode[] = [];
  for (const c of classes) {
    let code = rows.find((r) => r.departId === c.id)?.code;
    if (!code) {
      code = await uniqueCode(db, auth.tenantId);
      await db
        .insert(teachingClassCode)
        .values({ departId: c.id, tenantId: auth.tenantId, code, createBy: auth.username })
        .onConflictDoNothing();
      const [stored] = await db.select().from(teachingClassCode).where(eq(teachingClassCode.departId, c.id));
      code = stored.code;
    }
    out.push({ departId: c.id, departName: c.departName, orgCode: c.orgCode, code });
  }
  return out;
}

export async function resetClassCode(db: Db, auth: AuthContext, departId: string) {
  const classes = await visibleClasses(db, auth);
  if (!classes.some((c) => c.id === departId)) throw forbidden('只能管理自己负责班级的班级码');
  const code = await uniqueCode(db, auth.tenantId);
  await db
    .insert(teachingClassCode)
    .values({ departId, tenantId: auth.tenantId, code, createBy: auth.username })
    .onConflictDoUpdate({
      target: teachingClassCode.departId,
      set: { code, createBy: auth.username, createTime: new Date() },
    });
  return code;
}

const WRONG_CODE = '班级码不存在，请向老师核对后重新输入';

/** The live class of a code in the caller's tenant; a wrong or reset code is a 400. */
async function classOfCode(db: Db, auth: AuthContext, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  const [link] = await db
    .select()
    .from(teachingClassCode)
    .where(and(tenantScope(teachingClassCode, auth), eq(teachingClassCode.code, code)));
  const [klass] = link
    ? await db
        .select()
        .from(sysDepart)
        .where(
          and(eq(sysDepart.id, link.departId), eq(sysDepart.orgCategory, '3'), liveScope(sysDepart, auth)),
        )
    : [];
  if (!klass) throw badRequest(WRONG_CODE);
  return klass;
}

async function isMember(db: Db, userId: string, departId: string) {
  const [member] = await db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, userId), eq(sysUserDepart.departId, departId)));
  return !!member;
}

/** The school of a class: its nearest organisation (orgCategory 1) above, else the nearest department. */
async function schoolNameOf(db: Db, auth: AuthContext, parentId: string | null): Promise<string | null> {
  let fallback: string | null = null;
  let next = parentId;
  for (let depth = 0; next && depth < 20; depth++) {
    const [d] = await db
      .select({
        parentId: sysDepart.parentId,
        departName: sysDepart.departName,
        orgCategory: sysDepart.orgCategory,
      })
      .from(sysDepart)
      .where(and(eq(sysDepart.id, next), liveScope(sysDepart, auth)));
    if (!d) break;
    if (d.orgCategory === '1') return d.departName;
    fallback ??= d.departName;
    next = d.parentId;
  }
  return fallback;
}

/** The class and school of a code, so the student can confirm before joining; never its members. */
export async function previewClass(db: Db, auth: AuthContext, rawCode: string): Promise<ClassPreview> {
  const klass = await classOfCode(db, auth, rawCode);
  return {
    departId: klass.id,
    departName: klass.departName,
    schoolName: await schoolNameOf(db, auth, klass.parentId),
    joined: await isMember(db, auth.userId, klass.id),
  };
}

/**
 * Wrong codes per user across preview and join: after `max` misses in the window the user waits, so
 * codes cannot be guessed. In memory per process, like the login limiter.
 */
export class ClassCodeAttempts {
  private readonly misses: FailureLimiter;

  constructor(max = 10, windowMs = 10 * 60_000) {
    this.misses = new FailureLimiter(max, windowMs);
  }

  async run<T>(auth: AuthContext, attempt: () => Promise<T>): Promise<T> {
    const key = `${auth.tenantId}:${auth.userId}`;
    const wait = this.misses.retryAfterMs(key);
    if (wait > 0) throw tooMany(`尝试过于频繁，请 ${Math.max(1, Math.ceil(wait / 60_000))} 分钟后再试`);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && error.status === 400) this.misses.fail(key);
      throw error;
    }
  }
}

/**
 * A student joins the class of a code as a member. Teachers cannot: membership widens their data scope.
 * Cached sessions are dropped, so the member's data scope includes the class at once.
 */
export async function joinClass(ctx: AppContext, auth: AuthContext, rawCode: string): Promise<JoinedClass> {
  const { db } = ctx;
  if (auth.userIdentity !== 1) throw forbidden('只有学生账号可以通过班级码加入班级');
  const klass = await classOfCode(db, auth, rawCode);
  if (await isMember(db, auth.userId, klass.id)) throw conflict(`你已经是「${klass.departName}」的成员了`);
  await db.transaction(async (tx) => {
    await tx.insert(sysUserDepart).values({ userId: auth.userId, departId: klass.id });
    if (!auth.orgCode) await setCurrentOrg(tx, auth.userId, klass.orgCode);
  });
  ctx.sessions.forgetAll();
  return { departId: klass.id, departName: klass.departName, orgCode: klass.orgCode };
}
