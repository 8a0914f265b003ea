import { type ResourceDef, resourceKey, resourceOperations, resources, writableFields } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { baseOf, type Json, storedRow } from '../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../test/helpers/app-suite.ts';
import { runToken, sampleBody, sampleText, TEXT_LIKE } from './samples.ts';

/**
 * The contract every declared resource keeps, run over `resources` so a new declaration is covered
 * without writing a test: create, list, filter, sort, read, edit, invalid input, permissions, tenancy,
 * soft delete and batch delete.
 */

const s = signedInSuite({
  admin: 'admin',
  student: 'student1',
  outsider: 'other_admin',
});

const CHINESE = /[\u4e00-\u9fa5]/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const ids = (records: Json[]) => records.map((r) => r.id);

/** First writable plain-text field: the one the contract edits and filters on. */
const textField = (def: ResourceDef) => writableFields(def).find(([, f]) => TEXT_LIKE.has(f.kind))?.[0];

function inOrder(values: unknown[], order: 'asc' | 'desc') {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = order === 'asc' ? [values[i - 1], values[i]] : [values[i], values[i - 1]];
    if (a === null || b === null) continue;
    expect(typeof a === 'number' ? a <= (b as number) : String(a) <= String(b)).toBe(true);
  }
}

describe.each(resources.map((def) => [resourceKey(def), def] as const))('resource %s', (_key, def) => {
  const base = baseOf(def);
  const ops = resourceOperations(def);
  const run = runToken();
  const rows: Json[] = [];
  const total = async () => (await s.admin.list(def, { pageSize: 1 })).total;

  it('adds rows (200) with audit columns, no private columns, and dictionary texts', async () => {
    expect(ops).toContain('add'); // the contract needs rows; a read-only resource needs its own test
    for (let i = 0; i < 3; i++) {
      const res = await s.admin.post(`${base}/add`, await sampleBody(s.t, s.admin, def, run, i));
      expect(res.status, res.body.message).toBe(200);
      rows.push(res.body.result as Json);
    }
    const [first] = rows;
    expect(first.id).toEqual(expect.any(String));
    expect(first.createBy).toBe('admin');
    expect(first.createTime).toMatch(DATE_TIME);
    expect(first).not.toHaveProperty('tenantId');
    expect(first).not.toHaveProperty('delFlag');
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind === 'dict' || field.kind === 'ref')
        // A value has its text; an empty optional link (a tree's root) has none.
        expect(first[`${name}_dictText`]).toEqual(first[name] == null ? null : expect.any(String));
    }
  });

  it('lists the new rows', async () => {
    const page = await s.admin.list(def, { pageSize: 1000 });
    for (const row of rows) expect(ids(page.records)).toContain(row.id);
    expect(page).toMatchObject({ size: 1000, current: 1 });
  });

  it('filters a text field with *x*', async () => {
    const name = writableFields(def).find(([, f]) => f.searchable && TEXT_LIKE.has(f.kind))?.[0];
    if (!name) return;
    const page = await s.admin.list(def, { [name]: `*${sampleText(run, 1).slice(1)}*` });
    expect(ids(page.records)).toEqual([rows[1].id]);
  });

  it('sorts by every sortable column, both ways', async () => {
    const columns = [
      ...Object.entries(def.fields)
        .filter(([, f]) => f.sortable)
        .map(([n]) => n),
      'createTime',
    ];
    for (const column of columns) {
      for (const order of ['asc', 'desc'] as const) {
        const page = await s.admin.list(def, { column, order, pageSize: 1000 });
        const ours = page.records.filter((r) => rows.some((row) => row.id === r.id));
        expect(ours).toHaveLength(3);
        inOrder(
          ours.map((r) => r[column]),
          order,
        );
        // Our rows grow with their index, so the order of their ids is known exactly.
        const expected = order === 'asc' ? ids(rows) : ids(rows).reverse();
        const distinct = new Set(rows.map((r) => JSON.stringify(r[column]))).size === 3;
        if (distinct) expect(ids(ours), `${column} ${order}`).toEqual(expected);
      }
    }
  });

  it('reads one row by id', async () => {
    const res = await s.admin.get(`${base}/queryById?id=${rows[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(rows[0]);
  });

  it('edits a row (200): the value changes and updateBy is set', async () => {
    if (!ops.includes('edit')) return;
    const name = textField(def);
    if (!name) return;
    const value = `${rows[0][name]}e`;
    const res = await s.admin.put(`${base}/edit`, { id: rows[0].id, [name]: value });
    expect(res.status, res.body.message).toBe(200);
    const after = (await s.admin.get(`${base}/queryById?id=${rows[0].id}`)).body.result as Json;
    expect(after[name]).toBe(value);
    expect(after.updateBy).toBe('admin');
    expect(after.updateTime).toMatch(DATE_TIME);
    rows[0] = after;
  });

  it('refuses a required field left empty (400, Chinese message) and writes nothing', async () => {
    const required = writableFields(def).find(([, f]) => f.required)?.[0];
    if (!required) return;
    const before = await total();
    const body = { ...(await sampleBody(s.t, s.admin, def, `${run}bad`, 0)), [required]: '' };
    const res = await s.admin.post(`${base}/add`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(CHINESE);
    expect(res.body.message).toContain(def.fields[required].label);
    expect(await total()).toBe(before);
    if (ops.includes('edit')) {
      const edit = await s.admin.put(`${base}/edit`, { id: rows[0].id, [required]: '' });
      expect(edit.status).toBe(400);
      expect((await s.admin.get(`${base}/queryById?id=${rows[0].id}`)).body.result).toEqual(rows[0]);
    }
  });

  it('refuses unknown or server-owned keys in the body (400)', async () => {
    const before = await total();
    for (const key of ['hacker', 'tenantId', 'delFlag', 'createBy']) {
      const res = await s.admin.post(`${base}/add`, {
        ...(await sampleBody(s.t, s.admin, def, `${run}k`, 0)),
        [key]: 'x',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`包含不允许设置的字段：${key}`);
    }
    expect(await total()).toBe(before);
    if (ops.includes('edit')) {
      const res = await s.admin.put(`${base}/edit`, { id: rows[0].id, tenantId: 'x' });
      expect(res.status).toBe(400);
    }
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await total();
    const name = textField(def) ?? 'id';
    const attempts = [
      s.student.get(`${base}/list`),
      s.student.get(`${base}/queryById?id=${rows[0].id}`),
      s.student.post(`${base}/add`, await sampleBody(s.t, s.admin, def, `${run}s`, 0)),
      s.student.put(`${base}/edit`, { id: rows[0].id, [name]: 'hacked' }),
      s.student.del(`${base}/delete?id=${rows[0].id}`),
      s.student.del(`${base}/deleteBatch?ids=${rows[0].id}`),
      s.student.get(`${base}/exportXls`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([403, 404]).toContain(res.status); // 404 only for an operation the resource does not mount
      if (res.status === 403) expect(res.body.message).toMatch(CHINESE);
    }
    expect((await attempts[0]).status).toBe(403);
    expect(await total()).toBe(before);
    expect((await s.admin.get(`${base}/queryById?id=${rows[0].id}`)).body.result).toEqual(rows[0]);
  });

  it('keeps rows invisible and untouchable from another tenant', async () => {
    const name = textField(def) ?? 'id';
    const page = await s.outsider.list(def, { pageSize: 1000 });
    expect(ids(page.records)).not.toContain(rows[0].id);
    expect((await s.outsider.list(def, { id: String(rows[0].id) })).total).toBe(0);
    const read = await s.outsider.get(`${base}/queryById?id=${rows[0].id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('记录不存在');
    if (ops.includes('edit')) {
      expect((await s.outsider.put(`${base}/edit`, { id: rows[0].id, [name]: 'hacked' })).status).toBe(404);
    }
    if (ops.includes('delete')) {
      expect((await s.outsider.del(`${base}/delete?id=${rows[0].id}`)).status).toBe(404);
      expect((await s.outsider.del(`${base}/deleteBatch?ids=${rows[0].id}`)).status).toBe(404);
    }
    expect((await s.admin.get(`${base}/queryById?id=${rows[0].id}`)).body.result).toEqual(rows[0]);
    expect((await storedRow(s.t, def, String(rows[0].id))).delFlag).toBe(0);
  });

  it('deletes softly: gone from the API, still in the table with del_flag 1', async () => {
    if (!ops.includes('delete')) return;
    const res = await s.admin.del(`${base}/delete?id=${rows[0].id}`);
    expect(res.status).toBe(200);
    expect(ids((await s.admin.list(def, { pageSize: 1000 })).records)).not.toContain(rows[0].id);
    expect((await s.admin.get(`${base}/queryById?id=${rows[0].id}`)).status).toBe(404);
    expect((await s.admin.del(`${base}/delete?id=${rows[0].id}`)).status).toBe(404);
    const stored = await storedRow(s.t, def, String(rows[0].id));
    expect(stored).toMatchObject({ delFlag: 1, updateBy: 'admin' });
  });

  it('deletes in batch, all or nothing', async () => {
    if (!ops.includes('delete')) return;
    const pair = [rows[1].id, rows[2].id].join(',');
    const partial = await s.admin.del(`${base}/deleteBatch?ids=${pair},no-such-id`);
    expect(partial.status).toBe(404);
    expect((await storedRow(s.t, def, String(rows[1].id))).delFlag).toBe(0);
    const res = await s.admin.del(`${base}/deleteBatch?ids=${pair}`);
    expect(res.status).toBe(200);
    const page = await s.admin.list(def, { pageSize: 1000 });
    expect(ids(page.records)).not.toContain(rows[1].id);
    expect(ids(page.records)).not.toContain(rows[2].id);
    expect((await storedRow(s.t, def, String(rows[2].id))).delFlag).toBe(1);
  });
});
