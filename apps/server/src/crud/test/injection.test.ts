import { dictItemResource as items, resourceKey, resources } from '@ck/shared';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, baseOf, type Json, type Page, query } from '../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../test/helpers/app-suite.ts';
import { sysUser } from '../../domains/identity/index.ts';

/** REFERENCE §6 item 4: SQL injection through sort column, filters, superQueryParams and ids. */

const s = signedInSuite({ admin: 'admin' });
afterAll(async () => {
  // The table the payloads aim at is still there and intact.
  const [{ n }] = await s.t.db.select({ n: count() }).from(sysUser);
  expect(n).toBeGreaterThan(0);
  expect(await s.t.login('admin')).toEqual(expect.any(String));
});

const NASTY_COLUMNS = [
  'createTime;drop table sys_user',
  'createTime; drop table sys_user --',
  'sleep(5)',
  'pg_sleep(5)',
  'createTime\tdesc',
  'createTime/**/desc',
  'createTime\n;drop table sys_user',
  '`createTime`',
  '"createTime"',
  'createTime,(select pg_sleep(5))',
  'create_time',
  'CASE WHEN 1=1 THEN id ELSE id END',
];

const NASTY_FIELDS = [
  'dictName;drop table sys_user',
  'dictName OR 1=1',
  '1=1--',
  'dict_name',
  '__proto__',
  'constructor',
  'toString',
  'tenantId',
  'del_flag',
  'id)--',
  'constructor_begin',
];

/** Refused with a clear 400, never a 500 and never a leak of SQL. */
function expectRefused(res: ApiAnswer) {
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  expect(res.body.message).not.toMatch(/syntax error|relation "|does not exist|Failed query|at .*\.ts/i);
}

const list = (base: string, params: Record<string, string>) => s.admin.get(`${base}/list?${query(params)}`);

describe.each(resources.map((def) => [resourceKey(def), def] as const))('%s', (_key, def) => {
  const base = baseOf(def);

  it('refuses injected sort columns and orders', async () => {
    for (const column of NASTY_COLUMNS) expectRefused(await list(base, { column }));
    for (const order of ['desc;drop table sys_user', 'asc nulls first', 'desc\n--']) {
      expectRefused(await list(base, { column: 'createTime', order }));
    }
    expectRefused(await s.admin.get(`${base}/exportXls?${query({ column: NASTY_COLUMNS[0] })}`));
  });

  it('refuses injected filter field names, plain and as ranges', async () => {
    for (const field of NASTY_FIELDS) {
      expectRefused(await list(base, { [field]: 'x' }));
      expectRefused(await list(base, { [`${field}_begin`]: '1' }));
    }
  });

  it('refuses injected superQueryParams fields, rules and malformed JSON', async () => {
    const superQuery = (items: unknown) => list(base, { superQueryParams: JSON.stringify(items) });
    for (const field of NASTY_FIELDS) expectRefused(await superQuery([{ field, rule: 'eq', val: 'x' }]));
    for (const rule of ['eq; drop table sys_user', 'eq--', '=', ' eq', 'EQ', '', 'between']) {
      expectRefused(await superQuery([{ field: 'createBy', rule, val: 'x' }]));
    }
    for (const raw of [
      '[{',
      '{"field":"id"}',
      'null',
      '1',
      '"x"',
      '[1]',
      '[null]',
      "[{'field':'id'}]",
      '%E0%A4%A',
    ]) {
      expectRefused(await list(base, { superQueryParams: raw }));
    }
    expectRefused(await superQuery([{ field: 'createBy', rule: 'eq', val: { $ne: 1 } }]));
    expectRefused(await superQuery([{ field: 'createTime', rule: 'ge', val: "2024-01-01' or '1'='1" }]));
    expectRefused(await list(base, { superQueryMatchType: 'or 1=1' }));
  });

  it('treats injected filter values as plain values that match nothing', async () => {
    const values = [
      "' or 1=1 --",
      "*' or '1'='1*",
      "x'; drop table sys_user; --",
      '*pg_sleep(5)*',
      "1' union select password_hash from sys_user --",
    ];
    for (const value of values) {
      for (const field of ['createBy', 'id']) {
        const res = await list(base, { [field]: value });
        expect(res.status).toBe(200);
        expect((res.body.result as Page).total).toBe(0);
      }
    }
    expectRefused(await list(base, { createTime: "2024-01-01' or 1=1 --" }));
    expectRefused(await list(base, { createTime_begin: '2024-01-01;drop table sys_user' }));
    expectRefused(await list(base, { pageSize: '10;drop table sys_user' }));
    expectRefused(await list(base, { pageNo: '1 or 1=1' }));
  });

  it('treats injected ids as ids that do not exist', async () => {
    for (const id of ["' or 1=1 --", "1' or '1'='1", '1;drop table sys_user', '*', '%']) {
      const enc = encodeURIComponent(id);
      expect((await s.admin.get(`${base}/queryById?id=${enc}`)).status).toBe(404);
      expect((await s.admin.del(`${base}/delete?id=${enc}`)).status).toBe(404);
      expect((await s.admin.del(`${base}/deleteBatch?ids=${enc},${enc}x`)).status).toBe(404);
      expect((await s.admin.put(`${base}/edit`, { id })).status).toBe(404);
    }
    expectRefused(await s.admin.get(`${base}/queryById?id=${'x'.repeat(1000)}`));
    expectRefused(await s.admin.get(`${base}/queryById`));
    expectRefused(await s.admin.del(`${base}/deleteBatch?ids=,,`));
  });
});

it('keeps text with quotes and wildcards as data, matched exactly', async () => {
  const dict = await s.admin.post('/api/sys/dict/add', {
    dictName: "O'Brien; drop table sys_user",
    dictCode: 'quoted',
  });
  expect(dict.status).toBe(200);
  const dictId = (dict.body.result as Json).id as string;
  const item = await s.admin.post(`${baseOf(items)}/add`, {
    dictId,
    itemText: "' or 1=1 --",
    itemValue: '%_\\',
  });
  expect(item.status).toBe(200);
  const page = await s.admin.list(items, { dictId, itemText: "' or 1=1 --" });
  expect(page.records.map((r) => r.itemValue)).toEqual(['%_\\']);
  expect((await s.admin.list(items, { dictId, itemValue: '*\\*' })).total).toBe(1);
  expect((await s.admin.list(items, { itemText: "*' or 1=1*" })).total).toBe(1);
});
