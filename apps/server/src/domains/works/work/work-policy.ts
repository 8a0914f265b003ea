import { isPublicWorkStatus } from '@ck/shared';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../../identity/index.ts';
import { managedClasses } from '../../teaching/index.ts';
import { teachingWork } from './work-tables.ts';

export type WorkEntity = typeof teachingWork.$inferSelect;

/** A live work of the caller's tenant, or 404. */
export async function findWork(db: Db, tenantId: string, id: string): Promise<WorkEntity> {
  const [row] = await db
    .select()
    .from(teachingWork)
    .where(and(liveScope(teachingWork, tenantId), eq(teachingWork.id, id)));
  if (!row) throw notFound('作品不存在');
  return row;
}

/** Ids of the classes the caller manages (none for students). */
export async function managedClassIds(db: Db, auth: AuthContext): Promise<string[]> {
  return (await managedClasses(db, auth)).map((c) => c.id);
}

/** Works a teacher manages: handed in for one of their classes, or made by a member of one. */
export function managedByClasses(db: Db, classIds: string[]): SQL {
  const members = db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(inArray(sysUserDepart.departId, classIds));
  return or(inArray(teachingWork.departId, classIds), inArray(teachingWork.userId, members)) as SQL;
}

/**
 * True when the caller manages the work: an admin of its tenant, or a teacher whose class the
 * work's author belongs to (or the class it was handed in for).
 */
export async function managesWork(db: Db, auth: AuthContext, work: WorkEntity): Promise<boolean> {
  if (work.tenantId !== auth.tenantId) return false;
  if (isAdmin(auth)) return true;
  const classIds = await managedClassIds(db, auth);
  if (!classIds.length) return false;
  if (work.departId && classIds.includes(work.departId)) return true;
  const [member] = await db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, work.userId), inArray(sysUserDepart.departId, classIds)))
    .limit(1);
  return !!member;
}

/** Owner or manager, else 403. */
export async function assertOwnerOrManager(db: Db, auth: AuthContext, work: WorkEntity) {
  if (work.userId === auth.userId) return;
  if (await managesWork(db, auth, work)) return;
  throw forbidden('无权查看或操作该作品');
}

/** Who may open a work: anyone when public; otherwise the owner or a manager. */
export async function assertMayView(db: Db, auth: AuthContext | null, work: WorkEntity) {
  if (isPublicWorkStatus(work.workStatus)) return;
  if (!auth) throw forbidden('该作品未公开，请先登录');
  await assertOwnerOrManager(db, auth, work);
}
