import { dictResource, dictItemResource as items } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { baseOf, clientOf, type Json, storedRow } from '../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../test/helpers/app-suite.ts';
import { sysDict, sysDictItem } from '../../platform/dict/tables.ts';
import { AppError } from '../../platform/http/errors.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import { mapDbError } from '../db-errors.ts';
import { modelOf } from '../resource-model.ts';
import { runToken } from './samples.ts';

const dicts = baseOf(dictResource);
const itemsUrl = baseOf(items);

const s = signedInSuite({ admin: 'admin' });

async function newDict(code = `d${runToken()}`) {
  const res = await s.admin.post(`${dicts}/add`, { dictName: `字典${code}`, dictCode: code });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

async function newItem(dictId: string, itemValue: string, extra: Json = {}) {
  return s.admin.post(`${itemsUrl}/add`, { dictId, itemText: `项${itemValue}`, itemValue, ...extra });
}

const idOf = (res: { body: { result: unknown } }) => (res.body.result as Json).id as string;

describe('dictionary items', () => {
  it('keeps itemValue unique within its dictionary, among live items', async () => {
    const a = await newDict();
    const b = await newDict();
    const first = await newItem(a, 'v1');
    expect(first.status).toBe(200);
    const again = await newItem(a, 'v1');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('所属字典下已存在数据值：v1');
    expect((await newItem(b, 'v1')).status).toBe(200);

    const second = await newItem(a, 'v2');
    const clash = await s.admin.put(`${itemsUrl}/edit`, { id: idOf(second), itemValue: 'v1' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('所属字典下已存在数据值：v1');
    const moved = await s.admin.put(`${itemsUrl}/edit`, { id: idOf(second), dictId: b, itemValue: 'v1' });
    expect(moved.status).toBe(409);
    expect((await s.admin.put(`${itemsUrl}/edit`, { id: idOf(first), itemText: '改名' })).status).toBe(200);

    expect((await s.admin.del(`${itemsUrl}/delete?id=${idOf(first)}`)).status).toBe(200);
    expect((await newItem(a, 'v1')).status).toBe(200);
  });

  it('refuses an unknown, deleted or foreign dictionary and an invalid status', async () => {
    expect((await newItem('no-such-dict', 'x')).body.message).toBe('所属字典不存在');
    const gone = await newDict();
    await s.admin.del(`${dicts}/delete?id=${gone}`);
    const deleted = await newItem(gone, 'x');
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe('所属字典不存在');

    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    const mine = await newDict();
    const foreign = await outsider.post(`${itemsUrl}/add`, { dictId: mine, itemText: '外', itemValue: 'x' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('所属字典不存在');

    const bad = await newItem(mine, 'y', { status: '9' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('状态的值不合法');
  });
});

describe('dictionaries', () => {
  it('keeps dictCode unique per tenant, on add and on edit', async () => {
    const taken = await s.admin.post(`${dicts}/add`, { dictName: '性别2', dictCode: 'sex' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('字典编码已存在：sex');
    const id = await newDict();
    const edit = await s.admin.put(`${dicts}/edit`, { id, dictCode: 'sex' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('字典编码已存在：sex');
    expect((await s.admin.put(`${dicts}/edit`, { id, dictName: '只改名称' })).status).toBe(200);
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.post(`${dicts}/add`, { dictName: '性别', dictCode: 'sex' })).status).toBe(200);
  });

  it('answers a unique violation from the database itself with the same 409', async () => {
    const row = { tenantId: DEFAULT_TENANT_ID, dictName: '竞争', dictCode: `race${runToken()}` };
    await s.t.db.insert(sysDict).values({ ...row, id: uuidv7() });
    const err = await s.t.db
      .insert(sysDict)
      .values({ ...row, id: uuidv7() })
      .catch((e: unknown) => e);
    const mapped = mapDbError(err, modelOf(dictResource), row);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ status: 409, message: `字典编码已存在：${row.dictCode}` });
  });

  it('backs item-value uniqueness within a dictionary with a database index', async () => {
    const dictId = uuidv7();
    await s.t.db
      .insert(sysDict)
      .values({ id: dictId, tenantId: DEFAULT_TENANT_ID, dictName: '索引', dictCode: `idx${runToken()}` });
    const item = { tenantId: DEFAULT_TENANT_ID, dictId, itemText: '甲', itemValue: 'a', status: '1' };
    await s.t.db.insert(sysDictItem).values({ ...item, id: uuidv7() });
    const err = await s.t.db
      .insert(sysDictItem)
      .values({ ...item, id: uuidv7() })
      .catch((e: unknown) => e);
    expect(mapDbError(err, modelOf(items), item)).toMatchObject({
      status: 409,
      message: '所属字典下已存在数据值：a',
    });
  });

  it('soft-deletes the items of a deleted dictionary in the same transaction', async () => {
    const doomed = await newDict();
    const kept = await newDict();
    const doomedItems = [idOf(await newItem(doomed, 'a')), idOf(await newItem(doomed, 'b'))];
    const keptItem = idOf(await newItem(kept, 'a'));
    expect((await s.admin.del(`${dicts}/delete?id=${doomed}`)).status).toBe(200);
    for (const id of doomedItems)
      expect(await storedRow(s.t, items, id)).toMatchObject({ delFlag: 1, updateBy: 'admin' });
    expect((await storedRow(s.t, items, keptItem)).delFlag).toBe(0);
    expect((await s.admin.list(items, { dictId: doomed })).total).toBe(0);

    const batch = [await newDict(), await newDict()];
    const batchItems = [idOf(await newItem(batch[0], 'a')), idOf(await newItem(batch[1], 'a'))];
    expect((await s.admin.del(`${dicts}/deleteBatch?ids=${batch.join(',')}`)).status).toBe(200);
    for (const id of batchItems) expect((await storedRow(s.t, items, id)).delFlag).toBe(1);
  });

  it('leaves the items alone when the dictionary delete is refused', async () => {
    const dict = await newDict();
    const item = idOf(await newItem(dict, 'a'));
    expect((await s.admin.del(`${dicts}/deleteBatch?ids=${dict},missing`)).status).toBe(404);
    expect((await storedRow(s.t, items, item)).delFlag).toBe(0);
  });
});

describe('getDictItems reflects changes at once', () => {
  it('shows an added enabled item, hides a disabled one, follows edits and deletes', async () => {
    const sexItems = async () => (await s.admin.get('/api/sys/dict/getDictItems/sex')).body.result as Json[];
    const sex = (await s.admin.list(dictResource, { dictCode: 'sex' })).records[0].id as string;
    const added = await newItem(sex, '9', { itemText: '未知', status: '1', sortOrder: 9 });
    expect(added.status).toBe(200);
    expect(await sexItems()).toContainEqual({ value: '9', text: '未知', title: '未知' });
    await newItem(sex, '8', { itemText: '保密', status: '0' });
    expect((await sexItems()).map((i) => i.value)).not.toContain('8');
    await s.admin.put(`${itemsUrl}/edit`, { id: idOf(added), itemText: '未说明' });
    expect(await sexItems()).toContainEqual({ value: '9', text: '未说明', title: '未说明' });
    await s.admin.del(`${itemsUrl}/delete?id=${idOf(added)}`);
    expect((await sexItems()).map((i) => i.value)).toEqual(['1', '2']);
  });
});
