import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse } from '../../teaching/index.ts';
import { teachingOrder } from '../tables.ts';
import {
  addGood,
  balanceOf,
  ORDER,
  openShopApp,
  orderCount,
  PRODUCT,
  receiver,
  setPoints,
  setShopOpen,
  stockOf,
  userId,
} from './shop-fixtures.ts';

const s = appSuite(() =>
  openShopApp({
    admin: 'admin',
    student: 'student1',
    student2: 'student2',
  }),
);

describe('redeeming with points', () => {
  it('spends points, takes stock, counts the sale and pays a physical order', async () => {
    const id = await addGood(s.admin, { pointsPrice: 120, stock: 5 });
    await setPoints(s.t, s.me, 500);
    const res = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 2, ...receiver });
    expect(res.status, res.body.message).toBe(200);
    const { order, balance } = res.body.result as { order: Json; balance: number };
    expect(order).toMatchObject({ status: 'paid', pointsAmount: 240, count: 2, payMethod: 'points' });
    expect(order.status_dictText).toBe('已支付');
    expect(balance).toBe(260);
    expect(await balanceOf(s.t, s.me)).toBe(260);
    expect(await stockOf(s.t, id)).toEqual({ stock: 3, sales: 2 });
    const mine = (await s.student.get(`${ORDER}/mine`)).body.result as { records: Json[] };
    expect(mine.records.some((r) => r.id === order.id)).toBe(true);
  });

  it('completes a virtual good at once and keeps no address', async () => {
    const courseId = uuidv7();
    await s.t.db
      .insert(teachingCourse)
      .values({ id: courseId, tenantId: DEFAULT_TENANT_ID, courseName: '商城测试课程' });
    const id = await addGood(s.admin, { goodsType: '2', refId: courseId, pointsPrice: 10 });
    await setPoints(s.t, s.me, 100);
    const res = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.result as { order: Json }).order).toMatchObject({
      status: 'completed',
      receiverName: null,
      goodsType: '2',
    });
    expect(await stockOf(s.t, id)).toEqual({ stock: 9, sales: 1 });
  });

  it('with too few points writes nothing', async () => {
    const id = await addGood(s.admin, { pointsPrice: 300, stock: 5 });
    await setPoints(s.t, s.me, 299);
    const res = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('积分不足');
    expect(await balanceOf(s.t, s.me)).toBe(299);
    expect(await stockOf(s.t, id)).toEqual({ stock: 5, sales: 0 });
    expect(await orderCount(s.t, id)).toBe(0);
  });

  it('keeps to the per-user limit, cancelled and refunded orders not counted', async () => {
    const id = await addGood(s.admin, { pointsPrice: 10, stock: 20, perUserLimit: 2 });
    await setPoints(s.t, s.me, 1000);
    expect((await s.student.post(`${ORDER}/redeem`, { productId: id, count: 2, ...receiver })).status).toBe(
      200,
    );
    const over = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('每人限购 2 件，您已购买 2 件');
    expect(await balanceOf(s.t, s.me)).toBe(980);
    // Another student has their own quota.
    await setPoints(s.t, await userId(s.t, 'student2'), 100);
    expect((await s.student2.post(`${ORDER}/redeem`, { productId: id, count: 2, ...receiver })).status).toBe(
      200,
    );
    // After a refund the quota is free again.
    const orders = await s.t.db.select().from(teachingOrder).where(eq(teachingOrder.productId, id));
    const own = orders.find((o) => o.userId === s.me)!;
    expect((await s.admin.post(`${ORDER}/refund`, { id: own.id, reason: '不想要了' })).status).toBe(200);
    expect((await s.student.post(`${ORDER}/redeem`, { productId: id, count: 2, ...receiver })).status).toBe(
      200,
    );
  });

  it('refuses goods off shelf, without points price, sold out, and physical goods without an address', async () => {
    await setPoints(s.t, s.me, 1000);
    const off = await addGood(s.admin, { status: '0' });
    const r1 = await s.student.post(`${ORDER}/redeem`, { productId: off, count: 1, ...receiver });
    expect([r1.status, r1.body.message]).toEqual([400, '商品不存在或已下架']);
    const money = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 5 });
    const r2 = await s.student.post(`${ORDER}/redeem`, { productId: money, count: 1, ...receiver });
    expect([r2.status, r2.body.message]).toEqual([400, '该商品不支持积分兑换']);
    const few = await addGood(s.admin, { stock: 1 });
    const r3 = await s.student.post(`${ORDER}/redeem`, { productId: few, count: 2, ...receiver });
    expect([r3.status, r3.body.message]).toEqual([400, '库存不足']);
    const r4 = await s.student.post(`${ORDER}/redeem`, { productId: few, count: 1 });
    expect([r4.status, r4.body.message]).toEqual([400, '实物商品请填写收货人、联系电话和收货地址']);
    const r5 = await s.student.post(`${ORDER}/redeem`, { productId: few, count: 0, ...receiver });
    expect([r5.status, r5.body.message]).toEqual([400, '数量必须是正整数']);
    expect(await balanceOf(s.t, s.me)).toBe(1000);
    expect(await orderCount(s.t, few)).toBe(0);
  });

  it('refuses everything while the shop is switched off, and visitors', async () => {
    const id = await addGood(s.admin);
    await setShopOpen(s.t, false);
    try {
      const res = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
      expect([res.status, res.body.message]).toEqual([400, '积分商城暂未开放']);
    } finally {
      await setShopOpen(s.t, true);
    }
    const anon = await s.t.app.inject({
      method: 'POST',
      url: `${ORDER}/redeem`,
      payload: { productId: id, count: 1 },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('keeps goods edits from touching past orders', async () => {
    const id = await addGood(s.admin, { productName: '旧名字' });
    await setPoints(s.t, s.me, 1000);
    const res = await s.student.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
    await s.admin.put(`${PRODUCT}/edit`, { id, productName: '新名字' });
    const orderId = (res.body.result as { order: Json }).order.id as string;
    const detail = await s.student.get(`${ORDER}/queryById?id=${orderId}`);
    expect((detail.body.result as Json).productName).toBe('旧名字');
  });
});
