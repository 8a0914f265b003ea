import {
  teachingXcxArticle,
  teachingXcxArticleLabel,
  teachingXcxArticleType,
  teachingXcxCity,
  teachingXcxSetting,
} from '../../../domains/companion/index.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import { DEMO_COURSE_IDS } from '../demo-teaching/seed-teaching.ts';
import { DEMO_ARTICLES } from './companion-articles.ts';
import { DEMO_CITY_IDS, DEMO_TEST_POWER_ID } from './demo-ids.ts';

const T = DEFAULT_TENANT_ID;
const SYSTEM = 'system';
const DAY_MS = 86_400_000;
const idOf = (group: number, n: number) =>
  `01937a00-0000-7000-8000-00000000c${group}${String(n).padStart(2, '0')}`;

const CITIES = [
  { id: DEMO_CITY_IDS.beijing, cityName: '北京', cityCode: 'beijing', sortNo: 1 },
  { id: DEMO_CITY_IDS.shanghai, cityName: '上海', cityCode: 'shanghai', sortNo: 2 },
  { id: DEMO_CITY_IDS.hangzhou, cityName: '杭州', cityCode: 'hangzhou', sortNo: 3 },
];

const TYPE_IDS = { course: idOf(5, 1), event: idOf(5, 2), method: idOf(5, 3) } as const;
const TYPES = [
  { id: TYPE_IDS.course, typeName: '课程介绍', sortNo: 1 },
  { id: TYPE_IDS.event, typeName: '活动资讯', sortNo: 2 },
  { id: TYPE_IDS.method, typeName: '学习方法', sortNo: 3 },
];

const LABEL_IDS = {
  scratch: idOf(6, 1),
  python: idOf(6, 2),
  cpp: idOf(6, 3),
  trial: idOf(6, 4),
  contest: idOf(6, 5),
} as const;
const LABELS = [
  { id: LABEL_IDS.scratch, labelName: 'Scratch', sortNo: 1 },
  { id: LABEL_IDS.python, labelName: 'Python', sortNo: 2 },
  { id: LABEL_IDS.cpp, labelName: 'C++', sortNo: 3 },
  { id: LABEL_IDS.trial, labelName: '免费试听', sortNo: 4 },
  { id: LABEL_IDS.contest, labelName: '竞赛', sortNo: 5 },
];

/** The demo articles' ids, by key. */
export const DEMO_ARTICLE_IDS: Record<string, string> = Object.fromEntries(
  DEMO_ARTICLES.map((a, i) => [a.key, idOf(3, i + 1)]),
);

/** Home buttons (position 1) and menu entries (position 2); one button opens the demo assessment. */
const SETTINGS = [
  { title: '能力测评', position: '1', linkType: 'assessment', linkTarget: DEMO_TEST_POWER_ID, sortNo: 1 },
  { title: '课程介绍', position: '1', linkType: 'type', linkTarget: TYPE_IDS.course, sortNo: 2 },
  { title: '试听课程', position: '1', linkType: 'course', linkTarget: DEMO_COURSE_IDS.trial, sortNo: 3 },
  {
    title: '夏令营',
    position: '1',
    linkType: 'article',
    linkTarget: DEMO_ARTICLE_IDS['summer-camp'],
    sortNo: 4,
    cityId: DEMO_CITY_IDS.beijing,
  },
  {
    title: '开放日',
    position: '1',
    linkType: 'article',
    linkTarget: DEMO_ARTICLE_IDS['open-day'],
    sortNo: 4,
    cityId: DEMO_CITY_IDS.hangzhou,
  },
  { title: '活动资讯', position: '2', linkType: 'type', linkTarget: TYPE_IDS.event, sortNo: 1 },
  { title: '学习方法', position: '2', linkType: 'type', linkTarget: TYPE_IDS.method, sortNo: 2 },
  { title: '机构官网', position: '2', linkType: 'url', linkTarget: 'https://www.example.com/', sortNo: 3 },
].map((s, i) => ({ id: idOf(4, i + 1), cityId: null as string | null, ...s }));

const audit = (now: Date) => ({ tenantId: T, createBy: SYSTEM, createTime: now });

/**
 * The mobile companion's demo content of the default organisation: cities, article types and labels,
 * published articles (one draft and one taken offline), home buttons and menu entries. Fixed ids make
 * a re-run add nothing; rows an administrator changed are left as they are.
 */
export async function seedDemoCompanionContent(db: Db, now = new Date()) {
  await db
    .insert(teachingXcxCity)
    .values(CITIES.map((c) => ({ ...c, enabled: true, ...audit(now) })))
    .onConflictDoNothing();
  await db
    .insert(teachingXcxArticleType)
    .values(TYPES.map((t) => ({ ...t, enabled: true, ...audit(now) })))
    .onConflictDoNothing();
  await db
    .insert(teachingXcxArticleLabel)
    .values(LABELS.map((l) => ({ ...l, ...audit(now) })))
    .onConflictDoNothing();
  await db
    .insert(teachingXcxArticle)
    .values(
      DEMO_ARTICLES.map((a) => ({
        id: DEMO_ARTICLE_IDS[a.key],
        title: a.title,
        summary: a.summary,
        content: a.content,
        typeId: TYPE_IDS[a.type],
        labelIds: a.labels.map((l) => LABEL_IDS[l]).join(','),
        cityIds: a.cities.map((c) => DEMO_CITY_IDS[c]).join(',') || null,
        publishTime: a.status === '0' ? null : new Date(now.getTime() - a.daysAgo * DAY_MS),
        isTop: a.isTop ?? false,
        status: a.status,
        views: 0,
        ...audit(now),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(teachingXcxSetting)
    .values(SETTINGS.map((s) => ({ ...s, enabled: true, ...audit(now) })))
    .onConflictDoNothing();
}
