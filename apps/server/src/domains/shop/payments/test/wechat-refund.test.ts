import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../../test/helpers/api-client.ts';
import { checkProcessingRefunds } from '../../orders/refund-sweep.ts';
import { addGood, ORDER, receiver, stockOf } from '../../test/shop-fixtures.ts';
import { startFakeWechatPay } from './fake-wechatpay.ts';
import { payApp } from './pay-app.ts';
import { orderOf, postNotify, wechatForm } from './pay-fixtures.ts';

// A WeChat Pay refund is usually answered PROCESSING: the order stays 退款中 until a REFUND.*
// notification or the refund sweep's query settles it, and the stock goes back exactly once.

const pay = payApp(startFakeWechatPay, wechatForm, { shopOpen: true });

const notify = (n: { headers: Record<string, string>; body: string }) =>
  postNotify(pay.t, 'wechat', n.body, n.headers);
/** After the sweep's five minutes: every processing refund is due. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A good of 5 in stock, and a paid WeChat order of 2 of them: 3 left. */
async function paidOrder() {
  const productId = await addGood(pay.admin, { pointsPrice: 0, moneyPrice: 19.9, stock: 5 });
  const res = await pay.student.post(`${ORDER}/create`, {
    productId,
    count: 2,
    payMethod: 'wechat',
    ...receiver,
  });
  expect(res.status, res.body.message).toBe(200);
  const order = (res.body.result as { order: Json }).order as { id: string; orderNo: string };
  expect((await notify(pay.fake.notification(order.orderNo, 3980))).status).toBe(200);
  expect((await orderOf(pay.t, order.orderNo)).status).toBe('paid');
  return { productId, id: order.id, orderNo: order.orderNo };
}

async function askRefund(id: string) {
  const res = await pay.admin.post(`${ORDER}/refund`, { id, reason: '课程停开' });
  expect(res.status, res.body.message).toBe(200);
  return res;
}

const detail = async (id: string) => (await pay.admin.get(`${ORDER}/queryById?id=${id}`)).body.result as Json;

