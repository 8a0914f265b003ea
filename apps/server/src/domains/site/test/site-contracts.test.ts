import {
  emptyEnvelope,
  envelopeOf,
  type FrontMenuNode,
  frontMenuNodeSchema,
  frontNewsDetailSchema,
  frontNewsSummarySchema,
  pageResultOf,
  userPaperRecordSchema,
} from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, expectErrorAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { teachingNews } from '../resources.ts';

const s = signedInSuite({ admin: 'admin', student: 'student1' });

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it, and comparing the parse with the body
// catches a field the schema lacks (zod drops unknown keys).

const visitor = (url: string) => call(s.t, 'GET', url);

const MENU = '/api/teaching/menu';
const menuAnswer = envelopeOf(z.array(frontMenuNodeSchema));
const idAnswer = envelopeOf(z.object({ id: z.string() }));

async function addMenu(body: Record<string, unknown>): Promise<string> {
  const res = await s.admin.post(`${MENU}/add`, body);
  expectAnswer(res, idAnswer);
  return (res.body.result as { id: string }).id;
}

describe('site answers match their shared schemas', () => {
  it('for the front menu, with optional fields filled and empty', async () => {
    const full = await addMenu({
      title: '契约菜单',
      url: 'https://example.com/c',
      icon: 'star',
      sortNo: 5,
      needLogin: 'true',
      internalOrExternal: 1,
      status: 1,
    });
    await addMenu({ title: '子菜单', url: '/child', parentId: full, icon: null });
    const bare = await addMenu({ title: '空字段', url: '/bare' });
    await addMenu({ title: '隐藏', url: '/hidden', status: 0 });

    const tree = await s.admin.get(`${MENU}/list`);
    expectAnswer(tree, menuAnswer);
    const nodes = tree.body.result as FrontMenuNode[];
    const withChild = nodes.find((n) => n.id === full);
    expect(withChild).toMatchObject({ icon: 'star', needLogin: true, internalOrExternal: true });
    expect(withChild?.children?.map((c) => c.title)).toEqual(['子菜单']);
    const leaf = nodes.find((n) => n.id === bare);
    expect(leaf).toMatchObject({ parentId: null, icon: null, needLogin: false });
    expect(leaf && 'children' in leaf).toBe(false);
    expect(nodes.map((n) => n.title)).toContain('隐藏');

    expectAnswer(await s.student.get(`${MENU}/getUserMenu`), menuAnswer);
    expectAnswer(await visitor(`${MENU}/getUserMenu`), menuAnswer);
    expectAnswer(
      await s.admin.put(`${MENU}/edit`, { id: bare, icon: 'home', needLogin: false }),
      emptyEnvelope,
    );
    expectAnswer(await s.admin.put(`${MENU}/edit`, { id: bare, parentId: null }), emptyEnvelope);
    expectAnswer(await s.admin.del(`${MENU}/delete?id=${full}`), emptyEnvelope);
  });

  it('for published news, with cover, summary and publish time filled and empty', async () => {
    const add = (body: Record<string, unknown>) => s.admin.post('/api/teaching/news/add', body);
    const full = await add({
      title: '契约新闻',
      cover: 'news/cover.png',
      summary: '摘要',
      content: '<p>正文</p>',
      status: '1',
      publishTime: '2026-01-02 08:00:00',
      sortNo: 3,
    });
    expect(full.status, full.body.message).toBe(200);
    const bare = await add({ title: '空字段新闻', content: '<p>x</p>', status: '1' });
    expect(bare.status, bare.body.message).toBe(200);
    const bareId = (bare.body.result as { id: string }).id;
    // Rows written before the publish-time rule have none; the answer falls back to the creation time.
    await s.t.db.update(teachingNews).set({ publishTime: null }).where(eq(teachingNews.id, bareId));

    const page = envelopeOf(pageResultOf(frontNewsSummarySchema));
    const list = await visitor('/api/teaching/news/front/list?pageNo=1&pageSize=10');
    expectAnswer(list, page);
    const records = (list.body.result as { records: { id: string; publishTime: string | null }[] }).records;
    expect(records.find((r) => r.id === bareId)?.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expectAnswer(await visitor('/api/teaching/news/front/list?keyword=%E5%A5%91%E7%BA%A6'), page);
    expectAnswer(await s.student.get('/api/teaching/news/front/list?keyword=nothing%25'), page);

    const detail = envelopeOf(frontNewsDetailSchema);
    expectAnswer(await visitor(`/api/teaching/news/front/detail?id=${bareId}`), detail);
    const fullId = (full.body.result as { id: string }).id;
    expectAnswer(await s.student.get(`/api/teaching/news/front/detail?id=${fullId}`), detail);
  });

  it('for the site settings and the exam records', async () => {
    const save = '/api/teaching/indexConfig/save';
    const full = {
      indexConfig: {
        indexLogo: 'logo/index.png',
        ifshopping: true,
        mybutton: false,
        buttonList: [{ title: '编程', desc: '/scratch3' }],
      },
      joinClassText: '',
      banner: ['banner/a.png', ''],
      bannerLinks: ['https://example.com', ''],
    };
    expectAnswer(await s.admin.put(save, full), emptyEnvelope);
    expectAnswer(await s.admin.put(save, { indexConfig: {} }), emptyEnvelope);

    const papers = envelopeOf(pageResultOf(userPaperRecordSchema));
    expectAnswer(await s.student.get('/api/teaching/teachingUserPaper/listpaper'), papers);
    expectAnswer(
      await s.student.get('/api/teaching/teachingUserPaper/listpaper?pageNo=2&pageSize=5&column=createTime'),
      papers,
    );
  });

  it('keeps error answers as they were', async () => {
    const draft = await s.admin.post('/api/teaching/news/add', { title: '草稿', content: 'x', status: '0' });
    const res = await visitor(
      `/api/teaching/news/front/detail?id=${(draft.body.result as { id: string }).id}`,
    );
    expectErrorAnswer(res, 404, '新闻不存在或尚未发布');
    const extra = await s.admin.post(`${MENU}/add`, { title: 'x', url: '/x', tenantId: 'other' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('包含不允许设置的字段：tenantId');
    const missing = await s.admin.del(`${MENU}/delete?id=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('菜单不存在');
  });
});
