import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { call } from '../../../../../test/helpers/portal.ts';
import { formatDateTime } from '../../../../platform/http/dates.ts';
import { teachingXcxArticle } from '../content-tables.ts';
import { addRow, mpGet } from './content-fixtures.ts';

let admin: string;
let other: string;
const ids: Record<string, string> = {};
const ago = (ms: number) => formatDateTime(new Date(Date.now() - ms))!;
const ahead = (ms: number) => formatDateTime(new Date(Date.now() + ms))!;

const article = (title: string, extra: object = {}) => ({
  title,
  content: `<p>${title}的正文</p>`,
  status: '1',
  ...extra,
});

const suite = testAppSuite();

beforeAll(async () => {
  [admin, other] = await Promise.all([suite.t.login('admin'), suite.t.login('other_admin')]);
  ids.bj = await addRow(suite.t, admin, 'xcxCity', { cityName: '北京', sortNo: 1 });
  ids.sh = await addRow(suite.t, admin, 'xcxCity', { cityName: '上海', sortNo: 2 });
  ids.off = await addRow(suite.t, admin, 'xcxCity', { cityName: '停用城', sortNo: 3, enabled: false });
  ids.course = await addRow(suite.t, admin, 'xcxArticleType', { typeName: '课程介绍', sortNo: 1 });
  ids.event = await addRow(suite.t, admin, 'xcxArticleType', { typeName: '活动资讯', sortNo: 2 });
  ids.hidden = await addRow(suite.t, admin, 'xcxArticleType', { typeName: '停用分类', enabled: false });
  ids.scratch = await addRow(suite.t, admin, 'xcxArticleLabel', { labelName: 'Scratch' });
  ids.python = await addRow(suite.t, admin, 'xcxArticleLabel', { labelName: 'Python' });
  ids.a1 = await addRow(
    suite.t,
    admin,
    'xcxArticle',
    article('全国通用', {
      typeId: ids.course,
      labelIds: `${ids.scratch},${ids.python}`,
      publishTime: ago(3_600_000),
    }),
  );
  ids.a2 = await addRow(
    suite.t,
    admin,
    'xcxArticle',
    article('北京活动', {
      typeId: ids.event,
      labelIds: ids.python,
      cityIds: ids.bj,
      publishTime: ago(7_200_000),
    }),
  );
  ids.top = await addRow(
    suite.t,
    admin,
    'xcxArticle',
    article('置顶旧闻', { typeId: ids.course, isTop: true, publishTime: ago(86_400_000) }),
  );
  ids.draft = await addRow(suite.t, admin, 'xcxArticle', article('草稿', { status: '0' }));
  ids.offline = await addRow(
    suite.t,
    admin,
    'xcxArticle',
    article('已下线', { status: '2', publishTime: ago(1000) }),
  );
  ids.future = await addRow(
    suite.t,
    admin,
    'xcxArticle',
    article('明天发布', { publishTime: ahead(86_400_000) }),
  );
  ids.offCity = await addRow(suite.t, admin, 'xcxArticle', article('停用城市专享', { cityIds: ids.off }));
  ids.foreign = await addRow(suite.t, other, 'xcxArticle', article('别家的文章'));
  await addRow(suite.t, admin, 'xcxSetting', {
    title: '课程介绍',
    position: '1',
    linkType: 'type',
    linkTarget: ids.course,
    sortNo: 2,
  });
  await addRow(suite.t, admin, 'xcxSetting', {
    title: '官网',
    position: '1',
    linkType: 'url',
    linkTarget: 'https://example.com/about',
    sortNo: 1,
  });
  await addRow(suite.t, admin, 'xcxSetting', {
    title: '北京活动',
    position: '2',
    linkType: 'article',
    linkTarget: ids.a2,
    cityId: ids.bj,
  });
  await addRow(suite.t, admin, 'xcxSetting', {
    title: '上海专属',
    position: '2',
    linkType: 'article',
    linkTarget: ids.a1,
    cityId: ids.sh,
  });
  await addRow(suite.t, admin, 'xcxSetting', {
    title: '停用按钮',
    position: '1',
    linkType: 'article',
    linkTarget: ids.a1,
    enabled: false,
  });
});