describe('WeChat Pay refund tracking', () => {
  it('stays 退款中 until REFUND.SUCCESS arrives, then refunds once; repeats change nothing', async () => {
    const o = await paidOrder();
    const res = await askRefund(o.id);
    expect(res.body.message).toBe('退款已提交，等待支付平台确认');
    expect(res.body.result).toMatchObject({
      status: 'refunding',
      status_dictText: '退款中',
      refundNo: `R${o.orderNo}`,
      refundReason: '课程停开',
      refundTime: null,
    });
    expect(pay.fake.refundOf(`R${o.orderNo}`)?.status).toBe('PROCESSING');
    expect(await stockOf(pay.t, o.productId)).toMatchObject({ stock: 3 });
    // Asking again while it is processing is refused.
    const twice = await pay.admin.post(`${ORDER}/refund`, { id: o.id, reason: '课程停开' });
    expect([twice.status, twice.body.message]).toEqual([400, '该订单当前状态不能退款']);

    const success = pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS');
    const first = await notify(success);
    expect([first.status, JSON.parse(first.text).code]).toEqual([200, 'SUCCESS']);
    const done = await detail(o.id);
    expect(done).toMatchObject({ status: 'refunded', status_dictText: '已退款', refundError: null });
    expect(done.refundTime).toBeTruthy();
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
    const refundedAt = (await orderOf(pay.t, o.orderNo)).refundTime;

    // The same notification again, another one about the same refund, and the sweep: nothing moves.
    expect((await notify(success)).status).toBe(200);
    expect((await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS'))).status).toBe(200);
    expect(await checkProcessingRefunds(pay.t.ctx, later(10))).toMatchObject({ refunded: 0 });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
    expect((await orderOf(pay.t, o.orderNo)).refundTime).toEqual(refundedAt);
  });

  it('is settled by the sweep when no notification comes, once even with a notification racing it', async () => {
    const o = await paidOrder();
    await askRefund(o.id);
    // Just asked: not due for a query yet.
    expect(await checkProcessingRefunds(pay.t.ctx)).toMatchObject({ checked: 0 });
    expect(await checkProcessingRefunds(pay.t.ctx, later(6))).toMatchObject({ checked: 1, refunded: 0 });
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('refunding');
    const queries = pay.fake.requests.filter((r) => r.path === `/v3/refund/domestic/refunds/R${o.orderNo}`);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0].authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109"/);

    pay.fake.settleRefund(`R${o.orderNo}`, 'SUCCESS');
    const [swept, notified] = await Promise.all([
      checkProcessingRefunds(pay.t.ctx, later(12)),
      notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS')),
    ]);
    expect(notified.status).toBe(200);
    expect(swept.error).toBeUndefined();
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('refunded');
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
    expect(await checkProcessingRefunds(pay.t.ctx, later(30))).toMatchObject({ checked: 0, refunded: 0 });
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });

  it('marks an abnormal refund failed with the reason; the admin retries under a new number', async () => {
    const o = await paidOrder();
    await askRefund(o.id);
    const res = await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'ABNORMAL'));
    expect(res.status).toBe(200);
    const failed = await detail(o.id);
    expect(failed).toMatchObject({ status: 'refund_failed', status_dictText: '退款失败', refundTime: null });
    expect(String(failed.refundError)).toContain('微信支付退款异常');
    expect(await stockOf(pay.t, o.productId)).toMatchObject({ stock: 3 });

    expect((await pay.student.post(`${ORDER}/retryRefund`, { id: o.id })).status).toBe(403);
    const retry = await pay.admin.post(`${ORDER}/retryRefund`, { id: o.id });
    expect([retry.status, retry.body.message]).toEqual([200, '退款已提交，等待支付平台确认']);
    expect(retry.body.result).toMatchObject({
      status: 'refunding',
      refundNo: `R${o.orderNo}_2`,
      refundError: null,
      refundReason: '课程停开',
    });
    expect(pay.fake.requests.at(-1)?.body).toMatchObject({
      out_refund_no: `R${o.orderNo}_2`,
      reason: '课程停开',
    });
    const again = await pay.admin.post(`${ORDER}/retryRefund`, { id: o.id });
    expect([again.status, again.body.message]).toEqual([400, '只有退款失败的订单可以重试退款']);

    // A late word about the first, failed refund does not touch the retry.
    expect((await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS'))).status).toBe(200);
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('refunding');

    // The retry is closed: the sweep finds out and shows why.
    pay.fake.settleRefund(`R${o.orderNo}_2`, 'CLOSED');
    expect(await checkProcessingRefunds(pay.t.ctx, later(6))).toMatchObject({ failed: 1 });
    expect(await detail(o.id)).toMatchObject({ status: 'refund_failed', refundError: '微信支付退款已关闭' });
    expect(await stockOf(pay.t, o.productId)).toMatchObject({ stock: 3 });
  });

  it('refuses a forged or stale refund notification and leaves the refund processing', async () => {
    const o = await paidOrder();
    await askRefund(o.id);
    const forged = await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS', { forged: true }));
    expect([forged.status, JSON.parse(forged.text)]).toEqual([
      401,
      { code: 'FAIL', message: '签名验证失败' },
    ]);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS', { timestamp: old }));
    expect(stale.status).toBe(401);
    const otherMerchant = await notify(
      pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS', { mchId: '1900000999' }),
    );
    expect([otherMerchant.status, JSON.parse(otherMerchant.text).message]).toEqual([400, '商户号不匹配']);
    expect((await orderOf(pay.t, o.orderNo)).status).toBe('refunding');
    expect(await stockOf(pay.t, o.productId)).toMatchObject({ stock: 3 });
  });

  it('refunds at once when WeChat Pay answers SUCCESS, and a later notification changes nothing', async () => {
    const o = await paidOrder();
    pay.fake.answerNewRefundsWith('SUCCESS');
    try {
      const res = await askRefund(o.id);
      expect(res.body).toMatchObject({ message: '退款成功', result: { status: 'refunded' } });
    } finally {
      pay.fake.answerNewRefundsWith('PROCESSING');
    }
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
    expect((await notify(pay.fake.refundNotification(`R${o.orderNo}`, 'SUCCESS'))).status).toBe(200);
    expect(await stockOf(pay.t, o.productId)).toEqual({ stock: 5, sales: 0 });
  });
});
