import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../../test/helpers/api-client.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { cancelExpiredOrders } from '../../orders/order-sweep.ts';
import { addGood, ORDER, stockOf } from '../../test/shop-fixtures.ts';
import { startFakeAlipay } from './fake-alipay.ts';
import { payApp } from './pay-app.ts';
import { alipayForm, auditLinesOf, buyWithMoney, expireOrder, orderOf, postNotify } from './pay-fixtures.ts';

// Cancelling an Alipay order closes the trade (alipay.trade.close) first. A buyer who never opened
// the pay page has no trade to close yet, and can still pay on that page until its time_expire: that
// payment is recorded on the cancelled order and refunded at once.

const pay = payApp(startFakeAlipay, alipayForm, { shopOpen: true });

const callsOf = (method: string, orderNo: string) =>
  pay.fake.requests.filter((r) => r.params.method === method && r.biz.out_trade_no === orderNo);

/** A good of 5 in stock and a pending Alipay order of 2 of them (¥39.80): 3 left. */
async function pendingOrder() {
  const productId = await addGood(pay.admin, { pointsPrice: 0, moneyPrice: 19.9, stock: 5 });
  const order = await buyWithMoney(pay.student, productId, 'alipay', 2);
  expect(await stockOf(pay.t, productId)).toEqual({ stock: 3, sales: 0 });
  return { productId, ...order };
}

describe('cancelling an Alipay order', () => {
  it('closes the trade the buyer opened with a signed alipay.trade.close, then cancels', async () => {
    const o = await pendingOrder();
    pay.fake.openPayPage(o.orderNo, '39.80');
    const res = await pay.student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    // The fake records only requests whose RSA2 signature verifies with the application's key.
    const [close] = callsOf('alipay.trade.close', o.orderNo);
    expect(close.params).toMatchObject({ app_id: pay.fake.appId, sign_type: 'RSA2', charset: 'utf-8' });
    expect(close.biz).toEqual({ out_trade_no: o.orderNo });
    expect(pay.fake.tradeOf(o.orderNo)?.status).toBe('TRADE_CLOSED');
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });

  it('turns the order paid when Alipay says the trade was paid (ACQ.TRADE_STATUS_ERROR, then the query)', async () => {
    const o = await pendingOrder();
    pay.fake.openPayPage(o.orderNo, '39.80');
    pay.fake.payTrade(o.orderNo);
    const res = await pay.student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '该订单已支付，无需取消']);
    expect(res.body.result).toMatchObject({ status: 'paid', tradeNo: pay.fake.tradeOf(o.orderNo)?.tradeNo });
    expect(callsOf('alipay.trade.query', o.orderNo)).toHaveLength(1);
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 3, sales: 2 });
  });

  it('is refused while Alipay cannot be reached, and changes nothing', async () => {
    const o = await pendingOrder();
    pay.fake.setDown(true);
    try {
      const res = await pay.admin.post(`${ORDER}/cancel`, { id: o.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('订单暂不能取消');
      expect(res.body.message).toContain('支付宝关单失败：无法连接支付平台');
    } finally {
      pay.fake.setDown(false);
    }
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('pending');
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 3, sales: 0 });
  });

  it('is retried by the expiry sweep until Alipay answers', async () => {
    const o = await pendingOrder();
    pay.fake.openPayPage(o.orderNo, '39.80');
    await expireOrder(pay.t, o.id);
    pay.fake.setDown(true);
    try {
      expect(await cancelExpiredOrders(pay.t.ctx)).toMatchObject({ cancelled: 0, failed: 1 });
    } finally {
      pay.fake.setDown(false);
    }
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('pending');
    expect(await cancelExpiredOrders(pay.t.ctx)).toMatchObject({ failed: 0 });
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('cancelled');
    expect(pay.fake.tradeOf(o.orderNo)?.status).toBe('TRADE_CLOSED');
  });
});

describe('paying on the pay page after the cancel', () => {
  it('records the payment, refunds it at once, once, and shows it on the order desk', async () => {
    const o = await pendingOrder();
    // The buyer never opened the pay page: Alipay has no trade to close yet.
    const res = await pay.student.post(`${ORDER}/cancel`, { id: o.id });
    expect([res.status, res.body.message]).toEqual([200, '订单已取消']);
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });

    // The page (valid until its time_expire) is paid anyway.
    const payment = pay.fake.notification(o.orderNo, '39.80');
    expect(await postNotify(pay.t, 'alipay', payment)).toEqual({ status: 200, text: 'success' });
    const refunds = () => callsOf('alipay.trade.refund', o.orderNo);
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0].biz).toMatchObject({
      refund_amount: '39.80',
      out_request_no: `R${o.orderNo}`,
      refund_reason: '订单取消后收到付款，自动退款',
    });
    const row = await orderOf(pay.t, o.orderNo);
    expect(row).toMatchObject({
      status: 'refunded',
      latePaid: 1,
      tradeNo: pay.fake.tradeOf(o.orderNo)?.tradeNo,
      refundNo: `R${o.orderNo}`,
    });
    expect(row.paidTime).toBeInstanceOf(Date);
    expect(row.refundTime).toBeInstanceOf(Date);
    // The cancel returned the stock; the refund does not return it again.
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });

    // Alipay resends the notification, and a second one about the same payment arrives: no new refund.
    expect((await postNotify(pay.t, 'alipay', payment)).text).toBe('success');
    expect((await postNotify(pay.t, 'alipay', pay.fake.notification(o.orderNo, '39.80'))).text).toBe(
      'success',
    );
    expect(refunds()).toHaveLength(1);

    const desk = (await pay.admin.get(`${ORDER}/list?latePaid=1&pageSize=200`)).body.result as Page;
    expect(desk.records.find((r) => r.id === o.id)).toMatchObject({
      status: 'refunded',
      status_dictText: '已退款',
      latePaid: true,
      latePayNote: '订单取消后收到付款，已自动退款',
    });
    const mine = (await pay.student.get(`${ORDER}/queryById?id=${o.id}`)).body.result as Json;
    expect(mine.latePayNote).toBe('订单取消后收到付款，已自动退款');
    expect(await auditLinesOf(pay.t, o.orderNo)).toEqual([
      expect.objectContaining({
        tenantId: DEFAULT_TENANT_ID,
        content: expect.stringContaining('订单取消后收到付款 ¥39.80'),
      }),
    ]);
    expect(String((await auditLinesOf(pay.t, o.orderNo))[0].content)).toContain('已自动退款');
  });
});
