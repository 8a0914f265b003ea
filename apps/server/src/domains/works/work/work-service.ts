import {
  isPublicWorkStatus,
  WORK_VERSION_LIMIT,
  type WorkEditBody,
  type WorkListQuery,
  type WorkMineQuery,
  type WorkRow,
  type WorkSubmitBody,
  type WorkUserInfo,
  type WorkVersion,
} from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, lte, or, type SQL, sql, sum } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { recordHomework } from '../../teaching/index.ts';
import { assertOwnFile, copyWorkFile, releaseFile } from './work-files.ts';
import { additionalHomework, type HomeworkTarget, unitHomework } from './work-homework.ts';
import {
  assertMayView,
  assertOwnerOrManager,
  findWork,
  managedByClasses,
  managedClassIds,
  managesWork,
  type WorkEntity,
} from './work-policy.ts';
import { teachingWorkVersion as v, teachingWork as w } from './work-tables.ts';
import { workFileUrl } from './work-urls.ts';
import { selectWorks, type WorkJoined, workRows } from './work-view.ts';

/** File extensions each code type must be saved with (checked again on submit: the path names it). */
const TYPE_EXTENSIONS: Record<number, string[]> = { 2: ['sb3'], 4: ['py'], 5: ['cpp', 'cc'] };
const COVER_EXTENSIONS = ['png', 'jpg', 'webp'];
const extOf = (key: string) => (key.split('.').pop() ?? '').toLowerCase();

/** My live works for an extra homework, else for a unit. */
const myWorksFor = (auth: AuthContext, target: { unitId: string | null; additionalId: string | null }) =>
  and(
    liveScope(w, auth),
    eq(w.userId, auth.userId),
    target.additionalId ? eq(w.additionalId, target.additionalId) : eq(w.unitId, target.unitId ?? ''),
  );

/** A view counts once per viewer and work per hour; kept in memory, bounded. */
class ViewCounter {
  private seen = new Map<string, number>();
  shouldCount(workId: string, viewer: string, now = Date.now()): boolean {
    const key = `${workId}:${viewer}`;
    const last = this.seen.get(key);
    if (last && now - last < 3_600_000) return false;
    if (this.seen.size > 50_000) this.seen.clear();
    this.seen.set(key, now);
    return true;
  }
}

export interface ExportLimits {
  max: number;
}

/** Works: saving and handing in, lists by scope, versions, remix, files. */
export class WorkService {
  private readonly views = new ViewCounter();

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The back-office scope: admins the tenant; teachers their classes' works plus public works. */
  private async listScope(auth: AuthContext): Promise<SQL> {
    const base = liveScope(w, auth) as SQL;
    if (isAdmin(auth)) return base;
    const classIds = await managedClassIds(this.db, auth);
    const visible = classIds.length
      ? or(managedByClasses(this.db, classIds), inArray(w.workStatus, [3, 4]), eq(w.userId, auth.userId))
      : or(inArray(w.workStatus, [3, 4]), eq(w.userId, auth.userId));
    return and(base, visible) as SQL;
  }

  private filters(q: Partial<WorkListQuery>): SQL[] {
    const f: SQL[] = [];
    if (q.workName) f.push(ilike(w.workName, likePattern(q.workName)));
    if (q.username)
      f.push(
        or(
          ilike(sysUser.username, likePattern(q.username)),
          ilike(sysUser.realname, likePattern(q.username)),
        ) as SQL,
      );
    if (q.workType !== undefined) f.push(eq(w.workType, q.workType));
    if (q.workStatus !== undefined) f.push(eq(w.workStatus, q.workStatus));
    if (q.workScene) f.push(eq(w.workScene, q.workScene));
    if (q.departId) f.push(eq(w.departId, q.departId));
    if (q.unitId) f.push(eq(w.unitId, q.unitId));
    if (q.additionalId) f.push(eq(w.additionalId, q.additionalId));
    return f;
  }

