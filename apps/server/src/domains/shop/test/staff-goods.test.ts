import type { GoodsRefOption } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { sysRole } from '../../../db/schema/index.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { teachingCertTemplate } from '../../teaching/index.ts';
import {
  addGood,
  balanceOf,
  ORDER,
  openShopApp,
  orderCount,
  PRODUCT,
  setPoints,
  userId,
} from './shop-fixtures.ts';
import { addCourse, addPaper, addTemplate, departIdOf } from './virtual-fixtures.ts';

const suite = appSuite(() =>
  openShopApp({
    admin: 'admin',
    student: 'student1',
    teacher: 'teacher',
    outsider: 'other_admin',
  }),
);

let schoolId: string;

beforeAll(async () => {
  schoolId = await departIdOf(suite.t, 'A01');
  for (const name of ['student1', 'teacher', 'admin'])
    await setPoints(suite.t, await userId(suite.t, name), 1000);
});

const paper = (name: string) => addPaper(suite.t, name);

const copiesOf = (sourceId: string) =>
  suite.t.db
    .select()
    .from(teachingPaper)
    .where(and(eq(teachingPaper.originId, sourceId), eq(teachingPaper.delFlag, 0)));
const templatesNamed = (name: string) =>
  suite.t.db.select().from(teachingCertTemplate).where(eq(teachingCertTemplate.name, name));
const redeem = (c: Client, productId: string) => c.post(`${ORDER}/redeem`, { productId, count: 1 });

describe('paper packs', () => {
  it('copies every paper into the teacher’s school, and an administrator’s bank', async () => {
    const ids = [await paper('包内试卷一'), await paper('包内试卷二')];
    const productId = await addGood(suite.admin, { goodsType: '4', refId: ids.join(','), pointsPrice: 30 });
    const bought = await redeem(suite.teacher, productId);
    expect(bought.status, bought.body.message).toBe(200);
    expect((bought.body.result as { order: Json }).order.status).toBe('completed');
    for (const id of ids) {
      const [copy] = await copiesOf(id);
      expect(copy).toMatchObject({
        tenantId: DEFAULT_TENANT_ID,
        deptId: schoolId,
        createBy: 'teacher',
        shared: 0,
      });
    }
    const mine = await suite.teacher.get(`/api/teaching/teachingPaper/list?pageSize=100&paperName=包内试卷`);
    expect(
      (mine.body.result as { records: Json[] }).records.filter((r) => r.deptId === schoolId),
    ).toHaveLength(2);

    expect((await redeem(suite.admin, productId)).status).toBe(200);
    for (const id of ids)
      expect((await copiesOf(id)).map((c) => c.deptId).sort()).toEqual([schoolId, null].sort());
  });

  it('refuses students, and teachers without a school, delivering nothing', async () => {
    const id = await paper('学生不能买的试卷');
    const productId = await addGood(suite.admin, { goodsType: '4', refId: id, pointsPrice: 30 });
    const res = await redeem(suite.student, productId);
    expect([res.status, res.body.message]).toEqual([400, '试卷包仅限老师和管理员购买']);
    const [role] = await suite.t.db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(eq(sysRole.roleCode, 'teacher'));
    await ensureUser(
      suite.t.db,
      { teacher: role.id },
      {
        username: 'lone_teacher',
        realname: '无校老师',
        userIdentity: 2,
        roles: ['teacher'],
        password: DEMO_PASSWORD,
      },
    );
    const lone = clientOf(suite.t, await suite.t.login('lone_teacher'));
    await setPoints(suite.t, await userId(suite.t, 'lone_teacher'), 100);
    const refused = await redeem(lone, productId);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      '您还没有所属学校，无法接收试卷包，请联系管理员设置所属学校',
    ]);
    expect(await copiesOf(id)).toHaveLength(0);
    expect(await orderCount(suite.t, productId)).toBe(0);
    expect(await balanceOf(suite.t, await userId(suite.t, 'student1'))).toBe(1000);
    expect(await balanceOf(suite.t, await userId(suite.t, 'lone_teacher'))).toBe(100);
  });

  it('delivers nothing when a paper of the pack is gone', async () => {
    const [kept, gone] = [await paper('留下的试卷'), await paper('被删的试卷')];
    const productId = await addGood(suite.admin, {
      goodsType: '4',
      refId: `${kept},${gone}`,
      pointsPrice: 30,
    });
    await suite.t.db.update(teachingPaper).set({ delFlag: 1 }).where(eq(teachingPaper.id, gone));
    const before = await balanceOf(suite.t, await userId(suite.t, 'teacher'));
    const res = await redeem(suite.teacher, productId);
    expect([res.status, res.body.message]).toEqual([404, '试卷包中的试卷已不存在，请联系管理员']);
    expect(await copiesOf(kept)).toHaveLength(0);
    expect(await balanceOf(suite.t, await userId(suite.t, 'teacher'))).toBe(before);
  });
});

