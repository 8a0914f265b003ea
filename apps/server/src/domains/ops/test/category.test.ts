import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { nextCode } from '../categories/category-code.ts';

const base = '/api/sys/category';

const s = signedInSuite({ admin: 'admin' });

async function add(name: string, pid?: string, extra: Json = {}) {
  const res = await s.admin.post(`${base}/add`, { name, ...(pid ? { pid } : {}), ...extra });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as { id: string; code: string };
}

describe('category codes', () => {
  it('steps A01..A99, then B01, and nests under the parent code', () => {
    expect(nextCode('', [])).toBe('A01');
    expect(nextCode('', ['A01', 'A07'])).toBe('A08');
    expect(nextCode('', ['A99'])).toBe('B01');
    expect(nextCode('A01', ['A01A01', 'A01A02', 'A02A05'])).toBe('A01A03');
    expect(nextCode('', ['Z99'])).toBeNull();
  });
});

describe('category tree', () => {
  let course: { id: string; code: string };
  let scratch: { id: string; code: string };

  beforeAll(async () => {
    course = await add('课程分类');
    scratch = await add('Scratch', course.id);
    await add('Python', course.id);
    await add('入门', scratch.id);
    await add('商品分类');
  });

  it('generates hierarchical codes on the server and ignores a client code', async () => {
    expect(course.code).toBe('A01');
    expect(scratch.code).toBe('A01A01');
    const forged = await add('题库分类', undefined, { code: 'ZZZ' });
    expect(forged.code).toBe('A03');
  });

  it('loads all data, or the subtree of a code', async () => {
    const all = await s.admin.get(`${base}/loadAllData`);
    expect((all.body.result as Json[]).map((r) => r.code)).toEqual(
      expect.arrayContaining(['A01', 'A01A01', 'A01A02', 'A01A01A01', 'A02']),
    );
    const sub = await s.admin.get(`${base}/loadAllData?code=A01A01`);
    const rows = sub.body.result as Json[];
    expect(rows.map((r) => r.text)).toEqual(['Scratch', '入门']);
    expect(rows[0]).toMatchObject({ value: scratch.id, pid: course.id, hasChild: '1' });
    const bad = await s.admin.get(`${base}/loadAllData?code=A01'--`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('分类编码不合法');
  });

  it('loads roots, children and a nested tree', async () => {
    const roots = (await s.admin.get(`${base}/loadTreeRoot?async=true`)).body.result as Json[];
    expect(roots.map((r) => r.title)).toEqual(['课程分类', '商品分类', '题库分类']);
    expect(roots[0]).toMatchObject({ key: course.id, isLeaf: false, hasChild: '1' });
    const kids = (await s.admin.get(`${base}/loadTreeChildren?pid=${course.id}`)).body.result as Json[];
    expect(kids.map((r) => r.title)).toEqual(['Scratch', 'Python']);
    const tree = (await s.admin.get(`${base}/loadTreeRoot?async=false&pcode=A01`)).body.result as Json[];
    expect(tree.map((r) => r.title)).toEqual(['Scratch', 'Python']);
    expect((tree[0].children as Json[])[0].title).toBe('入门');
  });

  it('edits a name and refuses a duplicate name among siblings', async () => {
    expect((await s.admin.put(`${base}/edit`, { id: scratch.id, name: 'Scratch 图形化' })).status).toBe(200);
    const dup = await s.admin.put(`${base}/edit`, { id: scratch.id, name: 'python' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('同一级下已存在分类：python');
    const row = (await s.admin.get(`${base}/queryById?id=${scratch.id}`)).body.result as Json;
    expect(row.name).toBe('Scratch 图形化');
  });

  it('refuses to delete a category with children, then deletes leaves', async () => {
    const res = await s.admin.del(`${base}/delete?id=${course.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('该分类下还有子分类，请先删除子分类');
    expect((await s.admin.get(`${base}/queryById?id=${course.id}`)).status).toBe(200);
    const leaf = await add('临时', course.id);
    expect((await s.admin.del(`${base}/delete?id=${leaf.id}`)).status).toBe(200);
    expect((await s.admin.get(`${base}/queryById?id=${leaf.id}`)).status).toBe(404);
    // A deleted category's code is never handed out again.
    expect((await add('再来', course.id)).code).toBe('A01A04');
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const before = ((await s.admin.get(`${base}/loadAllData`)).body.result as Json[]).length;
    const empty = await s.admin.post(`${base}/add`, { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请输入分类名称');
    const orphan = await s.admin.post(`${base}/add`, { name: '孤儿', pid: 'no-such-id' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toBe('上级分类不存在');
    expect(((await s.admin.get(`${base}/loadAllData`)).body.result as Json[]).length).toBe(before);
  });

  it('keeps tenants apart and lets only administrators write', async () => {
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.get(`${base}/loadAllData`)).body.result).toEqual([]);
    expect((await outsider.del(`${base}/delete?id=${scratch.id}`)).status).toBe(404);
    const student = clientOf(s.t, await s.t.login('student1'));
    expect((await student.get(`${base}/loadAllData`)).status).toBe(200);
    for (const res of [
      await student.post(`${base}/add`, { name: '学生加的' }),
      await student.put(`${base}/edit`, { id: course.id, name: '改' }),
      await student.del(`${base}/delete?id=${scratch.id}`),
    ])
      expect(res.status).toBe(403);
    const row = (await s.admin.get(`${base}/queryById?id=${course.id}`)).body.result as Json;
    expect(row.name).toBe('课程分类');
  });
});