  private async page(where: SQL, pageNo: number, pageSize: number) {
    const [rows, [{ n }]] = await Promise.all([
      selectWorks(this.db)
        .where(where)
        .orderBy(desc(w.saveTime), desc(w.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(w).leftJoin(sysUser, eq(sysUser.id, w.userId)).where(where),
    ]);
    return { rows: rows as WorkJoined[], total: Number(n) };
  }

  async list(auth: AuthContext, q: WorkListQuery): Promise<{ records: WorkRow[]; total: number }> {
    const where = and(await this.listScope(auth), ...this.filters(q)) as SQL;
    const { rows, total } = await this.page(where, q.pageNo, q.pageSize);
    return { records: await workRows(this.ctx, rows), total };
  }

  async exportRecords(auth: AuthContext, q: WorkListQuery): Promise<WorkRow[]> {
    const where = and(await this.listScope(auth), ...this.filters(q)) as SQL;
    const rows = await selectWorks(this.db).where(where).orderBy(desc(w.saveTime)).limit(10_000);
    return workRows(this.ctx, rows as WorkJoined[]);
  }

  async mine(auth: AuthContext, q: WorkMineQuery) {
    const where = and(liveScope(w, auth), eq(w.userId, auth.userId), ...this.filters(q)) as SQL;
    const { rows, total } = await this.page(where, q.pageNo, q.pageSize);
    return { records: await workRows(this.ctx, rows), total };
  }

  private async joined(id: string): Promise<WorkJoined> {
    const [row] = await selectWorks(this.db).where(eq(w.id, id));
    if (!row) throw notFound('作品不存在');
    return row as WorkJoined;
  }

  /** A work's detail: public works for anyone (the view is counted), others for owner and managers. */
  async detail(auth: AuthContext | null, id: string, viewer: string): Promise<WorkRow> {
    const work = await findWork(this.db, auth?.tenantId ?? (await this.tenantOfWork(id)), id);
    await assertMayView(this.db, auth, work);
    const own = auth?.userId === work.userId;
    if (!own && this.views.shouldCount(work.id, viewer)) {
      await this.db
        .update(w)
        .set({ viewNum: sql`${w.viewNum} + 1` })
        .where(eq(w.id, work.id));
    }
    const row = await this.joined(work.id);
    const showGrade = own || (!!auth && (await managesWork(this.db, auth, work)));
    const [json] = await workRows(this.ctx, [row], () => showGrade);
    return json;
  }

  /** Visitors see public works of any tenant by id: the work's own tenant. */
  private async tenantOfWork(id: string): Promise<string> {
    const [row] = await this.db.select({ tenantId: w.tenantId }).from(w).where(eq(w.id, id));
    if (!row) throw notFound('作品不存在');
    return row.tenantId;
  }

  /** Checks the homework a submit names; null for free creation. */
  private async homeworkOf(
    auth: AuthContext,
    b: WorkSubmitBody,
    current: WorkEntity | null,
    submitting: boolean,
  ) {
    const unitId = current?.unitId ?? b.unitId;
    const additionalId = current?.additionalId ?? b.additionalId;
    const departId = current?.departId ?? b.departId;
    if (additionalId) return additionalHomework(this.db, auth, additionalId, departId, submitting);
    if (unitId) return unitHomework(this.db, auth, unitId, departId, submitting);
    return null;
  }

  /** An existing homework work of mine for the same unit or extra homework (one per student). */
  private async myHomeworkWork(auth: AuthContext, hw: HomeworkTarget): Promise<WorkEntity | null> {
    const [row] = await this.db
      .select()
      .from(w)
      .where(myWorksFor(auth, hw))
      .orderBy(desc(w.saveTime))
      .limit(1);
    return row ?? null;
  }

  private async checkFiles(
    auth: AuthContext,
    workType: number,
    file: string | null,
    cover: string | null,
    current: WorkEntity | null,
  ) {
    if (file && file !== current?.workFile) {
      await assertOwnFile(this.ctx, auth, file);
      const exts = TYPE_EXTENSIONS[workType];
      if (exts && !exts.includes(extOf(file))) throw badRequest('作品文件与作品类型不符');
    }
    if (cover && cover !== current?.workCover) {
      await assertOwnFile(this.ctx, auth, cover);
      if (!COVER_EXTENSIONS.includes(extOf(cover))) throw badRequest('作品封面必须是图片');
    }
  }

  /**
   * `submit` / `add`: saves a work of the caller. With `id` (mine) or for a homework already saved,
   * the same work gets the new file and the old one goes to its versions. `workStatus` 1 hands a
   * homework in; any other state in the body is ignored, as are counters and owner.
   */
  async submit(auth: AuthContext, b: WorkSubmitBody): Promise<string> {
    const submitting = b.workStatus === 1;
    let current: WorkEntity | null = null;
    if (b.id) {
      current = await findWork(this.db, auth.tenantId, b.id);
      if (current.userId !== auth.userId) throw forbidden('只能修改自己的作品');
    }
    const hw = await this.homeworkOf(auth, b, current, submitting);
    if (submitting && !hw) throw badRequest('只有课程作业或额外作业可以提交');
    if (hw) {
      // One homework work per student and homework: a second one is the same work saved again.
      const existing = await this.myHomeworkWork(auth, hw);
      if (!current) current = existing;
      else if (existing && existing.id !== current.id)
        throw badRequest('这份作业你已经有作品了，请打开原来的作品修改后再提交');
    }
    const workType = current?.workType ?? b.workType;
    if (!b.workFile && !current?.workFile) throw badRequest('请先上传作品文件');
    await this.checkFiles(auth, workType, b.workFile, b.workCover, current);
    const now = new Date();
    const status = submitting
      ? 1
      : current && isPublicWorkStatus(current.workStatus)
        ? current.workStatus
        : 0;
    const scene = hw?.scene ?? (b.workScene === 'exam' ? 'exam' : 'create');
    let id: string;
    if (current) {
      id = current.id;
      const file = b.workFile ?? current.workFile;
      const cover = b.workCover ?? current.workCover;
      if (file !== current.workFile && current.workFile) await this.pushVersion(auth, current);
      await this.db
        .update(w)
        .set({
          workName: b.workName,
          workFile: file,
          workCover: cover,
          workStatus: status,
          hasCloudData: b.hasCloudData ?? current.hasCloudData,
          ...(hw
            ? {
                workScene: hw.scene,
                departId: hw.departId,
                courseId: hw.courseId,
                unitId: hw.unitId,
                additionalId: hw.additionalId,
              }
            : {}),
          saveTime: now,
          updateBy: auth.username,
          updateTime: now,
        })
        .where(eq(w.id, id));
    } else {
      id = uuidv7();
      await this.db.insert(w).values({
        id,
        tenantId: auth.tenantId,
        userId: auth.userId,
        workName: b.workName,
        workType,
        workScene: scene,
        workStatus: status,
        workFile: b.workFile,
        workCover: b.workCover,
        departId: hw?.departId ?? null,
        courseId: hw?.courseId ?? null,
        unitId: hw?.unitId ?? null,
        additionalId: hw?.additionalId ?? null,
        hasCloudData: b.hasCloudData ?? 0,
        saveTime: now,
        createBy: auth.username,
        createTime: now,
      });
    }
    // Handing in records "submitted"; saving over a handed-in work takes it back to "not submitted".
    const wasHandedIn = current?.workStatus === 1 || current?.workStatus === 2;
    if (hw?.unitId && (submitting || (wasHandedIn && status === 0))) {
      const event = await recordHomework(this.db, auth.tenantId, auth.userId, hw.unitId, submitting ? 1 : 0);
      if (event) await this.ctx.events.publish('teaching.unitProgress', event);
    }
    if (submitting || !current)
      await this.ctx.events.publish('works.workSubmitted', {
        tenantId: auth.tenantId,
        workId: id,
        userId: auth.userId,
        workName: b.workName,
      });
    return id;
  }

  /** The previous file goes to the history; only the newest WORK_VERSION_LIMIT are kept. */
  private async pushVersion(auth: AuthContext, work: WorkEntity) {
    if (!work.workFile) return;
    const [{ max }] = await this.db
      .select({ max: sql<number>`coalesce(max(${v.versionNo}), 0)` })
      .from(v)
      .where(eq(v.workId, work.id));
    const versionNo = Number(max) + 1;
    await this.db.insert(v).values({
      id: uuidv7(),
      tenantId: work.tenantId,
      workId: work.id,
      versionNo,
      workFile: work.workFile,
      workCover: work.workCover,
      createBy: auth.username,
      createTime: work.saveTime,
    });
    const pruned = await this.db
      .delete(v)
      .where(and(eq(v.workId, work.id), lte(v.versionNo, versionNo - WORK_VERSION_LIMIT)))
      .returning({ workFile: v.workFile, workCover: v.workCover });
    for (const p of pruned) {
      await releaseFile(this.ctx, p.workFile);
      await releaseFile(this.ctx, p.workCover);
    }
  }

  /** `edit` without grading: the owner renames or replaces the file; a manager may rename. */
  async edit(auth: AuthContext, b: WorkEditBody) {
    const work = await findWork(this.db, auth.tenantId, b.id);
    const own = work.userId === auth.userId;
    if (!own) {
      if (!(await managesWork(this.db, auth, work))) throw forbidden('只能修改自己的作品');
      if ((b.workFile && b.workFile !== work.workFile) || (b.workCover && b.workCover !== work.workCover))
        throw forbidden('只有作者可以替换作品文件');
    }
    if (!b.workName && !b.workFile && !b.workCover && b.hasCloudData === undefined) return;
    await this.checkFiles(auth, work.workType, b.workFile, b.workCover, work);
    const now = new Date();
    const file = b.workFile ?? work.workFile;
    if (file !== work.workFile && work.workFile) await this.pushVersion(auth, work);
    await this.db
      .update(w)
      .set({
        workName: b.workName ?? work.workName,
        workFile: file,
        workCover: b.workCover ?? work.workCover,
        hasCloudData: b.hasCloudData ?? work.hasCloudData,
        ...(file !== work.workFile ? { saveTime: now } : {}),
        updateBy: auth.username,
        updateTime: now,
      })
      .where(eq(w.id, work.id));
  }

  /** Deletes (logically) works: the owner their own; holders of the delete permission those they manage. */
  async remove(auth: AuthContext, ids: string[], mayManage: boolean) {
    const works = await this.db
      .select()
      .from(w)
      .where(and(liveScope(w, auth), inArray(w.id, ids)));
    if (works.length !== ids.length) throw notFound('作品不存在或已删除');
    for (const work of works) {
      if (work.userId === auth.userId) continue;
      if (!mayManage || !(await managesWork(this.db, auth, work))) throw forbidden('只能删除自己的作品');
    }
    await this.db
      .update(w)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(inArray(w.id, ids));
  }

  /** My work for a unit or an extra homework, or null. */
  async studentWorkInfo(auth: AuthContext, q: { unitId: string | null; additionalId: string | null }) {
    if (!q.unitId && !q.additionalId) throw badRequest('请指定单元或额外作业');
    const [row] = await selectWorks(this.db).where(myWorksFor(auth, q)).orderBy(desc(w.saveTime)).limit(1);
    if (!row) return null;
    const [json] = await workRows(this.ctx, [row as WorkJoined]);
    return json;
  }

  /** The author card: name, avatar, works and stars received (public figures of the tenant). */
  async userInfo(auth: AuthContext | null, userId: string): Promise<WorkUserInfo> {
    const [user] = await this.db
      .select({
        id: sysUser.id,
        tenantId: sysUser.tenantId,
        realname: sysUser.realname,
        username: sysUser.username,
        avatar: sysUser.avatar,
      })
      .from(sysUser)
      .where(and(eq(sysUser.id, userId), eq(sysUser.delFlag, 0)));
    // Visitors (and other tenants) only see authors of public works, and only their public works.
    const insider = !!auth && auth.tenantId === user?.tenantId;
    const counted = and(
      eq(w.userId, userId),
      eq(w.delFlag, 0),
      insider ? undefined : inArray(w.workStatus, [3, 4]),
    );
    const [agg] = user
      ? await this.db
          .select({ n: count(), stars: sum(w.starNum) })
          .from(w)
          .where(counted)
      : [];
    if (!user || (!insider && !Number(agg?.n ?? 0))) throw notFound('用户不存在');
    return {
      userId: user.id,
      realname: user.realname,
      username: user.username,
      avatar_url: workFileUrl(this.ctx, user.avatar),
      workNum: Number(agg?.n ?? 0),
      starNum: Number(agg?.stars ?? 0),
    };
  }

  async versions(auth: AuthContext, id: string): Promise<WorkVersion[]> {
    const work = await findWork(this.db, auth.tenantId, id);
    await assertOwnerOrManager(this.db, auth, work);
    const rows = await this.db.select().from(v).where(eq(v.workId, work.id)).orderBy(desc(v.versionNo));
    return rows.map((r) => ({
      versionNo: r.versionNo,
      createTime: formatDateTime(r.createTime),
      workFile_url: workFileUrl(this.ctx, r.workFile),
    }));
  }

  /** 改编: a copy of a public work (or my own) in my works, its files copied into my prefix. */
  async remix(auth: AuthContext, id: string): Promise<string> {
    const src = await findWork(this.db, auth.tenantId, id);
    if (src.userId !== auth.userId && !isPublicWorkStatus(src.workStatus))
      throw forbidden('只能改编公开的作品或自己的作品');
    const workFile = await copyWorkFile(this.ctx, auth, src.workFile);
    if (src.workFile && !workFile) throw badRequest('原作品的文件已不存在，无法改编');
    const workCover = await copyWorkFile(this.ctx, auth, src.workCover);
    const newId = uuidv7();
    const now = new Date();
    await this.db.insert(w).values({
      id: newId,
      tenantId: auth.tenantId,
      userId: auth.userId,
      workName: `${src.workName}（改编）`.slice(0, 100),
      workType: src.workType,
      workScene: 'create',
      workStatus: 0,
      workFile,
      workCover,
      originId: src.id,
      saveTime: now,
      createBy: auth.username,
      createTime: now,
    });
    return newId;
  }

  /** The stored key the `file` route streams, after the same check as the detail page. */
  async fileKey(
    auth: AuthContext | null,
    q: { id: string; kind: 'file' | 'cover'; version?: number },
  ): Promise<string> {
    const work = await findWork(this.db, auth?.tenantId ?? (await this.tenantOfWork(q.id)), q.id);
    await assertMayView(this.db, auth, work);
    if (q.version !== undefined) {
      if (!auth || (work.userId !== auth.userId && !(await managesWork(this.db, auth, work))))
        throw forbidden('只有作者和老师可以查看历史版本');
      const [row] = await this.db
        .select()
        .from(v)
        .where(and(eq(v.workId, work.id), eq(v.versionNo, q.version)));
      const key = q.kind === 'cover' ? row?.workCover : row?.workFile;
      if (!key) throw notFound('该版本不存在');
      return key;
    }
    const key = q.kind === 'cover' ? work.workCover : work.workFile;
    if (!key) throw notFound(q.kind === 'cover' ? '作品没有封面' : '作品没有文件');
    return key;
  }
}
