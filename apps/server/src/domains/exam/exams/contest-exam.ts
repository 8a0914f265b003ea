import { and, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { windowProblem } from './exam-service.ts';
import { teachingExam as e, teachingUserPaper as up } from './exam-tables.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The app's database or an open transaction of it. */
export type ExamExecutor = Db | Tx;

/** The exam behind a contest's paper group: the contest's window, the group's participants as audience. */
export interface ContestExamSpec {
  tenantId: string;
  examName: string;
  paperId: string;
  startTime: Date;
  endTime: Date;
  /** Minutes per contestant; null: the whole window. */
  duration: number | null;
  /** 1 published, 0 draft (a draft contest's exam is not open to anyone). */
  status: number;
  operator: string;
}

const minutesOf = (spec: Pick<ContestExamSpec, 'startTime' | 'endTime' | 'duration'>) =>
  spec.duration ?? Math.max(1, Math.ceil((spec.endTime.getTime() - spec.startTime.getTime()) / 60_000));

/** Why the paper cannot back a contest group, or null: live, published, of the tenant. */
export async function contestPaperProblem(db: ExamExecutor, tenantId: string, paperId: string) {
  const [paper] = await db
    .select({ status: teachingPaper.status })
    .from(teachingPaper)
    .where(and(liveScope(teachingPaper, tenantId), eq(teachingPaper.id, paperId)));
  if (!paper) return '试卷不存在';
  if (paper.status !== 1) return '试卷尚未发布，不能用于赛事';
  return null;
}

async function attemptCount(db: ExamExecutor, tenantId: string, examId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(up)
    .where(and(tenantScope(up, tenantId), eq(up.examId, examId)));
  return Number(n);
}

/** The same rules as scheduling an exam by hand: a window that ends after it starts, a published paper. */
async function assertSchedulable(db: ExamExecutor, spec: ContestExamSpec) {
  const problem =
    windowProblem(spec.startTime, spec.endTime) ??
    (await contestPaperProblem(db, spec.tenantId, spec.paperId));
  if (problem) throw badRequest(problem);
}

/** Creates the exam of a paper group; answers its id. */
export async function createContestExam(
  db: ExamExecutor,
  spec: ContestExamSpec,
  userIds: string[] = [],
): Promise<string> {
  await assertSchedulable(db, spec);
  const id = uuidv7();
  await db.insert(e).values({
    id,
    tenantId: spec.tenantId,
    examName: spec.examName.slice(0, 100),
    paperId: spec.paperId,
    startTime: spec.startTime,
    endTime: spec.endTime,
    duration: minutesOf(spec),
    userIds: userIds.join(','),
    status: spec.status,
    createBy: spec.operator,
    createTime: new Date(),
  });
  return id;
}

/** Follows the contest's window, name, status or the group's paper; the paper is fixed once answered. */
export async function updateContestExam(db: ExamExecutor, examId: string, spec: ContestExamSpec) {
  const [row] = await db
    .select({ paperId: e.paperId })
    .from(e)
    .where(and(liveScope(e, spec.tenantId), eq(e.id, examId)));
  if (!row) return createContestExam(db, spec);
  if (row.paperId !== spec.paperId && (await attemptCount(db, spec.tenantId, examId)))
    throw badRequest('已有考生开始答题，不能更换试卷');
  await assertSchedulable(db, spec);
  await db
    .update(e)
    .set({
      examName: spec.examName.slice(0, 100),
      paperId: spec.paperId,
      startTime: spec.startTime,
      endTime: spec.endTime,
      duration: minutesOf(spec),
      status: spec.status,
      updateBy: spec.operator,
      updateTime: new Date(),
    })
    .where(and(tenantScope(e, spec.tenantId), eq(e.id, examId)));
  return examId;
}

/** The exam's audience is exactly these users. */
export async function setContestExamAudience(
  db: ExamExecutor,
  tenantId: string,
  examId: string,
  userIds: string[],
) {
  await db
    .update(e)
    .set({ userIds: [...new Set(userIds)].join(','), departIds: '' })
    .where(and(tenantScope(e, tenantId), eq(e.id, examId)));
}

/** Removes a group's exam; refused once anyone has started it. */
export async function deleteContestExam(
  db: ExamExecutor,
  tenantId: string,
  examId: string,
  operator: string,
) {
  const attempts = await attemptCount(db, tenantId, examId);
  if (attempts) throw badRequest(`该分组的试卷已有 ${attempts} 份答卷，不能删除`);
  await db
    .update(e)
    .set({ delFlag: 1, updateBy: operator, updateTime: new Date() })
    .where(and(tenantScope(e, tenantId), eq(e.id, examId)));
}
