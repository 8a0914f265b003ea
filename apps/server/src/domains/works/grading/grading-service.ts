import {
  type CorrectQueueQuery,
  type CorrectQueueRow,
  isPublicWorkStatus,
  WORK_STATUSES,
  WORK_TYPES,
  type WorkCommentRow,
  type WorkCorrectRow,
} from '@ck/shared';
import { and, desc, eq, gte, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import { sendUserMessage } from '../../notice/index.ts';
import { recordHomework } from '../../teaching/index.ts';
import { teachingWorkComment } from '../social/social-tables.ts';
import {
  assertMayView,
  assertOwnerOrManager,
  findWork,
  managedClassIds,
  managesWork,
  type WorkEntity,
} from '../work/work-policy.ts';
import { teachingWorkCorrect as c, teachingWork as w } from '../work/work-tables.ts';
import { workFileUrl } from '../work/work-urls.ts';

/** Grading: score and comment of a student's work, return for revision, the teacher's queue. */
export class GradingService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** Graders grade works of students of the classes they manage (admins: the tenant). */
  private async gradable(auth: AuthContext, workId: string): Promise<WorkEntity> {
    const work = await findWork(this.db, auth.tenantId, workId);
    if (work.userId === auth.userId && !isAdmin(auth)) throw forbidden('不能批改自己的作品');
    if (!(await managesWork(this.db, auth, work))) throw forbidden('只能批改你所管理班级学生的作品');
    return work;
  }

  private async publishProgress(work: WorkEntity, state: 0 | 2, score?: number) {
    if (!work.unitId) return;
    const event = await recordHomework(this.db, work.tenantId, work.userId, work.unitId, state, score);
    if (event) await this.ctx.events.publish('teaching.unitProgress', event);
  }

  /**
   * Grades a work: the one live grading row is written (or replaced), the work becomes 已批改 (a
   * public work stays public), unit homework records the grade, the student is told. Comments stay.
   */
  async correct(auth: AuthContext, workId: string, score: number, comment: string | null) {
    const work = await this.gradable(auth, workId);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const [live] = await tx
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.workId, work.id), eq(c.delFlag, 0)));
      if (live)
        await tx
          .update(c)
          .set({ score, comment, updateBy: auth.username, updateTime: now })
          .where(eq(c.id, live.id));
      else
        await tx.insert(c).values({
          id: uuidv7(),
          tenantId: work.tenantId,
          workId: work.id,
          score,
          comment,
          createBy: auth.username,
          createTime: now,
        });
      if (!isPublicWorkStatus(work.workStatus))
        await tx
          .update(w)
          .set({ workStatus: 2, updateBy: auth.username, updateTime: now })
          .where(eq(w.id, work.id));
    });
    await this.publishProgress(work, 2, score);
    await this.ctx.events.publish('works.workGraded', {
      tenantId: work.tenantId,
      workId: work.id,
      userId: work.userId,
      workName: work.workName,
      score,
    });
    await sendUserMessage(this.db, this.ctx.realtime, {
      tenantId: work.tenantId,
      userId: work.userId,
      title: `你的作品《${work.workName}》已批改：${score} 分`,
      content: comment ? `老师评语：${comment}` : '老师已批改你的作品。',
      sender: auth.username,
      busType: 'teachingWork',
      busId: work.id,
    });
  }

  /** Back to the student for revision: state 0, the grade withdrawn, the student told why. */
  async returnWork(auth: AuthContext, workId: string, comment: string) {
    const work = await this.gradable(auth, workId);
    if (work.workStatus !== 1 && work.workStatus !== 2) throw badRequest('只有已提交或已批改的作业可以退回');
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(c)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: now })
        .where(and(eq(c.workId, work.id), eq(c.delFlag, 0)));
      await tx
        .update(w)
        .set({ workStatus: 0, updateBy: auth.username, updateTime: now })
        .where(eq(w.id, work.id));
    });
    await this.publishProgress(work, 0);
    await sendUserMessage(this.db, this.ctx.realtime, {
      tenantId: work.tenantId,
      userId: work.userId,
      title: `你的作品《${work.workName}》被退回修改`,
      content: `退回原因：${comment}`,
      sender: auth.username,
      busType: 'teachingWork',
      busId: work.id,
    });
  }

  /** The grading of a work (owner and managers). */
  async corrections(auth: AuthContext, workId: string): Promise<WorkCorrectRow[]> {
    const work = await findWork(this.db, auth.tenantId, workId);
    await assertOwnerOrManager(this.db, auth, work);
    const rows = await this.db
      .select()
      .from(c)
      .where(and(eq(c.workId, work.id), eq(c.delFlag, 0)))
      .orderBy(desc(c.createTime));
    return rows.map((r) => ({
      score: r.score,
      comment: r.comment,
      createBy: r.createBy,
      createTime: formatDateTime(r.updateTime ?? r.createTime),
    }));
  }

  /** Comments of a work, newest first; hidden ones only for its managers. */
  async comments(auth: AuthContext, workId: string): Promise<WorkCommentRow[]> {
    const work = await findWork(this.db, auth.tenantId, workId);
    await assertMayView(this.db, auth, work);
    const manager = await managesWork(this.db, auth, work);
    const cm = teachingWorkComment;
    const rows = await this.db
      .select({
        id: cm.id,
        workId: cm.workId,
        userId: cm.userId,
        realname: sysUser.realname,
        comment: cm.comment,
        status: cm.status,
        createTime: cm.createTime,
      })
      .from(cm)
      .leftJoin(sysUser, eq(sysUser.id, cm.userId))
      .where(and(eq(cm.workId, work.id), manager ? undefined : eq(cm.status, 0)))
      .orderBy(desc(cm.createTime), desc(cm.id))
      .limit(500);
    return rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
  }

  /** A teacher's queue for one homework: the works of the students of their classes, by state. */
  async queue(auth: AuthContext, q: CorrectQueueQuery): Promise<CorrectQueueRow[]> {
    if (!q.unitId && !q.additionalId) throw badRequest('请选择单元或额外作业');
    let classIds = await managedClassIds(this.db, auth);
    if (q.departId) {
      if (!classIds.includes(q.departId)) throw forbidden('只能查看你所管理班级的作业');
      classIds = [q.departId];
    }
    if (!classIds.length) return [];
    const members = this.db
      .select({ userId: sysUserDepart.userId })
      .from(sysUserDepart)
      .where(inArray(sysUserDepart.departId, classIds));
    const state: SQL =
      q.status === 'submitted'
        ? eq(w.workStatus, 1)
        : q.status === 'graded'
          ? isNotNull(c.id)
          : gte(w.workStatus, 1);
    const rows = await this.db
      .select({
        work: w,
        realname: sysUser.realname,
        username: sysUser.username,
        departName: sysDepart.departName,
        score: c.score,
        comment: c.comment,
      })
      .from(w)
      .leftJoin(sysUser, eq(sysUser.id, w.userId))
      .leftJoin(sysDepart, eq(sysDepart.id, w.departId))
      .leftJoin(c, and(eq(c.workId, w.id), eq(c.delFlag, 0)))
      .where(
        and(
          liveScope(w, auth),
          q.additionalId ? eq(w.additionalId, q.additionalId) : eq(w.unitId, q.unitId ?? ''),
          or(inArray(w.departId, classIds), inArray(w.userId, members)),
          state,
        ),
      )
      .orderBy(w.saveTime)
      .limit(1000);
    return rows.map((r) => ({
      id: r.work.id,
      userId: r.work.userId,
      realname: r.realname,
      username: r.username,
      workName: r.work.workName,
      workType: r.work.workType,
      workType_dictText: WORK_TYPES[r.work.workType as keyof typeof WORK_TYPES] ?? String(r.work.workType),
      workStatus: r.work.workStatus,
      workStatus_dictText:
        WORK_STATUSES[r.work.workStatus as keyof typeof WORK_STATUSES] ?? String(r.work.workStatus),
      workFile_url: workFileUrl(this.ctx, r.work.workFile),
      coverFileKey_url: workFileUrl(this.ctx, r.work.workCover),
      departId: r.work.departId,
      departName: r.departName,
      score: r.score,
      comment: r.comment,
      saveTime: formatDateTime(r.work.saveTime),
    }));
  }
}
