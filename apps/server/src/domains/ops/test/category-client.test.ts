import { envelopeOf, importResultSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { uploadXlsx, xlsxOf, xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { sysCategory } from '../tables.ts';

let admin: Client;
let adminToken: string;
const base = '/api/sys/category';
const HEADER = ['分类名称', '分类编码', '上级编码', '排序'];

const s = testAppSuite();

beforeAll(async () => {
  adminToken = await s.t.login('admin');
  admin = clientOf(s.t, adminToken);
});

async function add(name: string, pid?: string) {
  const res = await admin.post(`${base}/add`, { name, ...(pid ? { pid } : {}) });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as { id: string; code: string };
}

const countRows = async () => (await s.t.db.select({ id: sysCategory.id }).from(sysCategory)).length;

describe('category list calls', () => {
  let root: { id: string; code: string };
  let kid: { id: string; code: string };

  beforeAll(async () => {
    root = await add('列表根');
    kid = await add('列表子', root.id);
  });

  it('pages roots and lists children with hasChild', async () => {
    const roots = await admin.get(`${base}/rootList?pageNo=1&pageSize=50`);
    expect(roots.status, roots.body.message).toBe(200);
    const page = roots.body.result as { records: { id: string; hasChild: string }[]; total: number };
    expect(page.records).toContainEqual(expect.objectContaining({ id: root.id, hasChild: '1' }));
    expect(page.records.some((r) => r.id === kid.id)).toBe(false);
    const kids = await admin.get(`${base}/childList?pid=${root.id}`);
    expect(kids.body.result).toEqual([
      expect.objectContaining({ id: kid.id, name: '列表子', hasChild: '0' }),
    ]);
    expect((await admin.get(`${base}/childList`)).body.message).toBe('请提供上级分类');
  });

  it('checks typed codes, loads one category and echoes picked ones', async () => {
    expect((await admin.get(`${base}/checkCode?pid=${root.id}&code=${root.code}B01`)).status).toBe(200);
    const wrong = await admin.get(`${base}/checkCode?pid=${root.id}&code=Z77`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(`编码不符合规范，须以“${root.code}”开头`);
    expect((await admin.get(`${base}/checkCode?code=${kid.code}`)).body.message).toBe(
      `分类编码已存在：${kid.code}`,
    );
    expect((await admin.get(`${base}/checkCode?pid=${root.id}`)).body.message).toBe('请输入分类编码');

    const one = await admin.get(`${base}/loadOne?field=code&val=${kid.code}`);
    expect(one.body.result).toMatchObject({ id: kid.id, name: '列表子' });
    expect((await admin.get(`${base}/loadOne?field=password&val=x`)).body.message).toBe(
      '只能按 id、code 或 name 查询',
    );
    expect((await admin.get(`${base}/loadOne?field=id&val=nope`)).status).toBe(404);

    const echo = await admin.get(`${base}/loadDictItem?ids=${kid.id},${root.code}&pcode=${root.code}`);
    expect((echo.body.result as { id: string }[]).map((r) => r.id).sort()).toEqual([root.id, kid.id].sort());
    expect((await admin.get(`${base}/loadDictItem?ids=${kid.id}&pcode=Q99`)).status).toBe(404);
  });

  it('deletes a batch only as a whole', async () => {
    const a = await add('批删根');
    const b = await add('批删子', a.id);
    const before = await countRows();
    const partial = await admin.del(`${base}/deleteBatch?ids=${a.id}`);
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('所选分类下还有子分类“批删子”，请一并选择或先删除子分类');
    const missing = await admin.del(`${base}/deleteBatch?ids=${a.id},${b.id},nope`);
    expect(missing.status).toBe(404);
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.del(`${base}/deleteBatch?ids=${a.id},${b.id}`)).status).toBe(404);
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.del(`${base}/deleteBatch?ids=${a.id},${b.id}`)).status).toBe(403);
    const [row] = await s.t.db.select().from(sysCategory).where(eq(sysCategory.id, a.id));
    expect(row.delFlag).toBe(0);

    expect((await admin.del(`${base}/deleteBatch?ids=${a.id},${b.id}`)).status).toBe(200);
    expect(await countRows()).toBe(before);
    expect((await admin.get(`${base}/childList?pid=${a.id}`)).body.result).toEqual([]);
  });
});

describe('category sheets', () => {
  async function download(url: string) {
    const res = await s.t.app.inject({ method: 'GET', url, headers: { 'x-access-token': adminToken } });
    expect(res.statusCode).toBe(200);
    return xlsxRows(res.rawPayload);
  }

  it('exports parents before children and imports a whole tree, new codes included', async () => {
    const r = await add('导出根');
    await add('导出子', r.id);
    const rows = await download(`${base}/exportXls`);
    expect(rows[0]).toEqual(HEADER);
    const child = rows.find((x) => x[0] === '导出子')!;
    expect(child[2]).toBe(r.code);
    expect(rows.findIndex((x) => x[0] === '导出根')).toBeLessThan(rows.indexOf(child));

    const file = await xlsxOf(HEADER, [
      ['导入根', 'Y01', '', 3],
      ['导入子', '', 'Y01', ''],
      ['挂在已有分类下', '', r.code, 1],
    ]);
    const res = await uploadXlsx(s.t, `${base}/importExcel`, adminToken, file, 'categories.xlsx');
    expectAnswer(res, envelopeOf(importResultSchema));
    expect(res.body.result).toMatchObject({ total: 3, success: 3, failed: 0 });
    const [imported] = await s.t.db.select().from(sysCategory).where(eq(sysCategory.code, 'Y01'));
    expect(imported).toMatchObject({ name: '导入根', pid: '0', sortNo: 3 });
    const kids = await admin.get(`${base}/childList?pid=${imported.id}`);
    expect(kids.body.result).toEqual([expect.objectContaining({ name: '导入子', code: 'Y01A01' })]);
  });

  it('writes nothing when a row is wrong, naming every bad row in Chinese', async () => {
    const before = await countRows();
    const file = await xlsxOf(HEADER, [
      ['好的一行', '', '', 1],
      ['', '', '', ''],
      ['坏编码', 'abc', '', ''],
      ['无上级', '', 'W55', ''],
      ['好的一行', '', '', 2],
    ]);
    const res = await uploadXlsx(s.t, `${base}/importExcel`, adminToken, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('导入失败，未写入任何数据');
    expect(res.body.message).toContain('第 4 行');
    expect(res.body.message).toContain('上级编码“W55”不存在');
    expect(res.body.message).toContain('第 6 行：同一级下已存在分类：好的一行');
    expect(res.body.result).toMatchObject({ total: 4, success: 0, failed: 3 });
    expect(await countRows()).toBe(before);

    const teacherToken = await s.t.login('teacher');
    expect((await uploadXlsx(s.t, `${base}/importExcel`, teacherToken, file)).status).toBe(403);
    const notXlsx = await uploadXlsx(s.t, `${base}/importExcel`, adminToken, Buffer.from('x'), 'a.csv');
    expect(notXlsx.status).toBe(400);
  });
});
