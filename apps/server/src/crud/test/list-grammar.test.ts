import { dictResource, dictItemResource as items } from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseOf, type Json, query } from '../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../test/helpers/app-suite.ts';
import { dictText } from '../records.ts';
import { runToken } from './samples.ts';

let dictId: string;
let created: Json[];
const dictName = `文法测试${runToken()}`;

// [itemText, itemValue, sortOrder, status]
const ROWS: [string, string, number, string][] = [
  ['alpha', 'a1', 1, '1'],
  ['beta', 'b2', 2, '1'],
  ['gamma_x', 'c3', 3, '0'],
  ['100%', 'd4', 4, '1'],
];

const s = signedInSuite({ admin: 'admin' });

beforeAll(async () => {
  const dict = await s.admin.post(`${baseOf(dictResource)}/add`, { dictName, dictCode: `g${runToken()}` });
  dictId = (dict.body.result as Json).id as string;
  created = [];
  for (const [itemText, itemValue, sortOrder, status] of ROWS) {
    const res = await s.admin.post(`${baseOf(items)}/add`, {
      dictId,
      itemText,
      itemValue,
      sortOrder,
      status,
    });
    created.push(res.body.result as Json);
  }
});

/** itemText of the matching items of our dictionary, in sortOrder. */
async function texts(params: Record<string, string | number>) {
  const page = await s.admin.list(items, {
    dictId,
    column: 'sortOrder',
    order: 'asc',
    pageSize: 100,
    ...params,
  });
  return page.records.map((r) => r.itemText);
}

const refused = async (params: Record<string, string | number>) =>
  s.admin.get(`${baseOf(items)}/list?${query({ dictId, ...params })}`);

const superQuery = (conditions: unknown[], matchType = 'and') => ({
  superQueryParams: JSON.stringify(conditions),
  superQueryMatchType: matchType,
});

describe('filter value grammar', () => {
  it('*x* contains, case-insensitively', async () => {
    expect(await texts({ itemText: '*lph*' })).toEqual(['alpha']);
    expect(await texts({ itemText: '*LPH*' })).toEqual(['alpha']);
  });

  it('*x ends with, x* starts with', async () => {
    expect(await texts({ itemText: '*ta' })).toEqual(['beta']);
    expect(await texts({ itemText: 'gam*' })).toEqual(['gamma_x']);
  });

  it('treats % and _ in the user text literally', async () => {
    expect(await texts({ itemText: '*%*' })).toEqual(['100%']);
    expect(await texts({ itemText: '*_*' })).toEqual(['gamma_x']);
    expect(await texts({ itemText: '%' })).toEqual([]);
  });

  it('a,b is IN, typed per field', async () => {
    expect(await texts({ itemValue: 'a1,b2' })).toEqual(['alpha', 'beta']);
    expect(await texts({ sortOrder: '1,3' })).toEqual(['alpha', 'gamma_x']);
  });

  it('!x is not equal; a plain value is equality, not a pattern', async () => {
    expect(await texts({ itemValue: '!a1' })).toEqual(['beta', 'gamma_x', '100%']);
    expect(await texts({ itemValue: 'b2' })).toEqual(['beta']);
    expect(await texts({ sortOrder: 2 })).toEqual(['beta']);
    expect(await texts({ itemText: 'alph' })).toEqual([]);
  });

  it('refuses values of the wrong type for number and date fields', async () => {
    for (const params of [{ sortOrder: 'abc' }, { sortOrder: '1.5' }, { sortOrder: '99999999999' }]) {
      const res = await refused(params);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('排序的查询值不合法');
    }
    for (const value of ['2024-02-30', 'yesterday', '2024-01-01 25:00:00']) {
      expect((await refused({ createTime_begin: value })).status).toBe(400);
    }
    expect((await refused({ sortOrder: '*1*' })).body.message).toBe('排序不支持模糊查询');
  });

  it('_begin/_end is an inclusive range', async () => {
    expect(await texts({ sortOrder_begin: 2, sortOrder_end: 3 })).toEqual(['beta', 'gamma_x']);
    expect(await texts({ sortOrder_begin: 4 })).toEqual(['100%']);
  });

  it('a bare date on createTime spans the whole day', async () => {
    const day = String(created[0].createTime).slice(0, 10);
    const shift = (days: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await texts({ createTime_begin: day, createTime_end: day })).toHaveLength(4);
    expect(await texts({ createTime: day })).toHaveLength(4);
    expect(await texts({ createTime_end: shift(-1) })).toEqual([]);
    expect(await texts({ createTime_begin: shift(1) })).toEqual([]);
    expect(
      await texts({ createTime_begin: `${day} 00:00:00`, createTime_end: `${shift(1)} 00:00:00` }),
    ).toHaveLength(4);
  });
});