describe('certificate templates', () => {
  it('copies the template into the organisation’s templates for a teacher, never for a student', async () => {
    const name = `可购买的证书${Date.now() % 100000}`;
    const courseId = await addCourse(suite.t);
    const templateId = await addTemplate(suite.t, name, courseId);
    const productId = await addGood(suite.admin, { goodsType: '3', refId: templateId, pointsPrice: 40 });
    const refused = await redeem(suite.student, productId);
    expect([refused.status, refused.body.message]).toEqual([400, '证书模板仅限老师和管理员购买']);
    expect(await templatesNamed(name)).toHaveLength(1);

    expect((await redeem(suite.teacher, productId)).status).toBe(200);
    const rows = await templatesNamed(name);
    expect(rows).toHaveLength(2);
    const copy = rows.find((r) => r.id !== templateId)!;
    expect(copy).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      courseId: null,
      createBy: 'teacher',
      orgName: '码趣示范学校',
    });
    const source = rows.find((r) => r.id === templateId)!;
    expect(copy.fields).toEqual(source.fields);
  });
});

describe('the goods form', () => {
  it('takes several papers for a pack, tidied, and refuses what cannot be delivered', async () => {
    const [a, b] = [await paper('表单试卷一'), await paper('表单试卷二')];
    const ok = await addGood(suite.admin, { goodsType: '4', refId: ` ${a} , ${b},${a} `, status: '0' });
    const [row] = await suite.t.db.select().from(teachingPaper).where(eq(teachingPaper.id, a));
    expect(row).toBeDefined();
    const stored = await suite.admin.get(`${PRODUCT}/queryById?id=${ok}`);
    expect((stored.body.result as Json).refId).toBe(`${a},${b}`);
    const add = (refId: string, goodsType = '4') =>
      suite.admin.post(`${PRODUCT}/add`, {
        productName: '包',
        goodsType,
        refId,
        pointsPrice: 1,
        status: '0',
      });
    expect((await add(`${a},0193f000-0000-7000-8000-00000000dead`)).body.message).toBe('关联的试卷不存在');
    const many = Array.from(
      { length: 21 },
      (_, i) => `0193f000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await add(many.join(','))).body.message).toBe('试卷包最多包含 20 份试卷');
    const courseA = await addCourse(suite.t);
    const courseB = await addCourse(suite.t);
    expect((await add(`${courseA},${courseB}`, '2')).body.message).toBe('只能关联一个课程');
  });

  it('offers what a virtual good may name, chosen ones first; only to goods managers', async () => {
    const shared = await paper('平台共享的选择试卷');
    await suite.t.db.update(teachingPaper).set({ shared: 1 }).where(eq(teachingPaper.id, shared));
    const own = await paper('本机构选择试卷');
    const url = (q: string) => `${PRODUCT}/refOptions?goodsType=4&${q}`;
    const found = (await suite.admin.get(url('keyword=选择试卷'))).body.result as GoodsRefOption[];
    expect(found.map((o) => o.value)).toEqual(expect.arrayContaining([shared, own]));
    expect(found.find((o) => o.value === own)?.source).toBe('本机构');
    const chosen = (await suite.admin.get(url(`keyword=不存在的名字&ids=${own}`))).body
      .result as GoodsRefOption[];
    expect(chosen.map((o) => o.label)).toEqual(['本机构选择试卷']);
    // Another tenant sees the platform's shared paper in its library, never the platform's own others.
    const theirs = (await suite.outsider.get(url('keyword=选择试卷'))).body.result as GoodsRefOption[];
    expect(theirs).toEqual([{ value: shared, label: '平台共享的选择试卷', source: '平台共享' }]);
    expect((await suite.student.get(url('keyword=x'))).status).toBe(403);
    const bad = await suite.admin.get(`${PRODUCT}/refOptions?goodsType=9`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请选择虚拟商品类型');
  });
});
