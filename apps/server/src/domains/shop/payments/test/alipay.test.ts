import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { teachingPayNotify } from '../../tables.ts';
import { providerFor } from '../payment-gateway.ts';
import { startFakeAlipay } from './fake-alipay.ts';
import { payApp } from './pay-app.ts';
import { alipayForm, insertOrder, orderOf, postNotify, SITE_URL, saveSetting } from './pay-fixtures.ts';

const pay = payApp(startFakeAlipay, alipayForm);

const order = (orderNo: string, moneyFen: number) => ({
  tenantId: DEFAULT_TENANT_ID,
  orderNo,
  subject: '少儿编程课程',
  moneyFen,
  expireTime: new Date(Date.UTC(2026, 10, 26, 12, 30, 0)),
});

const notifyRows = async (orderNo: string) =>
  pay.t.db.select().from(teachingPayNotify).where(eq(teachingPayNotify.orderNo, orderNo));

describe('Alipay page pay', () => {
  it('builds a page-pay URL that verifies with the application public key', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 12030, 'alipay');
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'alipay');
    const start = await provider.start(order(orderNo, 12030));
    expect(start.payUrl?.startsWith(`${pay.fake.url}?`)).toBe(true);
    const params = pay.fake.verifyPageUrl(start.payUrl!);
    expect(params).toMatchObject({
      app_id: pay.fake.appId,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: `${SITE_URL}/api/pay/notify/alipay`,
      return_url: `${SITE_URL}/home-page/myOrders`,
    });
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: orderNo,
      total_amount: '120.30',
      subject: '少儿编程课程',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2026-11-26 20:30:00',
    });
    // Any change of a signed parameter breaks the signature.
    const altered = start.payUrl!.replace('120.30', '0.01');
    expect(() => pay.fake.verifyPageUrl(altered)).toThrow('验签失败');
  });

  it('takes the bare base64 private key the Alipay key tool prints', async () => {
    await saveSetting(
      pay.admin,
      alipayForm(pay.fake, { secrets: { privateKey: pay.fake.appPrivateKeyBase64 } }),
    );
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'alipay');
    const start = await provider.start(order('B1', 100));
    expect(pay.fake.verifyPageUrl(start.payUrl!).app_id).toBe(pay.fake.appId);
  });
});

describe('Alipay notifications', () => {
  it('marks the order paid on a signed notification, and ignores the same notify_id again', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 12030, 'alipay');
    const body = pay.fake.notification(orderNo, '120.30', { notifyId: `N-${orderNo}` });
    const first = await postNotify(pay.t, 'alipay', body);
    expect(first).toEqual({ status: 200, text: 'success' });
    const paid = await orderOf(pay.t, orderNo);
    expect(paid.status).toBe('paid');
    expect(paid.tradeNo).toMatch(/^2026/);

    const again = await postNotify(pay.t, 'alipay', body);
    expect(again).toEqual({ status: 200, text: 'success' });
    expect((await orderOf(pay.t, orderNo)).updateTime).toEqual(paid.updateTime);
    expect(await notifyRows(orderNo)).toHaveLength(1);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 500, 'alipay');
    const res = await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '5.00', { forged: true }));
    expect(res).toEqual({ status: 401, text: 'failure' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
    expect(await notifyRows(orderNo)).toHaveLength(0);
  });

  it('refuses a signed field changed afterwards (the amount)', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 500, 'alipay');
    const body = pay.fake.notification(orderNo, '0.01').replace('total_amount=0.01', 'total_amount=5.00');
    expect((await postNotify(pay.t, 'alipay', body)).text).toBe('failure');
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('leaves the order pending when the paid amount differs', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 500, 'alipay');
    const res = await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '0.01'));
    expect(res).toEqual({ status: 400, text: 'failure' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('refuses another application id, and ignores trades that are not paid', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 500, 'alipay');
    expect(
      (await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '5.00', { appId: '2021999' }))).text,
    ).toBe('failure');
    const waiting = await postNotify(
      pay.t,
      'alipay',
      pay.fake.notification(orderNo, '5.00', { tradeStatus: 'WAIT_BUYER_PAY' }),
    );
    expect(waiting.text).toBe('success');
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('refuses a notification for an order of a tenant without Alipay, and an unknown order', async () => {
    const orderNo = await insertOrder(pay.t, OTHER_TENANT_ID, 500, 'alipay');
    expect((await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '5.00'))).text).toBe('failure');
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
    expect(await postNotify(pay.t, 'alipay', pay.fake.notification('NOSUCHORDER', '5.00'))).toEqual({
      status: 404,
      text: 'failure',
    });
  });
});

