import { and, desc, eq, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { escapeLike } from '../../platform/http/paging.ts';
import { type Reader, visibleTo } from './notice-policy.ts';
import { announcementJson, userNoticeColumns, userNoticeJson } from './notice-view.ts';
import { sysAnnouncement as a, sysAnnouncementSend as s } from './tables.ts';

const FEED_SIZE = 5;

/** Announcements as one user sees them, with that user's read state joined in. */
export class UserNotices {
  constructor(private readonly db: Db) {}

  private readJoin(reader: Reader) {
    return and(eq(s.anntId, a.id), eq(s.userId, reader.userId));
  }

  private unread(): SQL {
    return or(isNull(s.readFlag), ne(s.readFlag, '1')) as SQL;
  }

  /** The bell: five newest unread of each category and the unread totals (`listByUser`), in one query. */
  async feed(reader: Reader) {
    const ranked = this.db
      .select({
        ...userNoticeColumns,
        readFlag: s.readFlag,
        rank: sql<number>`row_number() over (partition by ${a.msgCategory} order by ${a.sendTime} desc, ${a.id} desc)`.as(
          'rank',
        ),
        total: sql<number>`count(*) over (partition by ${a.msgCategory})`.as('total'),
      })
      .from(a)
      .leftJoin(s, this.readJoin(reader))
      .where(and(visibleTo(reader), this.unread()))
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, FEED_SIZE))
      .orderBy(ranked.msgCategory, ranked.rank);
    const of = (category: string) => rows.filter((r) => r.msgCategory === category);
    const totalOf = (category: string) => Number(of(category)[0]?.total ?? 0);
    return {
      anntMsgList: of('1').map(userNoticeJson),
      anntMsgTotal: totalOf('1'),
      sysMsgList: of('2').map(userNoticeJson),
      sysMsgTotal: totalOf('2'),
    };
  }

  /** "My announcements": paged, optionally only read or unread ones, searchable by title. */
  async page(
    reader: Reader,
    q: { pageNo: number; pageSize: number; titile?: string; readFlag?: string; msgCategory?: string },
  ) {
    const filters: (SQL | undefined)[] = [visibleTo(reader)];
    if (q.titile) filters.push(ilike(a.titile, `%${escapeLike(q.titile)}%`));
    if (q.msgCategory) filters.push(eq(a.msgCategory, q.msgCategory));
    if (q.readFlag === '1') filters.push(eq(s.readFlag, '1'));
    if (q.readFlag === '0') filters.push(this.unread());
    const rows = await this.db
      .select({ ...userNoticeColumns, readFlag: s.readFlag, total: sql<number>`count(*) over ()` })
      .from(a)
      .leftJoin(s, this.readJoin(reader))
      .where(and(...filters))
      .orderBy(desc(a.sendTime), desc(a.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    let total = Number(rows[0]?.total ?? 0);
    if (!rows.length && q.pageNo > 1) {
      const [c] = await this.db
        .select({ n: sql<number>`count(*)` })
        .from(a)
        .leftJoin(s, this.readJoin(reader))
        .where(and(...filters));
      total = Number(c?.n ?? 0);
    }
    return { records: rows.map(userNoticeJson), total };
  }

  /** One announcement the user may see, with its content; anything else is "not found". */
  async detail(reader: Reader, id: string) {
    const [row] = await this.db
      .select()
      .from(a)
      .where(and(eq(a.id, id), visibleTo(reader)))
      .limit(1);
    if (!row) throw notFound('公告不存在或已撤销');
    return announcementJson(row);
  }

  async markRead(reader: Reader, anntId: string) {
    const [row] = await this.db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, anntId), visibleTo(reader)))
      .limit(1);
    if (!row) throw notFound('公告不存在或已撤销');
    await this.upsertRead(reader, [anntId]);
  }

  /** Marks every visible unread announcement read; returns how many. */
  async readAll(reader: Reader) {
    const rows = await this.db
      .select({ id: a.id })
      .from(a)
      .leftJoin(s, this.readJoin(reader))
      .where(and(visibleTo(reader), this.unread()));
    await this.upsertRead(
      reader,
      rows.map((r) => r.id),
    );
    return rows.length;
  }

  private async upsertRead(reader: Reader, ids: string[]) {
    const now = new Date();
    for (let i = 0; i < ids.length; i += 500) {
      await this.db
        .insert(s)
        .values(
          ids.slice(i, i + 500).map((anntId) => ({
            id: uuidv7(),
            tenantId: reader.tenantId,
            anntId,
            userId: reader.userId,
            readFlag: '1',
            readTime: now,
          })),
        )
        .onConflictDoUpdate({
          target: [s.anntId, s.userId],
          set: { readFlag: '1', readTime: sql`coalesce(${s.readTime}, ${now.toISOString()}::timestamptz)` },
        });
    }
  }
}
