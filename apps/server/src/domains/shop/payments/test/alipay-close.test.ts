import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json, type Page } from '../../../../../test/helpers/api-client.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { cancelExpiredOrders } from '../../orders/order-sweep.ts';
import { addGood, ORDER, setShopOpen, stockOf } from '../../test/shop-fixtures.ts';
import { type FakeAlipay, startFakeAlipay } from './fake-alipay.ts';
import {
  alipayForm,
  auditLinesOf,
  buyWithMoney,
  expireOrder,
  orderOf,
  postNotify,
  saveSetting,
} from './pay-fixtures.ts';

// Cancelling an Alipay order closes the trade (alipay.trade.close) first. A buyer who never opened
// the pay page has no trade to close yet, and can still pay on that page until its time_expire: that
// payment is recorded on the cancelled order and refunded at once.

let t: TestApp;
let fake: FakeAlipay;
let admin: Client;
let student: Client;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAlipay();
  admin = clientOf(t, await t.login('admin'));
  student = clientOf(t, await t.login('student1'));
  await saveSetting(admin, alipayForm(fake));
  await setShopOpen(t, true);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const callsOf = (method: string, orderNo: string) =>
  fake.requests.filter((r) => r.params.method === method && r.biz.out_trade_no === orderNo);

/** A good of 5 in stock and a pending Alipay order of 2 of them (¥39.80): 3 left. */
async function pendingOrder() {
  const productId = await addGood(admin, { pointsPrice: 0, moneyPrice: 19.9, stock: 5 });
  const order = await buyWithMoney(student, productId, 'alipay', 2);
  expect(await stockOf(t, productId)).toEqual({ stock: 3, sales: 0 });
  return { productId, ...order };
}

describe('cancelling an Alipay order', () => {
  it('closes the trade the buyer opened with a signed alipay.trade.close, then cancels', async () => {
    const o = await pendingOrder();
    fake.openPayPage(o.orderNo, '39.80');
    const res = await student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    // The fake records only requests whose RSA2 signature verifies with the application's key.
    const [close] = callsOf('alipay.trade.close', o.orderNo);
    expect(close.params).toMatchObject({ app_id: fake.appId, sign_type: 'RSA2', charset: 'utf-8' });
    expect(close.biz).toEqual({ out_trade_no: o.orderNo });
    expect(fake.tradeOf(o.orderNo)?.status).toBe('TRADE_CLOSED');
    expect(await stockOf(t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });

  it('turns the order paid when Alipay says the trade was paid (ACQ.TRADE_STATUS_ERROR, then the query)', async () => {
    const o = await pendingOrder();
    fake.openPayPage(o.orderNo, '39.80');
    fake.payTrade(o.orderNo);
    const res = await student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '该订单已支付，无需取消']);
    expect(res.body.result).toMatchObject({ status: 'paid', tradeNo: fake.tradeOf(o.orderNo)?.tradeNo });
    expect(callsOf('alipay.trade.query', o.orderNo)).toHaveLength(1);
    expect(await stockOf(t, o.productId)).toEqual({ stock: 3, sales: 2 });
  });

  it('is refused while Alipay cannot be reached, and changes nothing', async () => {
    const o = await pendingOrder();
    fake.setDown(true);
    try {
      const res = await admin.post(`${ORDER}/cancel`, { id: o.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('订单暂不能取消');
      expect(res.body.message).toContain('支付宝关单失败：无法连接支付平台');
    } finally {
      fake.setDown(false);
    }
    expect((await orderOf(t, o.orderNo)).status).toBe('pending');
    expect(await stockOf(t, o.productId)).toEqual({ stock: 3, sales: 0 });
  });

  it('is retried by the expiry sweep until Alipay answers', async () => {
    const o = await pendingOrder();
    fake.openPayPage(o.orderNo, '39.80');
    await expireOrder(t, o.id);
    fake.setDown(true);
    try {
      expect(await cancelExpiredOrders(t.ctx)).toMatchObject({ cancelled: 0, failed: 1 });
    } finally {
      fake.setDown(false);
    }
    expect((await orderOf(t, o.orderNo)).status).toBe('pending');
    expect(await cancelExpiredOrders(t.ctx)).toMatchObject({ failed: 0 });
    expect((await orderOf(t, o.orderNo)).status).toBe('cancelled');
    expect(fake.tradeOf(o.orderNo)?.status).toBe('TRADE_CLOSED');
  });
});

describe('paying on the pay page after the cancel', () => {
  it('records the payment, refunds it at once, once, and shows it on the order desk', async () => {
    const o = await pendingOrder();
    // The buyer never opened the pay page: Alipay has no trade to close yet.
    const res = await student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    expect(await stockOf(t, o.productId)).toEqual({ stock: 5, sales: 0 });

    // The page (valid until its time_expire) is paid anyway.
    const payment = fake.notification(o.orderNo, '39.80');
    expect(await postNotify(t, 'alipay', payment)).toEqual({ status: 200, text: 'success' });
    const refunds = () => callsOf('alipay.trade.refund', o.orderNo);
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0].biz).toMatchObject({
      refund_amount: '39.80',
      out_request_no: `R${o.orderNo}`,
      refund_reason: '订单取消后收到付款，自动退款',
    });
    const row = await orderOf(t, o.orderNo);
    expect(row).toMatchObject({
      status: 'refunded',
      latePaid: 1,
      tradeNo: fake.tradeOf(o.orderNo)?.tradeNo,
      refundNo: `R${o.orderNo}`,
    });
    expect(row.paidTime).toBeInstanceOf(Date);
    expect(row.refundTime).toBeInstanceOf(Date);
    // The cancel returned the stock; the refund does not return it again.
    expect(await stockOf(t, o.productId)).toEqual({ stock: 5, sales: 0 });

    // Alipay resends the notification, and a second one about the same payment arrives: no new refund.
    expect((await postNotify(t, 'alipay', payment)).text).toBe('success');
    expect((await postNotify(t, 'alipay', fake.notification(o.orderNo, '39.80'))).text).toBe('success');
    expect(refunds()).toHaveLength(1);

    const desk = (await admin.get(`${ORDER}/list?latePaid=1&pageSize=200`)).body.result as Page;
    expect(desk.records.find((r) => r.id === o.id)).toMatchObject({
      status: 'refunded',
      status_dictText: '已退款',
      latePaid: true,
      latePayNote: '订单取消后收到付款，已自动退款',
    });
    const mine = (await student.get(`${ORDER}/queryById?id=${o.id}`)).body.result as Json;
    expect(mine.latePayNote).toBe('订单取消后收到付款，已自动退款');
    expect(await auditLinesOf(t, o.orderNo)).toEqual([
      expect.objectContaining({
        tenantId: DEFAULT_TENANT_ID,
        content: expect.stringContaining('订单取消后收到付款 ¥39.80'),
      }),
    ]);
    expect(String((await auditLinesOf(t, o.orderNo))[0].content)).toContain('已自动退款');
  });
});
