import { dictResource, dictItemResource as items } from '@ck/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseOf, type Client, clientOf, type Json, query } from '../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../test/helpers/app-suite.ts';
import { xlsxRows } from '../../../test/helpers/xlsx-upload.ts';
import { runToken } from './samples.ts';

let admin: Client;
let adminToken: string;
let dictId: string;
const dictName = `导出测试${runToken()}`;
const itemsUrl = baseOf(items);

const s = testAppSuite();

beforeAll(async () => {
  adminToken = await s.t.login('admin');
  admin = clientOf(s.t, adminToken);
  const dict = await admin.post(`${baseOf(dictResource)}/add`, { dictName, dictCode: `x${runToken()}` });
  dictId = (dict.body.result as Json).id as string;
  for (const [itemText, itemValue, sortOrder, status] of [
    ['苹果', 'apple', 1, '1'],
    ['香蕉', 'banana', 2, '0'],
    ['樱桃', 'cherry', 3, '1'],
  ]) {
    await admin.post(`${itemsUrl}/add`, { dictId, itemText, itemValue, sortOrder, status });
  }
});

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part. */
function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----ck${runToken()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(url: string, filename: string, content: Buffer, token = adminToken, field = 'file') {
  const { payload, headers } = multipart(filename, content, field);
  const res = await s.t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'x-access-token': token },
  });
  return { status: res.statusCode, body: res.json() };
}

const countItems = async () => (await admin.list(items, { dictId })).total;

describe('exportXls', () => {
  it('exports the filtered rows under Chinese headers, dict and ref fields as text', async () => {
    const params = query({
      dictId,
      itemValue: 'apple,banana',
      status: '1',
      column: 'sortOrder',
      order: 'asc',
    });
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${itemsUrl}/exportXls?${params}`,
      headers: { 'x-access-token': adminToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('字典项.xlsx')}`,
    );
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['所属字典', '名称', '数据值', '描述', '排序', '状态']);
    expect(rows.slice(1)).toEqual([[dictName, '苹果', 'apple', undefined, 1, '启用']]);
  });

  it('exports all matching rows and accepts the token as a query parameter (download links)', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${itemsUrl}/exportXls?${query({ dictId, token: adminToken })}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await xlsxRows(res.rawPayload)).slice(1).map((r) => r[2])).toEqual(['apple', 'banana', 'cherry']);
  });

  it('needs the export permission', async () => {
    const student = clientOf(s.t, await s.t.login('student1'));
    expect((await student.get(`${itemsUrl}/exportXls?dictId=${dictId}`)).status).toBe(403);
  });
});

