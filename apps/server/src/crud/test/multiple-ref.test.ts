import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../test/helpers/app-suite.ts';
import { call } from '../../../test/helpers/portal.ts';
import { uploadXlsx, xlsxOf } from '../../../test/helpers/xlsx-upload.ts';

// `multiple: true` ref fields, through the articles' labels (`labelIds` -> teaching/xcxArticleLabel).
const base = '/api/teaching/xcxArticle';
let admin: string;
let other: string;
const label: Record<string, string> = {};

type Rec = { id: string; title: string; labelIds: string | null; labelIds_dictText: string | null };

async function addLabel(name: string, token = admin) {
  const res = await call(s.t, 'POST', '/api/teaching/xcxArticleLabel/add', { labelName: name }, token);
  return (res.body.result as { id: string }).id;
}
const add = (body: object) =>
  call(s.t, 'POST', `${base}/add`, { content: '<p>正文</p>', status: '0', ...body }, admin);
const list = async (params: string) =>
  (
    (await call(s.t, 'GET', `${base}/list?pageSize=100&column=title&order=asc&${params}`, undefined, admin))
      .body.result as { records: Rec[] }
  ).records;
const count = async () => (await list('')).length;

const s = testAppSuite();

beforeAll(async () => {
  [admin, other] = await Promise.all([s.t.login('admin'), s.t.login('other_admin')]);
  for (const name of ['Scratch', 'Python', 'C++']) label[name] = await addLabel(name);
  label.foreign = await addLabel('别家标签', other);
  await add({ title: 'A 全部', labelIds: `${label.Scratch},${label.Python},${label['C++']}` });
  await add({ title: 'B 两个', labelIds: ` ${label['C++']} ,${label.Scratch},${label.Scratch}` });
  await add({ title: 'C 一个', labelIds: label.Python });
  await add({ title: 'D 无标签' });
});

describe('multiple ref fields', () => {
  it('stores the ids comma-joined (trimmed, without repeats) and answers the names in order', async () => {
    const rows = await list('');
    const b = rows.find((r) => r.title === 'B 两个')!;
    expect(b.labelIds).toBe(`${label['C++']},${label.Scratch}`);
    expect(b.labelIds_dictText).toBe('C++,Scratch');
    expect(rows.find((r) => r.title === 'A 全部')!.labelIds_dictText).toBe('Scratch,Python,C++');
    expect(rows.find((r) => r.title === 'D 无标签')!.labelIds_dictText).toBeNull();
    const byId = await call(s.t, 'GET', `${base}/queryById?id=${b.id}`, undefined, admin);
    expect((byId.body.result as Rec).labelIds_dictText).toBe('C++,Scratch');
  });

  it('filters rows holding an id, or any of several', async () => {
    expect((await list(`labelIds=${label.Python}`)).map((r) => r.title)).toEqual(['A 全部', 'C 一个']);
    expect((await list(`labelIds=${label['C++']},${label.Python}`)).map((r) => r.title)).toEqual([
      'A 全部',
      'B 两个',
      'C 一个',
    ]);
    expect((await list(`labelIds=!${label.Scratch}`)).map((r) => r.title)).toEqual(['C 一个', 'D 无标签']);
    // A part of an id is not a match.
    expect(await list(`labelIds=${label.Python.slice(0, 20)}`)).toEqual([]);
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'labelIds', rule: 'eq', val: label['C++'] }]),
    );
    expect((await list(`superQueryParams=${superQuery}`)).map((r) => r.title)).toEqual(['A 全部', 'B 两个']);
  });

  it('refuses unknown or other tenants’ ids and writes nothing', async () => {
    const before = await count();
    for (const labelIds of [`${label.Scratch},nope`, label.foreign]) {
      const res = await add({ title: '坏标签', labelIds });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('标签不存在');
    }
    const tooMany = await add({
      title: '太多',
      labelIds: Array.from({ length: 51 }, (_, i) => `x${i}`).join(','),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('标签最多选择50个');
    expect(await count()).toBe(before);
  });

  it('edits and empties the list', async () => {
    const c = (await list('')).find((r) => r.title === 'C 一个')!;
    const edit = await call(
      s.t,
      'PUT',
      `${base}/edit`,
      { id: c.id, labelIds: [label.Scratch, label.Python] },
      admin,
    );
    expect(edit.status).toBe(200);
    expect((edit.body.result as Rec).labelIds_dictText).toBe('Scratch,Python');
    const cleared = await call(s.t, 'PUT', `${base}/edit`, { id: c.id, labelIds: '' }, admin);
    expect((cleared.body.result as Rec).labelIds).toBeNull();
    await call(s.t, 'PUT', `${base}/edit`, { id: c.id, labelIds: label.Python }, admin);
  });

  it('exports the names and imports names or ids', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${base}/exportXls?column=title&order=asc`,
      headers: { 'x-access-token': admin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('标签') + 1;
    const titleColumn = header.indexOf('标题') + 1;
    const cells: Record<string, unknown> = {};
    sheet.eachRow((row, n) => {
      if (n > 1) cells[String(row.getCell(titleColumn).value)] = row.getCell(column).value;
    });
    expect(cells['A 全部']).toBe('Scratch,Python,C++');

    const file = await xlsxOf(
      ['标题', '正文', '状态', '标签'],
      [
        ['导入一', '<p>x</p>', '草稿', 'Python，C++'],
        ['导入二', '<p>x</p>', '草稿', `${label.Scratch},Python`],
      ],
    );
    const imported = await uploadXlsx(s.t, `${base}/importExcel`, admin, file);
    expect(imported.status).toBe(200);
    const rows = await list('title=*导入*');
    expect(rows.map((r) => r.labelIds_dictText)).toEqual(['Python,C++', 'Scratch,Python']);

    const before = await count();
    const bad = await uploadXlsx(
      s.t,
      `${base}/importExcel`,
      admin,
      await xlsxOf(['标题', '正文', '状态', '标签'], [['导入三', '<p>x</p>', '草稿', 'Python,Go']]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0].message).toContain('标签不存在');
    expect(await count()).toBe(before);
  });
});
