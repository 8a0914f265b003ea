import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingCourseClassification } from '../resources.ts';

/** Why a classification id is refused (not a live classification of the tenant), or null. */
export async function classificationProblem(db: Db, tenantId: string, id: string | null | undefined) {
  if (!id) return null;
  const [found] = await db
    .select({ id: teachingCourseClassification.id })
    .from(teachingCourseClassification)
    .where(and(liveScope(teachingCourseClassification, tenantId), eq(teachingCourseClassification.id, id)));
  return found ? null : '课程分类不存在';
}

/** Why licensed department ids are refused (some are not live departments of the tenant), or null. */
export async function departsProblem(db: Db, tenantId: string, ids: string[]) {
  if (!ids.length) return null;
  if (ids.length > 500 || ids.some((id) => id.length > 36)) return '授权的学校或部门不存在';
  const found = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(liveScope(sysDepart, tenantId), inArray(sysDepart.id, ids)));
  return found.length === ids.length ? null : '授权的学校或部门不存在';
}