describe('importExcel', () => {
  it('inserts every row of a valid sheet; headers by label or name, dict and ref cells by text', async () => {
    const before = await countItems();
    const sheet = await xlsxOf([
      ['所属字典', '名称', 'itemValue', '排序', '状态'],
      [dictName, '葡萄', 'grape', 4, '启用'],
      [dictId, '西瓜', 'melon', 5, '0'],
    ]);
    const res = await upload(`${itemsUrl}/importExcel`, '水果.xlsx', sheet);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('导入成功，共 2 条');
    expect(res.body.result).toEqual({ total: 2, success: 2, failed: 0, errors: [] });
    expect(await countItems()).toBe(before + 2);
    const melon = (await admin.list(items, { dictId, itemValue: 'melon' })).records[0];
    expect(melon).toMatchObject({ itemText: '西瓜', sortOrder: 5, status: '0', createBy: 'admin' });
  });

  it('writes nothing when one row is bad, and names its spreadsheet row', async () => {
    const before = await countItems();
    const sheet = await xlsxOf([
      ['所属字典', '名称', '数据值', '状态'],
      [dictName, '桃子', 'peach', '启用'],
      [dictName, '', 'pear', '启用'],
      [dictName, '李子', 'plum', '坏掉了'],
    ]);
    const res = await upload(`${itemsUrl}/importExcel`, 'bad.xlsx', sheet);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.result).toEqual({
      total: 3,
      success: 0,
      failed: 2,
      errors: [
        { row: 3, message: '请输入名称' },
        { row: 4, message: '状态的值不合法' },
      ],
    });
    expect(await countItems()).toBe(before);
  });

  it('rolls back when a row collides with an earlier row of the same file', async () => {
    const before = await countItems();
    const sheet = await xlsxOf([
      ['所属字典', '名称', '数据值'],
      [dictName, '橙子', 'orange'],
      [dictName, '橘子', 'orange'],
      [dictName, '', 'lemon'],
    ]);
    const res = await upload(`${itemsUrl}/importExcel`, 'dup.xlsx', sheet);
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([
      { row: 3, message: '所属字典下已存在数据值：orange' },
      { row: 4, message: '请输入名称' },
    ]);
    expect(await countItems()).toBe(before);

    const codes = await xlsxOf([
      ['字典名称', '字典编码'],
      ['甲', 'dupcode'],
      ['乙', 'dupcode'],
    ]);
    const dup = await upload(`${baseOf(dictResource)}/importExcel`, 'codes.xlsx', codes);
    expect(dup.status).toBe(400);
    expect(dup.body.result.errors).toEqual([{ row: 3, message: '字典编码已存在：dupcode' }]);
  });

  it('refuses what is not an xlsx upload', async () => {
    const url = `${itemsUrl}/importExcel`;
    const txt = await upload(url, 'a.txt', Buffer.from('名称,数据值\n甲,1'));
    expect(txt.status).toBe(400);
    expect(txt.body.message).toBe('只支持 .xlsx 格式的文件');
    const fake = await upload(url, 'fake.xlsx', Buffer.from('not a spreadsheet'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('文件不是有效的 xlsx 文件');
    const zip = await upload(url, 'zip.xlsx', Buffer.from('PK\x03\x04 broken zip', 'binary'));
    expect(zip.status).toBe(400);
    const wrongField = await upload(url, 'ok.xlsx', await xlsxOf([['名称']]), adminToken, 'attachment');
    expect(wrongField.status).toBe(400);
    expect((await admin.post(url, { rows: [] })).status).toBe(400);
    const headerless = await upload(
      url,
      'h.xlsx',
      await xlsxOf([
        ['甲', '乙'],
        ['1', '2'],
      ]),
    );
    expect(headerless.body.message).toBe('表头与字段不匹配：第一行应为字段名称');
  });

  it('refuses files over 10 MB and sheets over 10,000 rows', async () => {
    const url = `${itemsUrl}/importExcel`;
    const huge = Buffer.concat([Buffer.from('PK\x03\x04', 'binary'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const big = await upload(url, 'big.xlsx', huge);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件不能超过 10MB');
    const rows = Array.from({ length: 10_001 }, (_, i) => [dictName, `名${i}`, `v${i}`]);
    const long = await upload(url, 'long.xlsx', await xlsxOf([['所属字典', '名称', '数据值'], ...rows]));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('一次最多导入10000行数据');
  });

  it('needs the import permission', async () => {
    const before = await countItems();
    const sheet = await xlsxOf([
      ['所属字典', '名称', '数据值'],
      [dictName, '芒果', 'mango'],
    ]);
    const res = await upload(`${itemsUrl}/importExcel`, 'm.xlsx', sheet, await s.t.login('student1'));
    expect(res.status).toBe(403);
    expect(await countItems()).toBe(before);
  });

  it('round-trips an export into another tenant', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${baseOf(dictResource)}/exportXls?dictCode=sex`,
      headers: { 'x-access-token': adminToken },
    });
    const outsider = await s.t.login('other_admin');
    const imported = await upload(
      `${baseOf(dictResource)}/importExcel`,
      '数据字典.xlsx',
      res.rawPayload,
      outsider,
    );
    expect(imported.status, imported.body.message).toBe(200);
    const page = await clientOf(s.t, outsider).list(dictResource, { dictCode: 'sex' });
    expect(page.records.map((r) => r.dictName)).toEqual(['性别']);
  });
});
