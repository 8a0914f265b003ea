import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { downloadXlsx, firstSheet } from '../../../../test/helpers/xlsx-upload.ts';
import { cancelExpiredOrders } from '../index.ts';
import { teachingOrder } from '../tables.ts';
import {
  addGood,
  balanceOf,
  ORDER,
  openShopApp,
  orderCount,
  receiver,
  setPoints,
  stockOf,
  userId,
} from './shop-fixtures.ts';

const s = appSuite(() =>
  openShopApp({
    admin: 'admin',
    student: 'student1',
    student2: 'student2',
    teacher: 'teacher',
  }),
);

async function moneyOrder(productId: string, count = 1, who = s.student): Promise<Json> {
  const res = await who.post(`${ORDER}/create`, { productId, count, payMethod: 'manual', ...receiver });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

async function redeemed(productId: string, count = 1): Promise<Json> {
  const res = await s.student.post(`${ORDER}/redeem`, { productId, count, ...receiver });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { order: Json }).order;
}

describe('money orders', () => {
  it('holds the stock for 15 minutes and answers how to pay offline', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 12.5, stock: 4 });
    const { order, pay } = (await moneyOrder(id, 2)) as { order: Json; pay: Json };
    expect(order).toMatchObject({ status: 'pending', moneyFen: 2500, payMethod: 'manual', pointsAmount: 0 });
    expect(pay.provider).toBe('manual');
    expect(String(pay.message)).toContain('线下');
    expect(await stockOf(s.t, id)).toEqual({ stock: 2, sales: 0 });
    const [row] = await s.t.db
      .select()
      .from(teachingOrder)
      .where(eq(teachingOrder.id, order.id as string));
    const minutes = (row.expireTime!.getTime() - row.createTime.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(15);
  });

  it('refuses a provider that is not set up and writes nothing', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 1, stock: 4 });
    const res = await s.student.post(`${ORDER}/create`, {
      productId: id,
      count: 1,
      payMethod: 'wechat',
      ...receiver,
    });
    expect([res.status, res.body.message]).toEqual([400, '该支付方式未开通']);
    expect(await stockOf(s.t, id)).toEqual({ stock: 4, sales: 0 });
    expect(await orderCount(s.t, id)).toBe(0);
    const noPrice = await addGood(s.admin, { pointsPrice: 5, moneyPrice: 0 });
    const r2 = await s.student.post(`${ORDER}/create`, {
      productId: noPrice,
      count: 1,
      payMethod: 'manual',
      ...receiver,
    });
    expect([r2.status, r2.body.message]).toEqual([400, '该商品不支持现金购买']);
  });

  it('lets the owner cancel a pending order once, returning the stock; nobody else', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 3, stock: 5 });
    const { order } = (await moneyOrder(id, 2)) as { order: Json };
    const other = await s.student2.post(`${ORDER}/cancel`, { id: order.id });
    expect([other.status, other.body.message]).toEqual([403, '只能取消自己的订单']);
    expect(await stockOf(s.t, id)).toEqual({ stock: 3, sales: 0 });
    const res = await s.student.post(`${ORDER}/cancel`, { id: order.id });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.result as Json).status).toBe('cancelled');
    expect(await stockOf(s.t, id)).toEqual({ stock: 5, sales: 0 });
    const again = await s.student.post(`${ORDER}/cancel`, { id: order.id });
    expect([again.status, again.body.message]).toEqual([400, '只能取消待支付的订单']);
    expect(await stockOf(s.t, id)).toEqual({ stock: 5, sales: 0 });
  });

  it('an administrator confirms an offline payment once, then ships and completes', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 8, stock: 5 });
    const { order } = (await moneyOrder(id)) as { order: Json };
    expect((await s.student.post(`${ORDER}/confirmPaid`, { id: order.id })).status).toBe(403);
    const paid = await s.admin.post(`${ORDER}/confirmPaid`, { id: order.id });
    expect(paid.status, paid.body.message).toBe(200);
    expect((paid.body.result as Json).status).toBe('paid');
    expect(await stockOf(s.t, id)).toEqual({ stock: 4, sales: 1 });
    const twice = await s.admin.post(`${ORDER}/confirmPaid`, { id: order.id });
    expect([twice.status, twice.body.message]).toEqual([400, '只有待支付的订单可以确认收款']);
    expect((await s.student.post(`${ORDER}/ship`, { id: order.id, trackingNo: 'SF1' })).status).toBe(403);
    const noNo = await s.admin.post(`${ORDER}/ship`, { id: order.id, trackingNo: ' ' });
    expect([noNo.status, noNo.body.message]).toEqual([400, '请填写物流单号']);
    const shipped = await s.admin.post(`${ORDER}/ship`, { id: order.id, trackingNo: 'SF123456' });
    expect(shipped.body.result).toMatchObject({ status: 'shipped', trackingNo: 'SF123456' });
    const done = await s.admin.post(`${ORDER}/complete`, { id: order.id });
    expect((done.body.result as Json).status).toBe('completed');
    const reship = await s.admin.post(`${ORDER}/ship`, { id: order.id, trackingNo: 'SF2' });
    expect([reship.status, reship.body.message]).toEqual([400, '只有已支付的订单可以发货']);
  });

  it('an expired pending order is cancelled by the sweep once, even by concurrent sweeps', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 2, stock: 6 });
    const { order } = (await moneyOrder(id, 3)) as { order: Json };
    const fresh = (await moneyOrder(id, 1)) as { order: Json };
    expect(await stockOf(s.t, id)).toEqual({ stock: 2, sales: 0 });
    await s.t.db
      .update(teachingOrder)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(teachingOrder.id, order.id as string));
    const runs = await Promise.all([
      cancelExpiredOrders(s.t.ctx),
      cancelExpiredOrders(s.t.ctx),
      cancelExpiredOrders(s.t.ctx),
    ]);
    expect(runs.reduce((a, b) => a + b.cancelled, 0)).toBe(1);
    expect(runs.every((r) => r.failed === 0 && r.paid === 0)).toBe(true);
    expect(await stockOf(s.t, id)).toEqual({ stock: 5, sales: 0 });
    const [row] = await s.t.db
      .select()
      .from(teachingOrder)
      .where(eq(teachingOrder.id, order.id as string));
    expect(row.status).toBe('cancelled');
    const [still] = await s.t.db
      .select()
      .from(teachingOrder)
      .where(eq(teachingOrder.id, fresh.order.id as string));
    expect(still.status).toBe('pending');
    // A payment arriving after the timeout leaves the order cancelled.
    const late = await s.admin.post(`${ORDER}/confirmPaid`, { id: order.id });
    expect(late.status).toBe(400);
  });
});

