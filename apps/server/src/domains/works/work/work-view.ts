import { WORK_SCENES, WORK_STATUSES, WORK_TYPES, type WorkRow } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { sysDepart, sysUser } from '../../identity/index.ts';
import { teachingCourse, teachingCourseUnit } from '../../teaching/index.ts';
import { teachingAdditionalWork } from '../homework/homework-tables.ts';
import { teachingWorkTag } from '../social/social-tables.ts';
import { teachingWorkCorrect, teachingWork as w } from './work-tables.ts';
import { workFileUrl } from './work-urls.ts';

const dictText = (dict: Record<string | number, string>, key: string | number) => dict[key] ?? String(key);

/** The columns of a work row with its author, class, course, unit, extra homework and grading. */
export const workColumns = {
  work: w,
  realname: sysUser.realname,
  username: sysUser.username,
  avatar: sysUser.avatar,
  departName: sysDepart.departName,
  courseName: teachingCourse.courseName,
  unitName: teachingCourseUnit.unitName,
  additionalName: teachingAdditionalWork.workName,
  score: teachingWorkCorrect.score,
  comment: teachingWorkCorrect.comment,
};

/** The joins every work listing uses (left joins: a work stays even if its class or unit is gone). */
export function selectWorks(db: Db) {
  return db
    .select(workColumns)
    .from(w)
    .leftJoin(sysUser, eq(sysUser.id, w.userId))
    .leftJoin(sysDepart, eq(sysDepart.id, w.departId))
    .leftJoin(teachingCourse, eq(teachingCourse.id, w.courseId))
    .leftJoin(teachingCourseUnit, eq(teachingCourseUnit.id, w.unitId))
    .leftJoin(teachingAdditionalWork, eq(teachingAdditionalWork.id, w.additionalId))
    .leftJoin(
      teachingWorkCorrect,
      and(eq(teachingWorkCorrect.workId, w.id), eq(teachingWorkCorrect.delFlag, 0)),
    );
}

export type WorkJoined = {
  work: typeof w.$inferSelect;
  realname: string | null;
  username: string | null;
  avatar: string | null;
  departName: string | null;
  courseName: string | null;
  unitName: string | null;
  additionalName: string | null;
  score: number | null;
  comment: string | null;
};

/** Tags of the given works, by work id. */
export async function tagsOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .select({ workId: teachingWorkTag.workId, tagName: teachingWorkTag.tagName })
    .from(teachingWorkTag)
    .where(inArray(teachingWorkTag.workId, ids))
    .orderBy(teachingWorkTag.createTime);
  for (const r of rows) map.set(r.workId, [...(map.get(r.workId) ?? []), r.tagName]);
  return map;
}

/** The WorkRow JSON; `showGrade` false hides the score and comment (strangers on a public work). */
export function workJson(ctx: AppContext, r: WorkJoined, tags: string[], showGrade = true): WorkRow {
  const x = r.work;
  return {
    id: x.id,
    userId: x.userId,
    realname: r.realname,
    username: r.username,
    avatar_url: workFileUrl(ctx, r.avatar),
    workName: x.workName,
    workType: x.workType,
    workType_dictText: dictText(WORK_TYPES, x.workType),
    workScene: x.workScene,
    workScene_dictText: dictText(WORK_SCENES, x.workScene),
    workStatus: x.workStatus,
    workStatus_dictText: dictText(WORK_STATUSES, x.workStatus),
    workFile: x.workFile,
    workFile_url: workFileUrl(ctx, x.workFile),
    workCover: x.workCover,
    coverFileKey_url: workFileUrl(ctx, x.workCover),
    departId: x.departId,
    departName: r.departName,
    courseId: x.courseId,
    courseName: r.courseName,
    unitId: x.unitId,
    unitName: r.unitName,
    additionalId: x.additionalId,
    additionalName: r.additionalName,
    originId: x.originId,
    hasCloudData: x.hasCloudData,
    viewNum: x.viewNum,
    starNum: x.starNum,
    collectNum: x.collectNum,
    commentNum: x.commentNum,
    score: showGrade ? r.score : null,
    comment: showGrade ? r.comment : null,
    tags,
    createTime: formatDateTime(x.createTime),
    saveTime: formatDateTime(x.saveTime),
  };
}

/** Rows to JSON with their tags. */
export async function workRows(
  ctx: AppContext,
  rows: WorkJoined[],
  showGrade: (r: WorkJoined) => boolean = () => true,
): Promise<WorkRow[]> {
  const tags = await tagsOf(
    ctx.db,
    rows.map((r) => r.work.id),
  );
  return rows.map((r) => workJson(ctx, r, tags.get(r.work.id) ?? [], showGrade(r)));
}
