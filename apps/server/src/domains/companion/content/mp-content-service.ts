import { createHash } from 'node:crypto';
import {
  MP_HOME_ARTICLES,
  type MpArticleCard,
  type MpArticleDetail,
  type MpArticlesQuery,
  type MpCity,
  type MpHome,
  type MpSetting,
  type PageResult,
  SETTING_LINK_TYPES,
  type SettingLinkType,
  splitIds,
} from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import type { MpOrg } from '../mp/mp-tenant.ts';
import { mpContentCache } from './mp-cache.ts';
import {
  type ArticleRow,
  countView,
  enabledCities,
  enabledSettings,
  enabledTypes,
  namesOf,
  publicArticle,
  publicArticles,
  type SettingRow,
} from './mp-content-repository.ts';
import { settingHref } from './mp-links.ts';

const cached = <T>(tenantId: string, key: string, load: () => Promise<T>) =>
  mpContentCache.get(tenantId, key, load) as Promise<T>;

const toCity = (r: MpCity): MpCity => ({ id: r.id, cityName: r.cityName, cityCode: r.cityCode });

function toSetting(r: SettingRow): MpSetting | null {
  if (!Object.hasOwn(SETTING_LINK_TYPES, r.linkType)) return null;
  const linkType = r.linkType as SettingLinkType;
  return {
    id: r.id,
    title: r.title,
    icon: r.icon,
    linkType,
    linkTarget: r.linkTarget,
    href: settingHref(linkType, r.linkTarget),
  };
}

/** Article rows with their type names and labels (in the article's order), as cards. */
async function toCards(db: Db, tenantId: string, rows: ArticleRow[]): Promise<MpArticleCard[]> {
  const typeIds = [...new Set(rows.map((r) => r.typeId).filter((v): v is string => !!v))];
  const labelIds = [...new Set(rows.flatMap((r) => splitIds(r.labelIds)))];
  const [types, labels] = await Promise.all([
    namesOf(db, tenantId, 'type', typeIds),
    namesOf(db, tenantId, 'label', labelIds),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    summary: r.summary,
    typeId: r.typeId,
    typeName: r.typeId ? (types.get(r.typeId) ?? null) : null,
    labels: splitIds(r.labelIds).flatMap((id) => {
      const labelName = labels.get(id);
      return labelName === undefined ? [] : [{ id, labelName }];
    }),
    publishTime: formatDateTime(r.publishTime),
    isTop: r.isTop === true,
    views: r.views ?? 0,
  }));
}

/** The organisation's enabled cities, in their order. */
export function mpCities(db: Db, org: MpOrg): Promise<MpCity[]> {
  return cached(org.tenantId, 'cities', async () => (await enabledCities(db, org.tenantId)).map(toCity));
}

/** The home page: the chosen city (an unknown or disabled one falls back to the first), its entries and news. */
export function mpHome(db: Db, org: MpOrg, cityId: string | undefined, now = new Date()): Promise<MpHome> {
  return cached(org.tenantId, `home:${cityId ?? ''}`, async () => {
    const cities = (await enabledCities(db, org.tenantId)).map(toCity);
    const city = cities.find((c) => c.id === cityId) ?? cities[0] ?? null;
    const [settings, types, fresh] = await Promise.all([
      enabledSettings(db, org.tenantId, city?.id ?? null),
      enabledTypes(db, org.tenantId),
      publicArticles(db, org.tenantId, now, { cityId: city?.id }, { limit: MP_HOME_ARTICLES, offset: 0 }),
    ]);
    const entries = (position: string) =>
      settings.filter((s) => s.position === position).flatMap((s) => toSetting(s) ?? []);
    return {
      org: { name: org.name, logo: org.logo },
      city,
      cities,
      buttons: entries('1'),
      menus: entries('2'),
      types: types.map((t) => ({ id: t.id, typeName: t.typeName, icon: t.icon })),
      articles: await toCards(db, org.tenantId, fresh.rows),
    };
  });
}

/** A page of public articles, filtered by type, label and city (a disabled city has none). */
export function mpArticles(
  db: Db,
  org: MpOrg,
  query: MpArticlesQuery,
  now = new Date(),
): Promise<PageResult<MpArticleCard>> {
  const { pageNo, pageSize, typeId, labelId, cityId } = query;
  const key = `articles:${JSON.stringify([pageNo, pageSize, typeId, labelId, cityId])}`;
  return cached(org.tenantId, key, async () => {
    if (cityId && !(await enabledCities(db, org.tenantId)).some((c) => c.id === cityId))
      throw notFound('城市不存在或已停用');
    const { rows, total } = await publicArticles(
      db,
      org.tenantId,
      now,
      { typeId, labelId, cityId },
      { limit: pageSize, offset: (pageNo - 1) * pageSize },
    );
    return pageOf(await toCards(db, org.tenantId, rows), total, pageNo, pageSize);
  });
}

/** Who is reading, as the view count knows them: never the raw user id or address. */
export function visitorKey(userId: string | undefined, ip: string, userAgent: string | undefined): string {
  const who = userId ? `user:${userId}` : `guest:${ip}|${userAgent ?? ''}`;
  return createHash('sha256').update(who).digest('hex');
}

/** The calendar day in Asia/Shanghai, `YYYY-MM-DD`. */
export const shanghaiDay = (now: Date) => formatDateTime(now)!.slice(0, 10);

/**
 * One public article. The answer is cached; the read is counted on every call (once per visitor and
 * day), and the newest count is the one answered.
 */
export async function mpArticle(
  db: Db,
  org: MpOrg,
  id: string,
  visitor: string,
  now = new Date(),
): Promise<MpArticleDetail> {
  const detail = await cached(org.tenantId, `article:${id}`, async () => {
    const row = await publicArticle(db, org.tenantId, now, id);
    if (!row) throw notFound('文章不存在或未发布');
    const [card] = await toCards(db, org.tenantId, [row]);
    // Stored sanitised already; cleaned again for rows written before the rule existed.
    return { ...card, content: sanitizeRichText(row.content ?? '') };
  });
  const views = await countView(db, org.tenantId, id, visitor, shanghaiDay(now));
  // The cached answer follows the count, so a repeat read within 30 s does not show fewer views.
  if (views !== null) detail.views = views;
  return { ...detail };
}
