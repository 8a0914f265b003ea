import type { FrontNewsDetail, FrontNewsListQuery, FrontNewsSummary, PageResult } from '@ck/shared';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingNews } from '../resources.ts';

const c = teachingNews;

/** The columns read here. The engine builds the table from its declaration, so drizzle types them `unknown`. */
interface NewsRow {
  id: string;
  title: string;
  cover: string | null;
  summary: string | null;
  content?: string | null;
  publishTime: Date | null;
  createTime: Date;
}

const listed = {
  id: c.id,
  title: c.title,
  cover: c.cover,
  summary: c.summary,
  publishTime: c.publishTime,
  createTime: c.createTime,
};

/** Only published articles leave the back office. */
const published = (tenantId: string) => and(liveScope(c, tenantId), eq(c.status, '1'));

/** An article without a publish time shows when it was written. */
const shownTime = (r: NewsRow) => formatDateTime(r.publishTime ?? r.createTime);

/** A page of published news, highest `sortNo` first, then newest. */
export async function publishedNewsPage(
  db: Db,
  tenantId: string,
  { pageNo, pageSize, keyword }: FrontNewsListQuery,
): Promise<PageResult<FrontNewsSummary>> {
  // The keyword is a bound parameter; LIKE wildcards in it are escaped.
  const like = keyword ? ilike(c.title, likePattern(keyword)) : undefined;
  const where = and(published(tenantId), like);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(c).where(where);
  const rows = (await db
    .select(listed)
    .from(c)
    .where(where)
    .orderBy(desc(c.sortNo), desc(c.publishTime), desc(c.createTime))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)) as NewsRow[];
  const records = rows.map((r) => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    summary: r.summary,
    publishTime: shownTime(r),
  }));
  return pageOf(records, total, pageNo, pageSize);
}

/** One published article; a draft or another tenant's article is a 404. */
export async function publishedNews(db: Db, tenantId: string, id: string): Promise<FrontNewsDetail> {
  const [row] = (await db
    .select({ ...listed, content: c.content })
    .from(c)
    .where(and(published(tenantId), eq(c.id, id)))) as NewsRow[];
  if (!row) throw notFound('新闻不存在或尚未发布');
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    // Stored sanitised already; sanitised again in case rows were written before the rule existed.
    content: sanitizeRichText(String(row.content ?? '')),
    publishTime: shownTime(row),
  };
}
