import {
  ADDITIONAL_WORK_STATUSES,
  COURSE_WORK_TYPES,
  type MyAdditionalWork,
  type mineAdditionalWorkQuery,
  WORK_STATUSES,
} from '@ck/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { memberClasses } from '../../teaching/index.ts';
import { teachingWork, teachingWorkCorrect } from '../work/work-tables.ts';
import { workFileUrl } from '../work/work-urls.ts';
import { setForAnyOf, splitIds } from './homework-policy.ts';
import { teachingAdditionalWork as w } from './homework-tables.ts';

type MineQuery = z.output<typeof mineAdditionalWorkQuery>;
type HomeworkRow = typeof w.$inferSelect;

/** At most this many published homework are looked at for one student (newest first). */
const MINE_LIMIT = 500;

export type HomeworkWindow = 'notStarted' | 'open' | 'ended';

export function windowOf(row: Pick<HomeworkRow, 'startTime' | 'endTime'>, now = new Date()): HomeworkWindow {
  if (row.startTime && row.startTime.getTime() > now.getTime()) return 'notStarted';
  if (row.endTime && row.endTime.getTime() < now.getTime()) return 'ended';
  return 'open';
}

/** Published homework of the tenant set for one of `classIds`, newest first. */
async function publishedFor(db: Db, auth: AuthContext, classIds: string[]) {
  if (!classIds.length) return [];
  return db
    .select()
    .from(w)
    .where(and(liveScope(w, auth), eq(w.status, 1), setForAnyOf(classIds)))
    .orderBy(desc(w.createTime), desc(w.id))
    .limit(MINE_LIMIT);
}

/**
 * The student's latest work for each homework, with its grading. A work counts once it was saved for
 * the homework; `workStatus` tells whether it was handed in (1) or graded (2 and up).
 */
async function myWorks(db: Db, auth: AuthContext, ids: string[]) {
  const byHomework = new Map<string, NonNullable<MyAdditionalWork['myWork']>>();
  if (!ids.length) return byHomework;
  const works = await db
    .select({
      id: teachingWork.id,
      additionalId: teachingWork.additionalId,
      workStatus: teachingWork.workStatus,
      saveTime: teachingWork.saveTime,
    })
    .from(teachingWork)
    .where(
      and(
        liveScope(teachingWork, auth),
        eq(teachingWork.userId, auth.userId),
        inArray(teachingWork.additionalId, ids),
      ),
    )
    .orderBy(desc(teachingWork.workStatus), desc(teachingWork.saveTime));
  const corrections = works.length
    ? await db
        .select({
          workId: teachingWorkCorrect.workId,
          score: teachingWorkCorrect.score,
          comment: teachingWorkCorrect.comment,
        })
        .from(teachingWorkCorrect)
        .where(
          and(
            eq(teachingWorkCorrect.delFlag, 0),
            inArray(
              teachingWorkCorrect.workId,
              works.map((x) => x.id),
            ),
          ),
        )
    : [];
  const grade = new Map(corrections.map((c) => [c.workId, c]));
  for (const x of works) {
    // Handed-in works come first, then the newest saved one.
    if (!x.additionalId || byHomework.has(x.additionalId)) continue;
    const g = grade.get(x.id);
    byHomework.set(x.additionalId, {
      id: x.id,
      workStatus: x.workStatus,
      workStatus_dictText: WORK_STATUSES[x.workStatus as keyof typeof WORK_STATUSES] ?? '',
      score: g?.score ?? null,
      comment: g?.comment ?? null,
      saveTime: formatDateTime(x.saveTime),
    });
  }
  return byHomework;
}

/** `mineAdditionalWork`: the student's published extra homework of their classes, with their own work. */
export async function mineAdditionalWork(ctx: AppContext, auth: AuthContext, q: MineQuery) {
  const classes = await memberClasses(ctx.db, auth);
  const names = new Map(classes.map((c) => [c.id, c.departName]));
  const rows = await publishedFor(ctx.db, auth, [...names.keys()]);
  const mine = await myWorks(
    ctx.db,
    auth,
    rows.map((r) => r.id),
  );
  const now = new Date();
  const all: MyAdditionalWork[] = rows.map((r) => {
    const departId = splitIds(r.workDept).find((id) => names.has(id)) ?? '';
    return {
      id: r.id,
      workName: r.workName,
      workDesc: r.workDesc,
      codeType: r.codeType,
      codeType_dictText: COURSE_WORK_TYPES[r.codeType as keyof typeof COURSE_WORK_TYPES] ?? '',
      workCover_url: workFileUrl(ctx, r.workCover),
      workUrl: r.workUrl,
      workUrl_url: workFileUrl(ctx, r.workUrl),
      workDocumentUrl: r.workDocumentUrl,
      workDocumentUrl_url: workFileUrl(ctx, r.workDocumentUrl),
      problemId: r.problemId,
      status: r.status,
      status_dictText: ADDITIONAL_WORK_STATUSES[r.status as keyof typeof ADDITIONAL_WORK_STATUSES] ?? '',
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      window: windowOf(r, now),
      departId,
      departName: names.get(departId) ?? '',
      myWork: mine.get(r.id) ?? null,
    };
  });
  const handedIn = (x: MyAdditionalWork) => (x.myWork?.workStatus ?? 0) >= 1;
  const chosen =
    q.state === 'all' ? all : all.filter((x) => (q.state === 'done' ? handedIn(x) : !handedIn(x)));
  const start = (q.pageNo - 1) * q.pageSize;
  return { records: chosen.slice(start, start + q.pageSize), total: chosen.length };
}

/**
 * For the work routes (submit with `additionalId`): the published homework the student may hand a
 * work in for now, and the class of theirs it was set for. Refuses with a Chinese message otherwise.
 */
export async function openHomeworkForStudent(db: Db, auth: AuthContext, additionalId: string) {
  const [row] = await db
    .select()
    .from(w)
    .where(and(liveScope(w, auth), eq(w.id, additionalId)));
  if (!row || row.status === 0) throw notFound('额外作业不存在');
  const classes = await memberClasses(db, auth);
  const klass = classes.find((c) => splitIds(row.workDept).includes(c.id));
  if (!klass) throw forbidden('这份额外作业不是布置给你的班级的');
  if (row.status === 2) throw badRequest('这份额外作业已关闭，不能再提交');
  const window = windowOf(row);
  if (window === 'notStarted') throw badRequest('这份额外作业还没有开始');
  if (window === 'ended') throw badRequest('这份额外作业已过截止时间');
  return { homework: row, classId: klass.id, className: klass.departName };
}
