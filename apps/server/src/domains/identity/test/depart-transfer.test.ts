import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { downloadXlsx, uploadXlsx, xlsxOf, xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../tables.ts';

let admin: string;
let otherAdmin: string;
const HEADER = [
  '上级部门',
  '部门名称',
  '英文名',
  '缩写',
  '机构类别',
  '排序',
  '电话',
  '地址',
  '备注',
  '描述',
  '机构编码',
];
const EXPORT = '/api/sys/sysDepart/exportXls';
const IMPORT = '/api/sys/sysDepart/importExcel';

const s = testAppSuite();

beforeAll(async () => {
  admin = await s.t.login('admin');
  otherAdmin = await s.t.login('other_admin');
});

const departsOf = (tenantId: string) =>
  s.t.db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));

async function exportedRows(token: string) {
  const file = await downloadXlsx(s.t, EXPORT, token);
  const rows = await xlsxRows(file);
  return { file: Buffer.from(file), header: rows[0], rows: rows.slice(1) };
}

describe('department export and import', () => {
  it('exports the tenant’s tree, one row per department with its parent’s code and the category as text', async () => {
    const edit = await s.t.app.inject({
      method: 'PUT',
      url: '/api/sys/sysDepart/edit',
      headers: { 'x-access-token': admin },
      payload: {
        id: (await departsOf(DEFAULT_TENANT_ID)).find((d) => d.orgCode === 'A01')!.id,
        departName: '码趣示范学校',
        orgCategory: '1',
        departOrder: 0,
        departNameEn: 'Demo School',
        departNameAbbr: '码趣',
        mobile: '010-12345678',
        address: '北京市海淀区',
        memo: '示范',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().result).toMatchObject({ departNameEn: 'Demo School', mobile: '010-12345678' });
    const { header, rows } = await exportedRows(admin);
    expect(header).toEqual(HEADER);
    expect(rows).toContainEqual([
      undefined,
      '码趣示范学校',
      'Demo School',
      '码趣',
      '学校',
      '0',
      '010-12345678',
      '北京市海淀区',
      '示范',
      undefined,
      'A01',
    ]);
    const klass = rows.find((r) => r[1] === '三年级1班')!;
    expect(klass[0]).toBe('A01');
    expect(klass[4]).toBe('班级');
    expect(klass[10]).toBe('A01A01');
  });

  it('round-trips: the exported file rebuilds the same tree in another tenant', async () => {
    const source = await departsOf(DEFAULT_TENANT_ID);
    const { file } = await exportedRows(admin);
    expect((await departsOf(OTHER_TENANT_ID)).length).toBe(0);
    const res = await uploadXlsx(s.t, IMPORT, otherAdmin, file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { total: source.length, failed: 0 } });
    const copied = await departsOf(OTHER_TENANT_ID);
    const shape = (rows: typeof source) => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      return rows
        .map((r) => ({
          name: r.departName,
          parent: r.parentId ? byId.get(r.parentId)!.departName : null,
          orgCode: r.orgCode,
          orgCategory: r.orgCategory,
          departNameEn: r.departNameEn,
          mobile: r.mobile,
          memo: r.memo,
        }))
        .sort((a, b) => a.orgCode.localeCompare(b.orgCode));
    };
    expect(shape(copied)).toEqual(shape(source));
    // The other tenant's export shows its own copy, never the first tenant's rows.
    const again = await exportedRows(otherAdmin);
    expect(again.rows.length).toBe(source.length);
  });

  it('places rows under sheet rows or live departments by code or name, deriving codes', async () => {
    const file = await xlsxOf(HEADER, [
      ['新学校', '五年级3班', '', '', '班级', 2, '', '', '', '', ''],
      ['', '新学校', 'New School', '', '机构/学校', 1, '', '', '', '', 'X1'],
      ['A01', '五年级', '', '', '部门/年级', '', '', '', '', '', ''],
    ]);
    const res = await uploadXlsx(s.t, IMPORT, admin, file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toContain('共 3 个部门');
    const rows = await departsOf(DEFAULT_TENANT_ID);
    const school = rows.find((r) => r.departName === '新学校')!;
    const klass = rows.find((r) => r.departName === '五年级3班')!;
    const grade = rows.find((r) => r.departName === '五年级')!;
    expect(school).toMatchObject({ parentId: null, orgCategory: '1', departNameEn: 'New School' });
    expect(school.orgCode).toMatch(/^[A-Z]\d{2}$/);
    expect(klass).toMatchObject({ parentId: school.id, orgCategory: '3', departOrder: 2 });
    expect(klass.orgCode).toBe(`${school.orgCode}A01`);
    expect(grade.parentId).toBe(rows.find((r) => r.orgCode === 'A01')!.id);
    expect(grade.orgCode).toMatch(/^A01[A-Z]\d{2}$/);
  });

  it('writes nothing when a row is wrong and names each bad row in Chinese', async () => {
    const before = (await departsOf(DEFAULT_TENANT_ID)).length;
    const file = await xlsxOf(HEADER, [
      ['', '好部门', '', '', '学校', '', '', '', '', '', ''],
      ['', '', '', '', '学校', '', '', '', '', '', ''],
      ['不存在的学校', '孤儿', '', '', '班级', '', '', '', '', '', ''],
      ['A01A01', '班级的下级', '', '', '班级', '', '', '', '', '', ''],
      ['', '重复编码', '', '', '学校', '', '', '', '', '', 'A01'],
      ['', '错的类别', '', '', '宿舍', '', '', '', '', '', ''],
      ['甲', '乙', '', '', '部门', '', '', '', '', '', '甲'],
    ]);
    const res = await uploadXlsx(s.t, IMPORT, admin, file);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('导入失败，未写入任何数据');
    expect(res.body.message).toContain('第 3 行：请输入名称');
    expect(res.body.message).toContain('第 4 行：上级部门“不存在的学校”不存在');
    expect(res.body.message).toContain('第 5 行：班级下不能再添加下级');
    expect(res.body.message).toContain('第 6 行：机构编码“A01”已存在');
    expect(res.body.result).toMatchObject({ total: 7, success: 0, failed: 6 });
    expect(res.body.result.errors).toContainEqual({ row: 7, message: '类型只能是机构、部门或班级' });
    expect(res.body.result.errors).toContainEqual({ row: 8, message: '上级部门不能是自己' });
    expect((await departsOf(DEFAULT_TENANT_ID)).length).toBe(before);
  });

  it('refuses users without the department permissions', async () => {
    const teacher = await s.t.login('teacher');
    const file = await xlsxOf(HEADER, [['', '老师建的学校', '', '', '学校', '', '', '', '', '', '']]);
    expect((await uploadXlsx(s.t, IMPORT, teacher, file)).status).toBe(403);
    const res = await s.t.app.inject({ method: 'GET', url: EXPORT, headers: { 'x-access-token': teacher } });
    expect(res.statusCode).toBe(403);
    expect((await departsOf(DEFAULT_TENANT_ID)).some((d) => d.departName === '老师建的学校')).toBe(false);
  });
});