describe('superQueryParams', () => {
  const on = (rule: string, val: unknown, field = 'sortOrder') =>
    superQuery([{ field, rule, val, type: 'int' }]);

  it('supports every comparison rule', async () => {
    expect(await texts(on('eq', '2'))).toEqual(['beta']);
    expect(await texts(on('ne', 2))).toEqual(['alpha', 'gamma_x', '100%']);
    expect(await texts(on('gt', '2'))).toEqual(['gamma_x', '100%']);
    expect(await texts(on('ge', '2'))).toEqual(['beta', 'gamma_x', '100%']);
    expect(await texts(on('lt', '2'))).toEqual(['alpha']);
    expect(await texts(on('le', '2'))).toEqual(['alpha', 'beta']);
    expect(await texts(on('in', '1,4'))).toEqual(['alpha', '100%']);
    expect(await texts(on('in', [1, 4]))).toEqual(['alpha', '100%']);
  });

  it('supports like, left_like (ends with) and right_like (starts with)', async () => {
    expect(await texts(on('like', 'mm', 'itemText'))).toEqual(['gamma_x']);
    expect(await texts(on('left_like', 'ta', 'itemText'))).toEqual(['beta']);
    expect(await texts(on('right_like', 'al', 'itemText'))).toEqual(['alpha']);
  });

  it('joins conditions with and / or', async () => {
    const conditions = [
      { field: 'itemValue', rule: 'eq', val: 'a1' },
      { field: 'sortOrder', rule: 'eq', val: '2' },
    ];
    expect(await texts(superQuery(conditions, 'and'))).toEqual([]);
    expect(await texts(superQuery(conditions, 'or'))).toEqual(['alpha', 'beta']);
    expect(await texts({ ...superQuery(conditions, 'or'), itemValue: 'b2' })).toEqual(['beta']);
  });

  it('accepts the JSON URL-encoded a second time, as JeecgBoot clients send it', async () => {
    const json = JSON.stringify([{ field: 'itemValue', rule: 'eq', val: 'c3' }]);
    expect(await texts({ superQueryParams: encodeURIComponent(json) })).toEqual(['gamma_x']);
  });

  it('refuses unknown fields, rules and match types', async () => {
    expect((await refused(on('eq', 1, 'tenantId'))).body.message).toBe('不支持的查询字段：tenantId');
    expect((await refused(on('between', 1))).body.message).toBe('不支持的查询规则：between');
    expect((await refused(superQuery([], 'xor'))).status).toBe(400);
    expect((await refused({ superQueryParams: '{"field":' })).body.message).toBe('高级查询参数格式不正确');
  });
});

describe('list answer', () => {
  it('adds _dictText for dict and ref fields', async () => {
    const page = await s.admin.list(items, { dictId, column: 'sortOrder', order: 'asc' });
    expect(page.records.map((r) => r.status_dictText)).toEqual(['启用', '启用', '不启用', '启用']);
    expect(new Set(page.records.map((r) => r.dictId_dictText))).toEqual(new Set([dictName]));
  });

  it('translates comma lists item by item', () => {
    const status = [
      { value: '1', text: '启用', title: '启用' },
      { value: '0', text: '不启用', title: '不启用' },
    ];
    expect(dictText(status, '1,0')).toBe('启用,不启用');
    expect(dictText(status, '1,9')).toBe('启用,9');
    expect(dictText(status, null)).toBeNull();
  });

  it('pages, clamps the page size and reports totals', async () => {
    const page = await s.admin.list(items, {
      dictId,
      column: 'sortOrder',
      order: 'asc',
      pageNo: 2,
      pageSize: 3,
    });
    expect(page).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(page.records.map((r) => r.itemText)).toEqual(['100%']);
    expect((await s.admin.list(items, { dictId, pageSize: 5000 })).size).toBe(1000);
    expect((await s.admin.list(items, { dictId })).size).toBe(10);
    for (const params of [{ pageSize: 0 }, { pageNo: -1 }, { pageNo: 'x' }] as Record<
      string,
      string | number
    >[]) {
      expect((await refused(params)).status).toBe(400);
    }
  });

  it('ignores the reserved parameters and refuses unknown names', async () => {
    expect(await texts({ _t: Date.now(), field: 'id,itemText', token: '' })).toHaveLength(4);
    expect((await refused({ nope: 1 })).body.message).toBe('不支持的查询字段：nope');
    expect((await refused({ delFlag: 1 })).body.message).toBe('不支持的查询字段：delFlag');
    expect((await refused({ column: 'description' })).body.message).toBe('不支持的排序字段：description');
    expect((await refused({ column: 'sortOrder', order: 'sideways' })).status).toBe(400);
  });
});
