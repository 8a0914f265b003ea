import { ADDITIONAL_WORK_STATUSES, type AdditionalWork, COURSE_WORK_TYPES } from '@ck/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { departNames, sysUser, sysUserDepart } from '../../identity/index.ts';
import { teachingWork } from '../work/work-tables.ts';
import { workFileUrl } from '../work/work-urls.ts';
import { splitIds } from './homework-policy.ts';
import type { teachingAdditionalWork } from './homework-tables.ts';

export type HomeworkRow = typeof teachingAdditionalWork.$inferSelect;

const label = (map: Record<number, string>, key: number) => map[key] ?? '';

/** Handed-in (state 1 or more) and graded (2 or more) works per homework: one per student. */
export async function workCounts(db: Db, tenantId: string, ids: string[]) {
  const counts = new Map<string, { submitted: number; graded: number }>();
  if (!ids.length) return counts;
  const t = teachingWork;
  const rows = await db
    .select({
      id: t.additionalId,
      submitted: sql<number>`count(distinct ${t.userId}) filter (where ${t.workStatus} >= 1)`,
      graded: sql<number>`count(distinct ${t.userId}) filter (where ${t.workStatus} >= 2)`,
    })
    .from(t)
    .where(and(liveScope(t, tenantId), inArray(t.additionalId, ids), gte(t.workStatus, 1)))
    .groupBy(t.additionalId);
  for (const r of rows)
    if (r.id) counts.set(r.id, { submitted: Number(r.submitted), graded: Number(r.graded) });
  return counts;
}

/** Handed-in works of one homework. */
export async function handedInCount(db: Db, tenantId: string, id: string) {
  return (await workCounts(db, tenantId, [id])).get(id)?.submitted ?? 0;
}

/** Students (identity 1) of each class, by class id. */
async function classStudents(db: Db, tenantId: string, classIds: string[]) {
  const byClass = new Map<string, string[]>();
  if (!classIds.length) return byClass;
  const rows = await db
    .select({ departId: sysUserDepart.departId, userId: sysUser.id })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(
      and(
        inArray(sysUserDepart.departId, classIds),
        liveScope(sysUser, tenantId),
        eq(sysUser.userIdentity, 1),
      ),
    );
  for (const r of rows) byClass.set(r.departId, [...(byClass.get(r.departId) ?? []), r.userId]);
  return byClass;
}

/** Rows as the back office shows them: labels, file URLs, class names and the hand-in counts. */
export async function homeworkJson(
  ctx: AppContext,
  tenantId: string,
  rows: HomeworkRow[],
): Promise<AdditionalWork[]> {
  const classIds = [...new Set(rows.flatMap((r) => splitIds(r.workDept)))];
  const [counts, students, names] = await Promise.all([
    workCounts(
      ctx.db,
      tenantId,
      rows.map((r) => r.id),
    ),
    classStudents(ctx.db, tenantId, classIds),
    departNames(ctx.db, tenantId, classIds, true),
  ]);
  const now = Date.now();
  return rows.map((r) => {
    const ids = splitIds(r.workDept);
    const total = new Set(ids.flatMap((id) => students.get(id) ?? [])).size;
    const c = counts.get(r.id) ?? { submitted: 0, graded: 0 };
    return {
      id: r.id,
      workName: r.workName,
      workDesc: r.workDesc,
      codeType: r.codeType,
      codeType_dictText: label(COURSE_WORK_TYPES, r.codeType),
      workCover: r.workCover,
      workCover_url: workFileUrl(ctx, r.workCover, now),
      workUrl: r.workUrl,
      workUrl_url: workFileUrl(ctx, r.workUrl, now),
      workDocumentUrl: r.workDocumentUrl,
      workDocumentUrl_url: workFileUrl(ctx, r.workDocumentUrl, now),
      workDept: ids.join(','),
      workDeptNames: ids.map((id) => names.get(id) ?? id).join(','),
      status: r.status,
      status_dictText: label(ADDITIONAL_WORK_STATUSES, r.status),
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      problemId: r.problemId,
      submitted: c.submitted,
      graded: c.graded,
      total,
      createBy: r.createBy,
      createTime: formatDateTime(r.createTime),
      updateTime: formatDateTime(r.updateTime),
    };
  });
}