type Page = { records: { id: string; title: string; labels: { labelName: string }[] }[]; total: number };
const titles = (body: { result: Page }) => body.result.records.map((r) => r.title);

describe('public companion content', () => {
  it('lists only enabled cities, in order', async () => {
    const res = await mpGet(suite.t, '/api/mp/v1/cities');
    expect(res.status).toBe(200);
    expect(res.body.result.map((c: { cityName: string }) => c.cityName)).toEqual(['北京', '上海']);
  });

  it('never shows drafts, offline, future-dated, disabled-city or other tenants’ articles', async () => {
    const res = await mpGet(suite.t, '/api/mp/v1/articles?pageSize=50');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['置顶旧闻', '全国通用', '北京活动']);
    for (const id of [ids.draft, ids.offline, ids.future, ids.offCity, ids.foreign]) {
      expect((await mpGet(suite.t, `/api/mp/v1/article?id=${id}`)).status).toBe(404);
    }
    // The other organisation sees its own article through its orgId, and none of ours.
    const theirs = await mpGet(suite.t, `/api/mp/v1/articles?orgId=${OTHER_TENANT_ID}`);
    expect(titles(theirs.body)).toEqual(['别家的文章']);
    expect((await mpGet(suite.t, `/api/mp/v1/article?id=${ids.a1}&orgId=${OTHER_TENANT_ID}`)).status).toBe(
      404,
    );
  });

  it('filters by type, label and city; labels come in the article’s order', async () => {
    const byType = await mpGet(suite.t, `/api/mp/v1/articles?typeId=${ids.event}`);
    expect(titles(byType.body)).toEqual(['北京活动']);
    const byLabel = await mpGet(suite.t, `/api/mp/v1/articles?labelId=${ids.python}`);
    expect(titles(byLabel.body)).toEqual(['全国通用', '北京活动']);
    expect(byLabel.body.result.records[0].labels.map((l: { labelName: string }) => l.labelName)).toEqual([
      'Scratch',
      'Python',
    ]);
    const shanghai = await mpGet(suite.t, `/api/mp/v1/articles?cityId=${ids.sh}`);
    expect(titles(shanghai.body)).toEqual(['置顶旧闻', '全国通用']);
    const beijing = await mpGet(suite.t, `/api/mp/v1/articles?cityId=${ids.bj}`);
    expect(titles(beijing.body)).toEqual(['置顶旧闻', '全国通用', '北京活动']);
    const disabled = await mpGet(suite.t, `/api/mp/v1/articles?cityId=${ids.off}`);
    expect(disabled.status).toBe(404);
    expect(disabled.body.message).toBe('城市不存在或已停用');
  });

  it('pages: pinned first, then newest', async () => {
    const first = await mpGet(suite.t, '/api/mp/v1/articles?pageNo=1&pageSize=2');
    expect(first.body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(titles(first.body)).toEqual(['置顶旧闻', '全国通用']);
    const second = await mpGet(suite.t, '/api/mp/v1/articles?pageNo=2&pageSize=2');
    expect(titles(second.body)).toEqual(['北京活动']);
    const tooBig = await mpGet(suite.t, '/api/mp/v1/articles?pageSize=51');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('每页最多 50 条');
  });

  it('builds the home page of the chosen city, falling back to the first enabled one', async () => {
    const res = await mpGet(suite.t, `/api/mp/v1/home?cityId=${ids.sh}`);
    expect(res.status).toBe(200);
    const home = res.body.result;
    expect(home.org.name).toBeTruthy();
    expect(home.city.cityName).toBe('上海');
    expect(home.buttons.map((b: { title: string }) => b.title)).toEqual(['官网', '课程介绍']);
    expect(home.buttons.map((b: { href: string }) => b.href)).toEqual([
      'https://example.com/about',
      `/m/articles?typeId=${ids.course}`,
    ]);
    expect(home.menus.map((m: { title: string; href: string }) => [m.title, m.href])).toEqual([
      ['上海专属', `/m/article/${ids.a1}`],
    ]);
    expect(home.types.map((x: { typeName: string }) => x.typeName)).toEqual(['课程介绍', '活动资讯']);
    expect(home.articles.map((a: { title: string }) => a.title)).toEqual(['置顶旧闻', '全国通用']);
    const fallback = (await mpGet(suite.t, `/api/mp/v1/home?cityId=${ids.off}`)).body.result;
    expect(fallback.city.cityName).toBe('北京');
    expect(fallback.menus.map((m: { title: string }) => m.title)).toEqual(['北京活动']);
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await mpGet(suite.t, '/api/mp/v1/home?orgId=nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('机构不存在或已停用');
  });

  it('lets visitors cache answers for 30 s, but not signed-in callers', async () => {
    const anonymous = await mpGet(suite.t, '/api/mp/v1/cities');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
    const signedIn = await mpGet(suite.t, '/api/mp/v1/cities', '10.0.0.1', admin);
    expect(signedIn.headers['cache-control']).not.toContain('public');
  });

  it('shows a back-office edit at once (the cache is cleared), not after 30 s', async () => {
    await call(suite.t, 'PUT', '/api/teaching/xcxCity/edit', { id: ids.sh, cityName: '上海市' }, admin);
    const res = await mpGet(suite.t, '/api/mp/v1/cities');
    expect(res.body.result.map((c: { cityName: string }) => c.cityName)).toEqual(['北京', '上海市']);
  });
});

describe('article views', () => {
  it('counts one read per visitor and day, even from the cache', async () => {
    const read = (ip: string, token?: string) => mpGet(suite.t, `/api/mp/v1/article?id=${ids.a1}`, ip, token);
    const first = await read('10.1.0.1');
    expect(first.status).toBe(200);
    expect(first.body.result.views).toBe(1);
    expect((await read('10.1.0.1')).body.result.views).toBe(1);
    expect((await read('10.1.0.2')).body.result.views).toBe(2);
    // A signed-in reader counts once whatever address they come from.
    expect((await read('10.1.0.3', admin)).body.result.views).toBe(3);
    expect((await read('10.1.0.4', admin)).body.result.views).toBe(3);
    const [row] = await suite.t.db
      .select({ views: teachingXcxArticle.views })
      .from(teachingXcxArticle)
      .where(eq(teachingXcxArticle.id, ids.a1));
    expect(row.views).toBe(3);
  });

  it('answers the sanitised body', async () => {
    const id = await addRow(suite.t, admin, 'xcxArticle', {
      title: '带脚本的文章',
      status: '1',
      content:
        '<p onclick="alert(1)">你好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="https://x.cn/a.png" onerror="alert(1)"></p>',
    });
    const res = await mpGet(suite.t, `/api/mp/v1/article?id=${id}`);
    const html = res.body.result.content as string;
    expect(html).toContain('你好');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});

describe('rate limit', () => {
  it('answers 429 once an address has made too many reads in a minute', async () => {
    const ip = '10.9.9.9';
    let status = 200;
    for (let i = 0; i < 260 && status !== 429; i++)
      status = (await mpGet(suite.t, '/api/mp/v1/cities', ip)).status;
    expect(status).toBe(429);
    const res = await mpGet(suite.t, '/api/mp/v1/cities', ip);
    expect(res.body.message).toBe('访问过于频繁，请稍后再试');
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await mpGet(suite.t, '/api/mp/v1/cities', '10.9.9.10')).status).toBe(200);
  });
});
