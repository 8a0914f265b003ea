import { isPublicWorkStatus } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantOf, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingWork } from '../work/work-tables.ts';

export type WorkRecord = typeof teachingWork.$inferSelect;

/** A live work of the caller's tenant (the default tenant for visitors), or 404. */
export async function findWork(db: Db, auth: AuthContext | null, id: string): Promise<WorkRecord> {
  const [work] = await db
    .select()
    .from(teachingWork)
    .where(and(eq(teachingWork.id, id), liveScope(teachingWork, tenantOf(auth))))
    .limit(1);
  if (!work) throw notFound('作品不存在');
  return work;
}

/** Class ids a teacher manages (`sys_user.depart_ids`); none for anybody else. */
export async function managedClassIds(db: Db, auth: AuthContext): Promise<string[]> {
  if (auth.userIdentity !== 2) return [];
  const [me] = await db
    .select({ departIds: sysUser.departIds })
    .from(sysUser)
    .where(and(eq(sysUser.id, auth.userId), tenantScope(sysUser, auth)));
  return (me?.departIds ?? '').split(',').filter(Boolean);
}

/**
 * Whether the caller manages the work's author: admins every user of their tenant, teachers the
 * members of the classes they manage. The work is already known to be of the caller's tenant.
 */
export async function managesAuthor(db: Db, auth: AuthContext, work: WorkRecord): Promise<boolean> {
  if (work.tenantId !== auth.tenantId) return false;
  if (isAdmin(auth)) return true;
  const classes = await managedClassIds(db, auth);
  if (!classes.length) return false;
  const [hit] = await db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, work.userId), inArray(sysUserDepart.departId, classes)))
    .limit(1);
  return Boolean(hit);
}

/** Anybody may see a public work; its author and those who manage the author see it always. */
export async function maySee(db: Db, auth: AuthContext | null, work: WorkRecord): Promise<boolean> {
  if (isPublicWorkStatus(work.workStatus)) return true;
  if (!auth) return false;
  if (auth.userId === work.userId) return true;
  return managesAuthor(db, auth, work);
}

/** The work, when the caller may see it; a work hidden from the caller answers as missing. */
export async function visibleWork(db: Db, auth: AuthContext | null, id: string): Promise<WorkRecord> {
  const work = await findWork(db, auth, id);
  if (!(await maySee(db, auth, work))) throw notFound('作品不存在或未公开');
  return work;
}

/**
 * Teachers act on works of their classes' students only; admins on any work of the tenant. `refusal`
 * is the 403 message for anybody else.
 */
export async function managedWork(
  db: Db,
  auth: AuthContext,
  id: string,
  refusal: string,
): Promise<WorkRecord> {
  const work = await findWork(db, auth, id);
  if (!(await managesAuthor(db, auth, work))) throw forbidden(refusal);
  return work;
}
