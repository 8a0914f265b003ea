import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../../test/helpers/api-client.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { cancelPending } from '../../orders/order-checkout.ts';
import { cancelExpiredOrders } from '../../orders/order-sweep.ts';
import { checkProcessingRefunds } from '../../orders/refund-sweep.ts';
import { addGood, ORDER, stockOf } from '../../test/shop-fixtures.ts';
import { startFakeWechatPay } from './fake-wechatpay.ts';
import { payApp } from './pay-app.ts';
import {
  auditLinesOf,
  buyWithMoney,
  expireOrder,
  insertOrder,
  orderOf,
  postNotify,
  wechatForm,
} from './pay-fixtures.ts';

// Cancelling a WeChat Pay order closes the trade at WeChat Pay first; a payment that still arrives
// for a cancelled order is recorded and refunded automatically.

const pay = payApp(startFakeWechatPay, wechatForm, { shopOpen: true });

const notify = (n: { headers: Record<string, string>; body: string }) =>
  postNotify(pay.t, 'wechat', n.body, n.headers);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const closePath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${orderNo}/close`;
const queryPath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${orderNo}?mchid=${pay.fake.mchId}`;
const callsTo = (path: string) => pay.fake.requests.filter((r) => r.path === path);
const refundCallsFor = (orderNo: string) =>
  pay.fake.requests.filter(
    (r) => r.path === '/v3/refund/domestic/refunds' && r.body.out_trade_no === orderNo,
  );

/** A good of 5 in stock and a pending WeChat Pay order of 2 of them: 3 left. */
async function pendingOrder() {
  const productId = await addGood(pay.admin, { pointsPrice: 0, moneyPrice: 19.9, stock: 5 });
  const order = await buyWithMoney(pay.student, productId, 'wechat', 2);
  expect(await stockOf(pay.t, productId)).toEqual({ stock: 3, sales: 0 });
  return { productId, ...order };
}

describe('cancelling a WeChat Pay order', () => {
  it('closes the trade at WeChat Pay, reads it back closed, then cancels and returns the stock', async () => {
    const o = await pendingOrder();
    const res = await pay.student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    expect(res.body.result).toMatchObject({ status: 'cancelled', latePaid: false, latePayNote: null });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });

    const [close] = callsTo(closePath(o.orderNo));
    expect(close.body).toEqual({ mchid: pay.fake.mchId });
    expect(close.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="/);
    expect(callsTo(queryPath(o.orderNo))).toHaveLength(1);
    expect(pay.fake.tradeOf(o.orderNo)?.state).toBe('CLOSED');
  });

  it('turns the order paid when the buyer paid before the close arrived', async () => {
    const o = await pendingOrder();
    const transactionId = pay.fake.payTrade(o.orderNo);
    const res = await pay.admin.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '该订单已支付，无需取消']);
    expect(res.body.result).toMatchObject({ status: 'paid', tradeNo: transactionId, latePaid: false });
    // Paid goods stay sold: the stock is not returned.
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 3, sales: 2 });
    expect(await auditLinesOf(pay.t, o.orderNo)).toEqual([
      expect.objectContaining({
        tenantId: DEFAULT_TENANT_ID,
        content: expect.stringContaining('转为已支付'),
      }),
    ]);

    // The payment notification that follows is the same payment: nothing moves, nothing is refunded.
    const late = await notify(pay.fake.notification(o.orderNo, 3980));
    expect([late.status, JSON.parse(late.text).code]).toEqual([200, 'SUCCESS']);
    expect(await orderOf(pay.t, o.orderNo)).toMatchObject({ status: 'paid', latePaid: 0 });
    expect(refundCallsFor(o.orderNo)).toHaveLength(0);
  });

  it('is refused while WeChat Pay cannot be reached, and changes nothing', async () => {
    const o = await pendingOrder();
    pay.fake.setDown(true);
    try {
      const res = await pay.student.post(`${ORDER}/cancel`, { id: o.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('订单暂不能取消');
      expect(res.body.message).toContain('无法连接支付平台');
    } finally {
      pay.fake.setDown(false);
    }
    expect(await orderOf(pay.t, o.orderNo)).toMatchObject({ status: 'pending', cancelTime: null });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 3, sales: 0 });
  });

  it('cancels an order whose trade never reached WeChat Pay', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 500);
    const { id } = await orderOf(pay.t, orderNo);
    const res = await pay.admin.post(`${ORDER}/cancel`, { id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    expect(callsTo(closePath(orderNo))).toHaveLength(1);
  });
});

describe('the expiry sweep', () => {
  it('keeps orders pending while WeChat Pay is down, and closes them on a later run', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    await expireOrder(pay.t, a.id);
    await expireOrder(pay.t, b.id);
    pay.fake.setDown(true);
    try {
      const run = await cancelExpiredOrders(pay.t.ctx);
      // The gateway is asked once; the school's other order waits for the next run without a call.
      expect(run).toMatchObject({ cancelled: 0, paid: 0, failed: 2 });
      expect(run.error).toContain('无法连接支付平台');
    } finally {
      pay.fake.setDown(false);
    }
    expect((await orderOf(pay.t, a.orderNo)).status).toBe('pending');
    expect((await orderOf(pay.t, b.orderNo)).status).toBe('pending');
    expect(await stockOf(pay.t, a.productId)).toEqual({ stock: 3, sales: 0 });

    pay.fake.payTrade(b.orderNo);
    const again = await cancelExpiredOrders(pay.t.ctx);
    expect(again).toMatchObject({ failed: 0 });
    expect(again.error).toBeUndefined();
    expect((await orderOf(pay.t, a.orderNo)).status).toBe('cancelled');
    expect(await stockOf(pay.t, a.productId)).toEqual({ stock: 5, sales: 0 });
    expect(callsTo(closePath(a.orderNo))).toHaveLength(1);
    expect((await orderOf(pay.t, b.orderNo)).status).toBe('paid');
    expect(await stockOf(pay.t, b.productId)).toEqual({ stock: 3, sales: 2 });
  });
});

