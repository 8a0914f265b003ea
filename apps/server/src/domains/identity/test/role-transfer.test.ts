import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { downloadXlsx, firstSheet, uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import { sysRole } from '../tables.ts';

let admin: string;
const HEADER = ['角色名称', '角色编码', '级别', '描述'];
const IMPORT = '/api/sys/role/importExcel';

const s = testAppSuite();

beforeAll(async () => {
  admin = await s.t.login('admin');
});

const roleCount = async () => (await s.t.db.select({ id: sysRole.id }).from(sysRole)).length;

describe('role export and import', () => {
  it('exports the tenant’s roles with the import’s header', async () => {
    const sheet = await firstSheet(await downloadXlsx(s.t, '/api/sys/role/exportXls', admin));
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const codes = (sheet.getColumn(2).values as unknown[]).slice(2);
    expect(codes).toEqual(expect.arrayContaining(['admin', 'teacher', 'student']));
  });

  it('imports valid rows, a missing level being 0', async () => {
    const file = await xlsxOf(HEADER, [
      ['教务老师', 'import_dean', 60, '排课与考试'],
      ['家长', 'import_parent', '', ''],
    ]);
    const res = await uploadXlsx(s.t, IMPORT, admin, file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ total: 2, success: 2, failed: 0 });
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/sys/role/list?roleCode=import_parent',
      headers: { 'x-access-token': admin },
    });
    expect(list.json().result.records[0]).toMatchObject({ roleName: '家长', level: 0 });
  });

  it('writes nothing when a row is wrong, naming each bad row in Chinese; teachers may not import', async () => {
    const before = await roleCount();
    const file = await xlsxOf(HEADER, [
      ['好角色', 'import_ok', 10, ''],
      ['重复的', 'teacher', 10, ''],
      ['太高的', 'import_high', 1000, ''],
      ['', 'import_noname', 1, ''],
      ['表内重复', 'import_ok', 1, ''],
    ]);
    const res = await uploadXlsx(s.t, IMPORT, admin, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('导入失败，未写入任何数据');
    expect(res.body.message).toContain('第 3 行：角色编码“teacher”已存在');
    expect(res.body.message).toContain('第 4 行：不能创建级别高于自己的角色');
    expect(res.body.message).toContain('第 5 行');
    expect(res.body.result).toMatchObject({ total: 5, success: 0, failed: 4 });
    expect(await roleCount()).toBe(before);
    const teacher = await s.t.login('teacher');
    expect((await uploadXlsx(s.t, IMPORT, teacher, file)).status).toBe(403);
  });
});
