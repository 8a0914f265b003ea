import { and, asc, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { listContains } from '../../../crud/conditions.ts';
import type { ResourceTable } from '../../../crud/table.ts';
import type { Db } from '../../../db/client.ts';
import { namesById } from '../../../db/names-by-id.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingXcxArticleView } from '../tables.ts';
import {
  teachingXcxArticle,
  teachingXcxArticleLabel,
  teachingXcxArticleType,
  teachingXcxCity,
  teachingXcxSetting,
} from './content-tables.ts';

// The engine builds these tables from their declarations, so drizzle types their columns loosely:
// the rows read here are described by the interfaces below.
const city = teachingXcxCity;
const type = teachingXcxArticleType;
const label = teachingXcxArticleLabel;
const article = teachingXcxArticle;
const setting = teachingXcxSetting;

export interface CityRow {
  id: string;
  cityName: string;
  cityCode: string | null;
}

export interface SettingRow {
  id: string;
  title: string;
  icon: string | null;
  position: string;
  linkType: string;
  linkTarget: string | null;
}

export interface TypeRow {
  id: string;
  typeName: string;
  icon: string | null;
}

export interface ArticleRow {
  id: string;
  title: string;
  cover: string | null;
  summary: string | null;
  typeId: string | null;
  labelIds: string | null;
  publishTime: Date | null;
  isTop: boolean | null;
  views: number | null;
  content?: string | null;
}

/** The tenant's live rows of a content table. */
const live = (t: ResourceTable, tenantId: string) => liveScope(t, tenantId)!;

export async function enabledCities(db: Db, tenantId: string): Promise<CityRow[]> {
  return (await db
    .select({ id: city.id, cityName: city.cityName, cityCode: city.cityCode })
    .from(city)
    .where(and(live(city, tenantId), eq(city.enabled, true)))
    .orderBy(asc(city.sortNo), asc(city.id))) as CityRow[];
}

/** Enabled buttons and menu entries for one city (those without a city show everywhere). */
export async function enabledSettings(
  db: Db,
  tenantId: string,
  cityId: string | null,
): Promise<SettingRow[]> {
  const anyCity = or(isNull(setting.cityId), eq(setting.cityId, ''));
  return (await db
    .select({
      id: setting.id,
      title: setting.title,
      icon: setting.icon,
      position: setting.position,
      linkType: setting.linkType,
      linkTarget: setting.linkTarget,
    })
    .from(setting)
    .where(
      and(
        live(setting, tenantId),
        eq(setting.enabled, true),
        cityId ? or(anyCity, eq(setting.cityId, cityId)) : anyCity,
      ),
    )
    .orderBy(asc(setting.sortNo), asc(setting.id))) as SettingRow[];
}

export async function enabledTypes(db: Db, tenantId: string): Promise<TypeRow[]> {
  return (await db
    .select({ id: type.id, typeName: type.typeName, icon: type.icon })
    .from(type)
    .where(and(live(type, tenantId), eq(type.enabled, true)))
    .orderBy(asc(type.sortNo), asc(type.id))) as TypeRow[];
}

/** id -> name of the tenant's live article types or labels among `ids`. */
export function namesOf(db: Db, tenantId: string, what: 'type' | 'label', ids: string[]) {
  const t = what === 'type' ? type : label;
  const name = what === 'type' ? type.typeName : label.labelName;
  return namesById(db, t, { id: t.id, name }, live(t, tenantId), ids);
}

export interface ArticleFilter {
  typeId?: string;
  labelId?: string;
  cityId?: string;
}

/**
 * What makes an article public: published, its publish time reached, and shown in every city (no
 * cities) or in at least one enabled city of the tenant.
 */
function visible(tenantId: string, now: Date): SQL {
  const inEnabledCity = sql`exists (select 1 from ${city} where ${city.tenantId} = ${tenantId}
    and ${city.delFlag} = 0 and ${city.enabled} = true
    and position(',' || ${city.id} || ',' in ',' || ${article.cityIds} || ',') > 0)`;
  return and(
    live(article, tenantId),
    eq(article.status, '1'),
    lte(article.publishTime, now),
    or(isNull(article.cityIds), eq(article.cityIds, ''), inEnabledCity),
  )!;
}

function filtered(tenantId: string, now: Date, filter: ArticleFilter): SQL {
  const anyCity = or(isNull(article.cityIds), eq(article.cityIds, ''));
  return and(
    visible(tenantId, now),
    filter.typeId ? eq(article.typeId, filter.typeId) : undefined,
    filter.labelId ? listContains(article.labelIds, filter.labelId) : undefined,
    filter.cityId ? or(anyCity, listContains(article.cityIds, filter.cityId)) : undefined,
  )!;
}

const card = {
  id: article.id,
  title: article.title,
  cover: article.cover,
  summary: article.summary,
  typeId: article.typeId,
  labelIds: article.labelIds,
  publishTime: article.publishTime,
  isTop: article.isTop,
  views: article.views,
};

/** A page of public articles: pinned ones first, then the newest. */
export async function publicArticles(
  db: Db,
  tenantId: string,
  now: Date,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = filtered(tenantId, now, filter);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(article).where(where);
  const rows = (await db
    .select(card)
    .from(article)
    .where(where)
    .orderBy(desc(sql`coalesce(${article.isTop}, false)`), desc(article.publishTime), desc(article.id))
    .limit(page.limit)
    .offset(page.offset)) as ArticleRow[];
  return { rows, total: Number(total) };
}

export async function publicArticle(db: Db, tenantId: string, now: Date, id: string) {
  const [row] = (await db
    .select({ ...card, content: article.content })
    .from(article)
    .where(and(visible(tenantId, now), eq(article.id, id)))) as ArticleRow[];
  return row;
}

/**
 * Counts a read once per article, visitor and day: the first read of the day adds a row and one
 * view; the unique index makes a repeat (or a concurrent twin) a no-op. The new count, or null.
 */
export async function countView(
  db: Db,
  tenantId: string,
  articleId: string,
  visitorKey: string,
  day: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(teachingXcxArticleView)
      .values({ articleId, visitorKey, day })
      .onConflictDoNothing()
      .returning({ articleId: teachingXcxArticleView.articleId });
    if (!added.length) return null;
    const [row] = (await tx
      .update(article)
      .set({ views: sql`coalesce(${article.views}, 0) + 1` })
      .where(and(live(article, tenantId), eq(article.id, articleId)))
      .returning({ views: article.views })) as { views: number }[];
    return row ? row.views : null;
  });
}