describe('a payment for a cancelled order', () => {
  /** A pending order cancelled without closing the trade, as earlier versions cancelled orders. */
  async function cancelledUnclosed() {
    const o = await pendingOrder();
    expect(await cancelPending(pay.t.db, o.id, 'system')).not.toBeNull();
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
    return o;
  }

  it('is recorded, refunded automatically once, and shown on the order desk', async () => {
    const o = await cancelledUnclosed();
    const transactionId = pay.fake.payTrade(o.orderNo);
    const first = pay.fake.notification(o.orderNo, 3980);
    const res = await notify(first);
    expect([res.status, JSON.parse(res.text)]).toEqual([
      200,
      { code: 'SUCCESS', message: '订单已取消，款项已记录并自动退款' },
    ]);
    const row = await orderOf(pay.t, o.orderNo);
    expect(row).toMatchObject({
      status: 'refunding',
      latePaid: 1,
      tradeNo: transactionId,
      refundNo: `R${o.orderNo}`,
      refundReason: '订单取消后收到付款，自动退款',
    });
    expect(row.paidTime).toBeInstanceOf(Date);
    expect(refundCallsFor(o.orderNo)).toHaveLength(1);
    expect(pay.fake.refundOf(`R${o.orderNo}`)).toMatchObject({ status: 'PROCESSING', refund: 3980 });

    // The same notification again, and another one about the same payment: still one refund.
    expect((await notify(first)).status).toBe(200);
    expect((await notify(pay.fake.notification(o.orderNo, 3980))).status).toBe(200);
    expect(refundCallsFor(o.orderNo)).toHaveLength(1);
    expect((await orderOf(pay.t, o.orderNo)).refundAttempts).toBe(1);

    const late = (await pay.admin.get(`${ORDER}/list?latePaid=1&pageSize=200`)).body.result as Page;
    expect(late.records.every((r) => r.latePaid === true)).toBe(true);
    expect(late.records.find((r) => r.id === o.id)).toMatchObject({
      status: 'refunding',
      latePayNote: '订单取消后收到付款，正在自动退款',
    });
    const others = (await pay.admin.get(`${ORDER}/list?latePaid=0&pageSize=200`)).body.result as Page;
    expect(others.records.some((r) => r.id === o.id)).toBe(false);
    const bad = await pay.admin.get(`${ORDER}/list?latePaid=2`);
    expect([bad.status, bad.body.message]).toEqual([400, '取消后付款筛选只能是 0 或 1']);
    expect(await auditLinesOf(pay.t, o.orderNo)).toEqual([
      {
        tenantId: DEFAULT_TENANT_ID,
        operateType: 'teaching:order:refund',
        content: expect.stringContaining(
          `订单取消后收到付款 ¥39.80（流水号 ${transactionId}），已申请自动退款`,
        ),
      },
    ]);

    // WeChat Pay confirms the refund: the stock, returned at the cancel, is not returned again.
    expect((await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS'))).status).toBe(200);
    const done = (await pay.student.get(`${ORDER}/queryById?id=${o.id}`)).body.result as Json;
    expect(done).toMatchObject({
      status: 'refunded',
      latePaid: true,
      latePayNote: '订单取消后收到付款，已自动退款',
    });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });

  it('shows a refused refund as failed; the desk retries it and the sweep settles it', async () => {
    const o = await cancelledUnclosed();
    pay.fake.payTrade(o.orderNo);
    const payment = pay.fake.notification(o.orderNo, 3980);
    pay.fake.setDown(true);
    try {
      expect((await notify(payment)).status).toBe(200);
    } finally {
      pay.fake.setDown(false);
    }
    const failed = (await pay.admin.get(`${ORDER}/queryById?id=${o.id}`)).body.result as Json;
    expect(failed).toMatchObject({
      status: 'refund_failed',
      latePaid: true,
      latePayNote: '订单取消后收到付款，自动退款失败，请重试退款',
      refundError: '微信支付退款失败：无法连接支付平台',
    });
    expect(String((await auditLinesOf(pay.t, o.orderNo))[0]?.content)).toContain('自动退款失败');

    const retry = await pay.admin.post(`${ORDER}/retryRefund`, { id: o.id });
    expect([retry.status, retry.body.result]).toEqual([
      200,
      expect.objectContaining({ status: 'refunding', refundNo: `R${o.orderNo}_2` }),
    ]);
    // No notification comes: the sweep asks again under the same number and finds the money back.
    pay.fake.settleRefund(`R${o.orderNo}_2`, 'SUCCESS');
    expect(await checkProcessingRefunds(pay.t.ctx, later(6))).toMatchObject({ refunded: 1 });
    expect(refundCallsFor(o.orderNo).map((r) => r.body.out_refund_no)).toEqual([
      `R${o.orderNo}_2`,
      `R${o.orderNo}_2`,
    ]);
    expect(await orderOf(pay.t, o.orderNo)).toMatchObject({ status: 'refunded', latePaid: 1 });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });
});
