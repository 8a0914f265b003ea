import type { AnnouncementInput } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/table-page.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { escapeLike } from '../../platform/http/paging.ts';
import { sanitizeRichText } from '../../platform/http/rich-text.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { liveScope, tenantScope } from '../../platform/tenancy/tenancy.ts';
import { sysUser } from '../identity/index.ts';
import { inWindow } from './notice-policy.ts';
import { type AnnouncementRow, announcementJson } from './notice-view.ts';
import { sysAnnouncement as a, sysAnnouncementSend as s } from './tables.ts';

export interface AdminListQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  msgCategory?: string;
  sendStatus?: string;
  priority?: string;
  msgType?: string;
}

/** Writing, publishing and revoking announcements within the admin's tenant, and their read figures. */
export class AnnouncementAdmin {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeHub,
  ) {}

  async list(auth: AuthContext, q: AdminListQuery) {
    const filters: (SQL | undefined)[] = [tenantScope(a, auth), eq(a.delFlag, 0)];
    if (q.titile) filters.push(ilike(a.titile, `%${escapeLike(q.titile)}%`));
    if (q.msgCategory) filters.push(eq(a.msgCategory, q.msgCategory));
    if (q.sendStatus) filters.push(eq(a.sendStatus, q.sendStatus));
    if (q.priority) filters.push(eq(a.priority, q.priority));
    if (q.msgType) filters.push(eq(a.msgType, q.msgType));
    const where = and(...filters);
    const { rows, total } = await tablePage(this.db, a, where, [desc(a.createTime), desc(a.id)], q);
    const reads = await this.readCounts(rows.map((r) => r.id));
    const everybody = rows.some((r) => r.msgType === 'ALL') ? await this.activeUserCount(auth.tenantId) : 0;
    const records = rows.map((r) => ({
      ...announcementJson(r),
      readCount: reads.get(r.id) ?? 0,
      receiverCount: r.msgType === 'ALL' ? everybody : splitIds(r.userIds).length,
    }));
    return { records, total };
  }

  async find(auth: AuthContext, id: string): Promise<AnnouncementRow> {
    const [row] = await this.db
      .select()
      .from(a)
      .where(and(eq(a.id, id), liveScope(a, auth)))
      .limit(1);
    if (!row) throw notFound('公告不存在');
    return row;
  }

  async add(auth: AuthContext, input: AnnouncementInput) {
    await this.checkRecipients(auth, input);
    const id = uuidv7();
    await this.db
      .insert(a)
      .values({ id, tenantId: auth.tenantId, ...this.columns(auth, input), createBy: auth.username });
    return id;
  }

  async edit(auth: AuthContext, id: string, input: AnnouncementInput) {
    const row = await this.find(auth, id);
    if (row.sendStatus === '1') throw badRequest('已发布的公告不能修改，请先撤销');
    await this.checkRecipients(auth, input);
    await this.db
      .update(a)
      .set({ ...this.columns(auth, input), updateBy: auth.username, updateTime: new Date() })
      .where(eq(a.id, row.id));
  }

  async remove(auth: AuthContext, ids: string[]) {
    const found = await this.db
      .select({ id: a.id })
      .from(a)
      .where(and(inArray(a.id, ids), liveScope(a, auth)));
    if (found.length !== ids.length) throw notFound('公告不存在');
    await this.db
      .update(a)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(inArray(a.id, ids));
  }

  /** Publishes a draft or revoked announcement and pushes it to its recipients who are online. */
  async release(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    if (row.sendStatus === '1') throw badRequest('该公告已发布');
    const now = new Date();
    const users = row.msgType === 'USER' ? splitIds(row.userIds) : [];
    await this.db.transaction(async (tx) => {
      await tx.update(a).set({ sendStatus: '1', sendTime: now, cancelTime: null }).where(eq(a.id, row.id));
      if (users.length)
        await tx
          .insert(s)
          .values(users.map((userId) => ({ id: uuidv7(), tenantId: auth.tenantId, anntId: row.id, userId })))
          .onConflictDoNothing();
    });
    if (inWindow(row, now)) await this.push(row, users);
  }

  async revoke(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    if (row.sendStatus !== '1') throw badRequest('只能撤销已发布的公告');
    await this.db.update(a).set({ sendStatus: '2', cancelTime: new Date() }).where(eq(a.id, row.id));
    // Clients reload their notices, so a revoked announcement leaves the bell at once.
    await this.push(row, row.msgType === 'USER' ? splitIds(row.userIds) : []);
  }

  /** Pushes a published announcement to its recipients who are online again (`syncNotic`). */
  async resync(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    if (row.sendStatus !== '1') throw badRequest('只能同步已发布的公告');
    if (!inWindow(row, new Date())) throw badRequest('公告不在有效期内，无需同步');
    await this.push(row, row.msgType === 'USER' ? splitIds(row.userIds) : []);
  }

  /** Recipients, readers and non-readers of one announcement. */
  async readStats(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    const receiverCount =
      row.msgType === 'ALL' ? await this.activeUserCount(auth.tenantId) : splitIds(row.userIds).length;
    const readCount = (await this.readCounts([row.id])).get(row.id) ?? 0;
    return { receiverCount, readCount, unreadCount: Math.max(0, receiverCount - readCount) };
  }

  /** Active recipients who have not read the announcement, paged. */
  async unreadUsers(auth: AuthContext, id: string, pageNo: number, pageSize: number) {
    const row = await this.find(auth, id);
    const filters: (SQL | undefined)[] = [
      tenantScope(sysUser, auth),
      eq(sysUser.delFlag, 0),
      eq(sysUser.status, 1),
      notExists(
        this.db
          .select({ one: sql`1` })
          .from(s)
          .where(and(eq(s.anntId, row.id), eq(s.userId, sysUser.id), eq(s.readFlag, '1'))),
      ),
    ];
    if (row.msgType === 'USER') {
      const ids = splitIds(row.userIds);
      if (!ids.length) return { records: [], total: 0 };
      filters.push(inArray(sysUser.id, ids));
    }
    const where = and(...filters);
    const [records, [{ n }]] = await Promise.all([
      this.db
        .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
        .from(sysUser)
        .where(where)
        .orderBy(sysUser.username)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(sysUser).where(where),
    ]);
    return { records, total: Number(n) };
  }

  private async push(row: AnnouncementRow, users: string[]) {
    const frame = { cmd: row.msgType === 'USER' ? 'user' : 'topic', msgId: row.id, msgTxt: row.titile };
    await this.realtime.publish(row.tenantId, row.msgType === 'USER' ? users : null, frame);
  }

  private columns(auth: AuthContext, input: AnnouncementInput) {
    return {
      titile: input.titile,
      msgAbstract: input.msgAbstract,
      msgContent: sanitizeRichText(input.msgContent),
      startTime: input.startTime,
      endTime: input.endTime,
      sender: input.sender ?? auth.username,
      priority: input.priority,
      msgCategory: input.msgCategory,
      msgType: input.msgType,
      userIds: input.msgType === 'USER' ? input.userIds.join(',') : null,
      busType: input.busType,
      busId: input.busId,
      openType: input.openType,
      openPage: input.openType ? input.openPage : null,
    };
  }

  /** Named recipients must be active users of the same tenant. */
  private async checkRecipients(auth: AuthContext, input: AnnouncementInput) {
    if (input.msgType !== 'USER') return;
    const ids = input.userIds;
    if (ids.some((id) => id.length > 36)) throw badRequest('所选用户不存在或不属于本机构');
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids), liveScope(sysUser, auth), eq(sysUser.status, 1)));
    if (Number(n) !== ids.length) throw badRequest('所选用户不存在或不属于本机构');
  }

  private async readCounts(ids: string[]) {
    const counts = new Map<string, number>();
    if (!ids.length) return counts;
    const rows = await this.db
      .select({ anntId: s.anntId, n: count() })
      .from(s)
      .where(and(inArray(s.anntId, ids), eq(s.readFlag, '1')))
      .groupBy(s.anntId);
    for (const r of rows) counts.set(r.anntId, Number(r.n));
    return counts;
  }

  private async activeUserCount(tenantId: string) {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(liveScope(sysUser, tenantId), eq(sysUser.status, 1)));
    return Number(n);
  }
}

export const splitIds = (ids: string | null) => (ids ?? '').split(',').filter(Boolean);
