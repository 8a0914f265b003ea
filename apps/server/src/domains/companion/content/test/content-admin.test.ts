import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../../test/helpers/app-suite.ts';
import { call } from '../../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { teachingCourse } from '../../../teaching/index.ts';
import { teachingXcxArticle, teachingXcxSetting } from '../content-tables.ts';
import { addRow } from './content-fixtures.ts';

let admin: string;
let other: string;

type Rec = { id: string; summary: string | null; content: string; publishTime: string | null };

const articleCount = async () =>
  (await s.t.db.select({ id: teachingXcxArticle.id }).from(teachingXcxArticle)).length;
const settingCount = async () =>
  (await s.t.db.select({ id: teachingXcxSetting.id }).from(teachingXcxSetting)).length;

const s = testAppSuite();

beforeAll(async () => {
  [admin, other] = await Promise.all([s.t.login('admin'), s.t.login('other_admin')]);
});

describe('article rules', () => {
  it('sanitises the body, fills the summary from its text and stamps the publish time', async () => {
    const res = await call(
      s.t,
      'POST',
      '/api/teaching/xcxArticle/add',
      {
        title: '安全的文章',
        status: '1',
        content:
          '<p onmouseover="x()">少儿编程&nbsp;课程<script>steal()</script></p><p><a href="javascript:alert(1)">看看</a><img src="x.png" onerror="alert(1)"></p>',
      },
      admin,
    );
    expect(res.status).toBe(200);
    const rec = res.body.result as Rec;
    expect(rec.content).not.toMatch(/script|onmouseover|onerror|javascript:/i);
    expect(rec.content).toContain('少儿编程');
    expect(rec.summary).toBe('少儿编程 课程 看看');
    expect(rec.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps a summary that was written, and a draft without a publish time', async () => {
    const res = await call(
      s.t,
      'POST',
      '/api/teaching/xcxArticle/add',
      { title: '草稿', status: '0', summary: '自己写的摘要', content: '<p>正文</p>' },
      admin,
    );
    expect(res.body.result).toMatchObject({ summary: '自己写的摘要', publishTime: null });
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await articleCount();
    const cases: [object, string][] = [
      [{ title: '长'.repeat(101), content: '<p>x</p>' }, '标题不能超过100个字符'],
      [{ title: '无正文', content: '' }, '请输入正文'],
      [{ title: '摘要过长', content: '<p>x</p>', summary: '字'.repeat(301) }, '摘要不能超过300个字符'],
      [{ title: '坏状态', content: '<p>x</p>', status: '9' }, '状态的值不合法'],
      [{ title: '坏分类', content: '<p>x</p>', typeId: 'nope' }, '分类不存在'],
      [{ title: '坏城市', content: '<p>x</p>', cityIds: 'nope' }, '城市（不选为全部城市）不存在'],
      [{ title: '写阅读量', content: '<p>x</p>', views: 999 }, '包含不允许设置的字段：views'],
    ];
    for (const [body, message] of cases) {
      const res = await call(s.t, 'POST', '/api/teaching/xcxArticle/add', body, admin);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await articleCount()).toBe(before);
  });
});

describe('setting links', () => {
  let articleId: string;
  let typeId: string;
  beforeAll(async () => {
    articleId = await addRow(s.t, admin, 'xcxArticle', { title: '链接目标', content: '<p>x</p>' });
    typeId = await addRow(s.t, admin, 'xcxArticleType', { typeName: '链接分类' });
  });
  const add = (body: object, token = admin) =>
    call(s.t, 'POST', '/api/teaching/xcxSetting/add', { title: '按钮', position: '1', ...body }, token);

  it('accepts targets the organisation has', async () => {
    const [course] = await s.t.db
      .select({ id: teachingCourse.id })
      .from(teachingCourse)
      .where(and(eq(teachingCourse.tenantId, DEFAULT_TENANT_ID), eq(teachingCourse.delFlag, 0)))
      .limit(1);
    const ok = [
      { linkType: 'article', linkTarget: articleId },
      { linkType: 'type', linkTarget: ` ${typeId} ` },
      { linkType: 'url', linkTarget: 'https://example.com/a?b=1' },
      ...(course ? [{ linkType: 'course', linkTarget: course.id }] : []),
    ];
    for (const body of ok) {
      const res = await add(body);
      expect(res.status, JSON.stringify(res.body.message)).toBe(200);
    }
  });

  it('refuses a missing, unknown, foreign or unsafe target and writes nothing', async () => {
    const before = await settingCount();
    const cases: [object, string, string?][] = [
      [{ linkType: 'article' }, '请输入链接目标（编号或网址）'],
      [{ linkType: 'article', linkTarget: 'nope' }, '链接的文章不存在'],
      [{ linkType: 'type', linkTarget: articleId }, '链接的文章分类不存在'],
      [{ linkType: 'course', linkTarget: 'nope' }, '链接的课程不存在'],
      [{ linkType: 'assessment', linkTarget: 'nope' }, '链接的测评不存在'],
      [{ linkType: 'url', linkTarget: 'http://example.com' }, '外部链接须以 https:// 开头'],
      [{ linkType: 'url', linkTarget: 'javascript:alert(1)' }, '外部链接须以 https:// 开头'],
      [{ linkType: 'url', linkTarget: 'https://' }, '外部链接的网址不正确'],
      // Another organisation cannot link to our article.
      [{ linkType: 'article', linkTarget: articleId }, '链接的文章不存在', other],
    ];
    for (const [body, message, token] of cases) {
      const res = await add(body, token);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await settingCount()).toBe(before);
  });

  it('checks an edit that changes only the link type against the stored target', async () => {
    const id = await addRow(s.t, admin, 'xcxSetting', {
      title: '编辑',
      position: '2',
      linkType: 'url',
      linkTarget: 'https://example.com/',
    });
    const res = await call(s.t, 'PUT', '/api/teaching/xcxSetting/edit', { id, linkType: 'article' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('链接的文章不存在');
    const [row] = await s.t.db
      .select({ linkType: teachingXcxSetting.linkType })
      .from(teachingXcxSetting)
      .where(eq(teachingXcxSetting.id, id));
    expect(row.linkType).toBe('url');
  });
});

describe('permissions', () => {
  it('a teacher without the permissions gets 403 on the back-office resources', async () => {
    const teacher = await s.t.login('teacher');
    for (const name of ['xcxCity', 'xcxArticleType', 'xcxArticleLabel', 'xcxArticle', 'xcxSetting']) {
      expect((await call(s.t, 'GET', `/api/teaching/${name}/list`, undefined, teacher)).status).toBe(403);
    }
    const before = await articleCount();
    const add = await call(
      s.t,
      'POST',
      '/api/teaching/xcxArticle/add',
      { title: '老师写的', content: '<p>x</p>' },
      teacher,
    );
    expect(add.status).toBe(403);
    expect(await articleCount()).toBe(before);
  });
});