describe('Alipay refund', () => {
  it('calls alipay.trade.refund signed and checks the signed answer', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 990, 'alipay');
    await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '9.90'));
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'alipay');
    const answer = await provider.refund({
      ...order(orderNo, 990),
      tradeNo: null,
      refundNo: `R${orderNo}`,
      refundFen: 990,
      reason: '课程取消',
    });
    expect(answer).toEqual({ state: 'success' });
    expect(pay.fake.requests.at(-1)).toMatchObject({
      params: { method: 'alipay.trade.refund', app_id: pay.fake.appId },
      biz: {
        out_trade_no: orderNo,
        refund_amount: '9.90',
        out_request_no: `R${orderNo}`,
        refund_reason: '课程取消',
      },
    });
  });

  it('reports a business refusal and an unsigned answer in Chinese', async () => {
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'alipay');
    const request = {
      ...order('NOPE', 100),
      tradeNo: null,
      refundNo: 'RNOPE',
      refundFen: 100,
      reason: '测试',
    };
    await expect(provider.refund(request)).rejects.toThrow(
      '支付宝退款失败：交易不存在（ACQ.TRADE_NOT_EXIST）',
    );
    pay.fake.forgeAnswers(true);
    try {
      await expect(provider.refund(request)).rejects.toThrow('支付宝退款失败：应答签名验证失败');
    } finally {
      pay.fake.forgeAnswers(false);
    }
  });

  it('refunds a paid order from the order desk at once: refunded, with its refund number', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 1500, 'alipay');
    await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '15.00'));
    const { id } = await orderOf(pay.t, orderNo);
    const res = await pay.admin.post('/api/teaching/teachingOrder/refund', { id, reason: '课程取消' });
    expect([res.status, res.body.message]).toEqual([200, '退款成功']);
    expect(res.body.result).toMatchObject({ status: 'refunded', refundNo: `R${orderNo}`, refundError: null });
    expect(pay.fake.requests.at(-1)?.biz).toMatchObject({
      out_request_no: `R${orderNo}`,
      refund_amount: '15.00',
    });
    const again = await pay.admin.post('/api/teaching/teachingOrder/refund', { id, reason: '课程取消' });
    expect([again.status, again.body.message]).toEqual([400, '该订单当前状态不能退款']);
  });

  it('leaves the order paid when Alipay refuses the refund', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 1600, 'alipay');
    await postNotify(pay.t, 'alipay', pay.fake.notification(orderNo, '16.00'));
    const { id } = await orderOf(pay.t, orderNo);
    pay.fake.forgeAnswers(true);
    try {
      const res = await pay.admin.post('/api/teaching/teachingOrder/refund', { id, reason: '课程取消' });
      expect([res.status, res.body.message]).toEqual([400, '支付宝退款失败：应答签名验证失败']);
    } finally {
      pay.fake.forgeAnswers(false);
    }
    expect(await orderOf(pay.t, orderNo)).toMatchObject({
      status: 'paid',
      refundNo: null,
      refundAttempts: 0,
    });
  });

  it('reports the gateway refusing our signature', async () => {
    const other = await startFakeAlipay();
    try {
      await saveSetting(pay.admin, alipayForm(pay.fake, { secrets: { privateKey: other.appPrivateKey } }));
      const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'alipay');
      await expect(
        provider.refund({
          ...order('X', 100),
          tradeNo: null,
          refundNo: 'RX',
          refundFen: 100,
          reason: '测试',
        }),
      ).rejects.toThrow(/支付宝退款失败：验签出错.*isv\.invalid-signature/);
    } finally {
      await saveSetting(pay.admin, alipayForm(pay.fake));
      await other.close();
    }
  });
});