describe('refunds', () => {
  it('return the points and the stock of a points order exactly once', async () => {
    const id = await addGood(s.admin, { pointsPrice: 50, stock: 5 });
    await setPoints(s.t, s.me, 200);
    const order = await redeemed(id, 2);
    expect(await balanceOf(s.t, s.me)).toBe(100);
    expect((await s.student.post(`${ORDER}/refund`, { id: order.id, reason: '想退' })).status).toBe(403);
    const noReason = await s.admin.post(`${ORDER}/refund`, { id: order.id, reason: '' });
    expect([noReason.status, noReason.body.message]).toEqual([400, '请填写退款原因']);
    const [a, b] = await Promise.all([
      s.admin.post(`${ORDER}/refund`, { id: order.id, reason: '商品缺货' }),
      s.admin.post(`${ORDER}/refund`, { id: order.id, reason: '商品缺货' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect(await balanceOf(s.t, s.me)).toBe(200);
    expect(await stockOf(s.t, id)).toEqual({ stock: 5, sales: 0 });
    const [row] = await s.t.db
      .select()
      .from(teachingOrder)
      .where(eq(teachingOrder.id, order.id as string));
    expect(row).toMatchObject({ status: 'refunded', refundReason: '商品缺货' });
  });

  it('refuses a pending order and an unknown one', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, moneyPrice: 2, stock: 6 });
    const { order } = (await moneyOrder(id)) as { order: Json };
    const res = await s.admin.post(`${ORDER}/refund`, { id: order.id, reason: 'x' });
    expect([res.status, res.body.message]).toEqual([400, '该订单当前状态不能退款']);
    const none = await s.admin.post(`${ORDER}/refund`, { id: 'nope', reason: 'x' });
    expect(none.status).toBe(404);
  });
});

describe('order lists', () => {
  it('students see only their own orders; the desk is for order staff', async () => {
    const id = await addGood(s.admin, { pointsPrice: 1, stock: 50 });
    await setPoints(s.t, s.me, 100);
    await setPoints(s.t, await userId(s.t, 'student2'), 100);
    const mineOrder = await redeemed(id);
    const res2 = await s.student2.post(`${ORDER}/redeem`, { productId: id, count: 1, ...receiver });
    const theirs = (res2.body.result as { order: Json }).order;
    expect((await s.student.get(`${ORDER}/list`)).status).toBe(403);
    expect((await s.teacher.get(`${ORDER}/list`)).status).toBe(403);
    expect((await s.student.get(`${ORDER}/exportXls`)).status).toBe(403);
    const mine = (await s.student.get(`${ORDER}/mine?pageSize=50`)).body.result as Page;
    expect(mine.records.every((r) => r.userId === s.me)).toBe(true);
    expect((await s.student.get(`${ORDER}/queryById?id=${theirs.id}`)).status).toBe(404);
    expect((await s.student.get(`${ORDER}/queryById?id=${mineOrder.id}`)).status).toBe(200);
    expect((await s.admin.get(`${ORDER}/queryById?id=${theirs.id}`)).status).toBe(200);
  });

  it('filters by order number, account, status, method and dates', async () => {
    const id = await addGood(s.admin, { pointsPrice: 1, moneyPrice: 1, stock: 50 });
    await setPoints(s.t, s.me, 100);
    const order = await redeemed(id);
    const byNo = (await s.admin.get(`${ORDER}/list?orderNo=${order.orderNo}`)).body.result as Page;
    expect(byNo.records.map((r) => r.id)).toEqual([order.id]);
    const pending = (await s.admin.get(`${ORDER}/list?status=pending&username=student1&pageSize=200`)).body
      .result as Page;
    expect(pending.records.every((r) => r.status === 'pending' && r.username === 'student1')).toBe(true);
    const points = (await s.admin.get(`${ORDER}/list?payMethod=points&pageSize=200`)).body.result as Page;
    expect(points.records.every((r) => r.payMethod === 'points')).toBe(true);
    const past = (await s.admin.get(`${ORDER}/list?dateTo=2020-01-01`)).body.result as Page;
    expect(past.total).toBe(0);
    const bad = await s.admin.get(`${ORDER}/list?status=lost`);
    expect([bad.status, bad.body.message]).toEqual([400, '未知的订单状态']);
    const badDate = await s.admin.get(`${ORDER}/list?dateFrom=2026-13-01`);
    expect(badDate.status).toBe(400);
  });

  it('exports the filtered orders as a spreadsheet', async () => {
    const sheet = await firstSheet(
      await downloadXlsx(s.t, `${ORDER}/exportXls?username=student1`, await s.t.login('admin')),
    );
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(3).value).toBe('student1');
  });
});
