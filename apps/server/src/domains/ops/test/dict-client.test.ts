import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { sysDict, sysDictItem } from '../../../platform/dict/tables.ts';

const base = '/api/sys/dict';

const s = signedInSuite({ admin: 'admin' });

async function addDict(code: string, items: [string, string][]) {
  const res = await s.admin.post('/api/sys/dict/add', { dictName: `名称${code}`, dictCode: code });
  expect(res.status, res.body.message).toBe(200);
  const id = (res.body.result as { id: string }).id;
  for (const [itemValue, itemText] of items) {
    const item = await s.admin.post('/api/sys/dictItem/add', {
      dictId: id,
      itemValue,
      itemText,
      status: '1',
    });
    expect(item.status, item.body.message).toBe(200);
  }
  return id;
}

const liveItems = async (dictId: string) =>
  (
    await s.t.db
      .select({ text: sysDictItem.itemText })
      .from(sysDictItem)
      .where(and(eq(sysDictItem.dictId, dictId), eq(sysDictItem.delFlag, 0)))
  ).map((r) => String(r.text));

describe('dictionary reads of the family selects', () => {
  it('searches items by keyword and reads texts back by value', async () => {
    const found = await s.admin.get(`${base}/loadDict/sex?keyword=${encodeURIComponent('女')}`);
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.result).toEqual([{ value: '2', text: '女', title: '女' }]);
    const users = await s.admin.get(
      `${base}/loadDict/${encodeURIComponent('sys_user,realname,id')}?keyword=`,
    );
    expect((users.body.result as unknown[]).length).toBeGreaterThan(0);

    const texts = await s.admin.get(`${base}/loadDictItem/sex?key=2,9,1`);
    expect(texts.body.result).toEqual(['女', '男']);
  });

  it('refuses free table codes and bad codes in Chinese', async () => {
    const table = await s.admin.get(
      `${base}/loadDict/${encodeURIComponent('sys_user,password,id')}?keyword=a`,
    );
    expect(table.status).toBe(400);
    expect(table.body.message).toBe('字典编码不合法');
    const bad = await s.admin.get(`${base}/loadDictItem/${encodeURIComponent("sex'--")}?key=1`);
    expect(bad.status).toBe(400);
    expect((await s.admin.get(`${base}/loadDictItem/sex`)).body.message).toBe('请提供要回显的值');
    const student = clientOf(s.t, await s.t.login('student1'));
    expect((await student.get(`${base}/loadDict/${encodeURIComponent('sys_user,realname,id')}`)).status).toBe(
      403,
    );
  });

  it('lists dictionaries as tree nodes and finds one by code', async () => {
    const tree = await s.admin.get(`${base}/treeList?dictName=${encodeURIComponent('性别')}`);
    expect(tree.status, tree.body.message).toBe(200);
    expect(tree.body.result).toEqual([expect.objectContaining({ dictCode: 'sex', title: '性别' })]);
    const one = await s.admin.get(`${base}/getByCode?dicCode=sex`);
    expect(one.body.result).toMatchObject({ dictCode: 'sex', dictName: '性别', delFlag: 0 });
    const missing = await s.admin.get(`${base}/getByCode?dicCode=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('字典不存在：nope');
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.get(`${base}/treeList`)).status).toBe(403);
  });

  it('serves one level of the category tree to the tree select, and nothing else', async () => {
    const root = await s.admin.post('/api/sys/category/add', { name: '树形根' });
    const rootId = (root.body.result as { id: string }).id;
    await s.admin.post('/api/sys/category/add', { name: '树形子', pid: rootId });
    const q = 'tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child&condition=';
    const roots = await s.admin.get(`${base}/loadTreeData?${q}&pid=0`);
    expect(roots.status, roots.body.message).toBe(200);
    expect(roots.body.result).toContainEqual(
      expect.objectContaining({ key: rootId, title: '树形根', value: rootId, isLeaf: false }),
    );
    const kids = await s.admin.get(`${base}/loadTreeData?${q}&pid=${rootId}`);
    expect(kids.body.result).toEqual([expect.objectContaining({ title: '树形子', isLeaf: true })]);
    const other = await s.admin.get(`${base}/loadTreeData?tableName=sys_user&text=password&code=id&pid=0`);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('只支持分类字典的树形数据');
  });
});

describe('dictionary recycle bin', () => {
  it('keeps a deleted dictionary, restores it with its items, and purges it for good', async () => {
    const id = await addDict('bin_one', [
      ['1', '甲'],
      ['2', '乙'],
    ]);
    // An item deleted on its own before the dictionary stays deleted after the restore.
    const [early] = await s.t.db
      .select({ id: sysDictItem.id })
      .from(sysDictItem)
      .where(and(eq(sysDictItem.dictId, id), eq(sysDictItem.itemText, '乙')));
    expect((await s.admin.del(`/api/sys/dictItem/delete?id=${early.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await s.admin.del(`/api/sys/dict/delete?id=${id}`)).status).toBe(200);

    const bin = await s.admin.get(`${base}/deleteList`);
    expect(bin.status, bin.body.message).toBe(200);
    expect(bin.body.result).toContainEqual(expect.objectContaining({ id, dictCode: 'bin_one', delFlag: 1 }));

    const back = await s.admin.put(`${base}/back/${id}`, {});
    expect(back.status, back.body.message).toBe(200);
    expect(await liveItems(id)).toEqual(['甲']);
    expect((await s.admin.get(`${base}/getByCode?dicCode=bin_one`)).status).toBe(200);

    // Only dictionaries in the bin can be purged.
    const live = await s.admin.del(`${base}/deletePhysic/${id}`);
    expect(live.status).toBe(404);
    expect(live.body.message).toBe('回收站中没有该字典');

    await s.admin.del(`/api/sys/dict/delete?id=${id}`);
    const purge = await s.admin.del(`${base}/deletePhysic/${id}`);
    expect(purge.status, purge.body.message).toBe(200);
    expect(await s.t.db.select().from(sysDict).where(eq(sysDict.id, id))).toEqual([]);
    expect(await s.t.db.select().from(sysDictItem).where(eq(sysDictItem.dictId, id))).toEqual([]);
  });

  it('refuses a restore whose code is taken again, and other tenants and roles', async () => {
    const first = await addDict('bin_two', [['1', '一']]);
    await s.admin.del(`/api/sys/dict/delete?id=${first}`);
    await addDict('bin_two', [['1', '新']]);
    const back = await s.admin.put(`${base}/back/${first}`, {});
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('字典编码已被其他字典使用：bin_two');
    const [row] = await s.t.db.select().from(sysDict).where(eq(sysDict.id, first));
    expect(row.delFlag).toBe(1);

    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.put(`${base}/back/${first}`, {})).status).toBe(404);
    expect((await outsider.del(`${base}/deletePhysic/${first}`)).status).toBe(404);
    expect((await outsider.get(`${base}/deleteList`)).body.result).not.toContainEqual(
      expect.objectContaining({ id: first }),
    );
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.del(`${base}/deletePhysic/${first}`)).status).toBe(403);
    expect(await s.t.db.select().from(sysDict).where(eq(sysDict.id, first))).toHaveLength(1);
  });
});
