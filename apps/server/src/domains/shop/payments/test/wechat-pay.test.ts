import { describe, expect, it } from 'vitest';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { providerFor } from '../payment-gateway.ts';
import { startFakeWechatPay } from './fake-wechatpay.ts';
import { payApp } from './pay-app.ts';
import { insertOrder, orderOf, postNotify, SITE_URL, saveSetting, wechatForm } from './pay-fixtures.ts';

const pay = payApp(startFakeWechatPay, wechatForm);

const order = (orderNo: string, moneyFen: number) => ({
  tenantId: DEFAULT_TENANT_ID,
  orderNo,
  subject: '乐高编程套装',
  moneyFen,
  expireTime: new Date(Date.UTC(2026, 10, 26, 12, 30, 0)),
});

const notify = (n: { headers: Record<string, string>; body: string }) =>
  postNotify(pay.t, 'wechat', n.body, n.headers);

describe('WeChat Pay Native', () => {
  it('places a signed Native order and returns the code_url of the verified answer', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 9900);
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'wechat');
    const start = await provider.start(order(orderNo, 9900));
    expect(start.provider).toBe('wechat');
    expect(start.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const sent = pay.fake.requests.at(-1)!;
    expect(sent.path).toBe('/v3/pay/transactions/native');
    expect(sent.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="/);
    expect(sent.body).toEqual({
      appid: pay.fake.appId,
      mchid: pay.fake.mchId,
      description: '乐高编程套装',
      out_trade_no: orderNo,
      time_expire: '2026-11-26T20:30:00+08:00',
      notify_url: `${SITE_URL}/api/pay/notify/wechat`,
      amount: { total: 9900, currency: 'CNY' },
    });
  });

  it('refuses an answer that WeChat Pay did not sign', async () => {
    pay.fake.forgeAnswers(true);
    try {
      const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'wechat');
      await expect(
        provider.start(order(await insertOrder(pay.t, DEFAULT_TENANT_ID, 100), 100)),
      ).rejects.toThrow('应答签名验证失败');
    } finally {
      pay.fake.forgeAnswers(false);
    }
  });

  it('reports the gateway refusal of a bad merchant signature in Chinese', async () => {
    const other = await startFakeWechatPay();
    try {
      // The other fake's merchant key signs: this fake's check of the merchant signature fails.
      await saveSetting(
        pay.admin,
        wechatForm(pay.fake, { secrets: { privateKey: other.merchantPrivateKey } }),
      );
      const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'wechat');
      await expect(
        provider.start(order(await insertOrder(pay.t, DEFAULT_TENANT_ID, 100), 100)),
      ).rejects.toThrow(/微信支付下单失败：签名错误.*SIGN_ERROR/);
    } finally {
      await saveSetting(pay.admin, wechatForm(pay.fake));
      await other.close();
    }
  });

  it('is refused for a tenant that has not enabled it', async () => {
    await expect(providerFor(pay.t.ctx, OTHER_TENANT_ID, 'wechat')).rejects.toThrow('该支付方式未开通');
  });
});

describe('WeChat Pay notifications', () => {
  it('marks the order paid on a good notification, once; a repeat changes nothing', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const n = pay.fake.notification(orderNo, 2500);
    const first = await notify(n);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({ code: 'SUCCESS' });
    const paid = await orderOf(pay.t, orderNo);
    expect(paid.status).toBe('paid');
    expect(paid.tradeNo).toMatch(/^4200/);

    const again = await notify(n);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text).code).toBe('SUCCESS');
    const after = await orderOf(pay.t, orderNo);
    expect(after.paidTime).toEqual(paid.paidTime);
    expect(after.updateTime).toEqual(paid.updateTime);
  });

  it('refuses a forged signature and leaves the order pending', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const res = await notify(pay.fake.notification(orderNo, 2500, { forged: true }));
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toEqual({ code: 'FAIL', message: '签名验证失败' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('refuses a body altered after signing', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const n = pay.fake.notification(orderNo, 2500);
    const res = await notify({ ...n, body: n.body.replace('"支付成功"', '"支付成功 "') });
    expect(res.status).toBe(401);
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('refuses a notification signed more than five minutes ago', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const res = await notify(pay.fake.notification(orderNo, 2500, { timestamp: old }));
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toEqual({ code: 'FAIL', message: '通知时间戳已过期' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('leaves the order pending when the amount differs', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const res = await notify(pay.fake.notification(orderNo, 1));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: 'FAIL', message: '支付金额与订单金额不一致' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('acknowledges a non-success trade state without paying the order', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 2500);
    const res = await notify(pay.fake.notification(orderNo, 2500, { tradeState: 'NOTPAY' }));
    expect(res.status).toBe(200);
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it("refuses a notification for another tenant's order: that tenant's keys must verify it", async () => {
    const orderNo = await insertOrder(pay.t, OTHER_TENANT_ID, 2500);
    const res = await notify(pay.fake.notification(orderNo, 2500));
    expect(res.status).toBe(401);
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });

  it('refuses a notification without signature headers or with a broken body', async () => {
    expect((await postNotify(pay.t, 'wechat', '{}', { 'content-type': 'application/json' })).status).toBe(
      401,
    );
    const n = pay.fake.notification('X', 1);
    expect((await notify({ ...n, body: 'not json' })).status).toBe(400);
  });
});

describe('WeChat Pay refund', () => {
  it('posts a signed refund and accepts the verified answer', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 4200);
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'wechat');
    await provider.start(order(orderNo, 4200));
    const answer = await provider.refund({
      ...order(orderNo, 4200),
      tradeNo: '4200x',
      refundNo: `R${orderNo}`,
      refundFen: 4200,
      reason: '不想要了',
    });
    expect(answer).toEqual({ state: 'processing' });
    expect(pay.fake.requests.at(-1)).toMatchObject({
      path: '/v3/refund/domestic/refunds',
      body: {
        out_trade_no: orderNo,
        out_refund_no: `R${orderNo}`,
        reason: '不想要了',
        notify_url: `${SITE_URL}/api/pay/notify/wechat`,
        amount: { refund: 4200, total: 4200, currency: 'CNY' },
      },
    });
  });

  it('reports a refused refund in Chinese', async () => {
    const provider = await providerFor(pay.t.ctx, DEFAULT_TENANT_ID, 'wechat');
    await expect(
      provider.refund({
        ...order('NOPE123', 100),
        tradeNo: null,
        refundNo: 'RNOPE123',
        refundFen: 100,
        reason: '测试',
      }),
    ).rejects.toThrow('微信支付退款失败：订单不存在（RESOURCE_NOT_EXISTS）');
  });
});

describe('notification flood', () => {
  // Last in this file: the address stays blocked for a minute.
  it('answers 429 to an address after sixty refused notifications in a minute', async () => {
    const orderNo = await insertOrder(pay.t, DEFAULT_TENANT_ID, 300);
    // The refusals of the tests above count too: the limit is reached within sixty more.
    const statuses: number[] = [];
    for (let i = 0; i < 61 && statuses.at(-1) !== 429; i++)
      statuses.push((await postNotify(pay.t, 'wechat', '{}', { 'content-type': 'application/json' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.length).toBeGreaterThan(40);
    const blocked = await notify(pay.fake.notification(orderNo, 300));
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.text)).toEqual({ code: 'FAIL', message: '请求过于频繁' });
    expect((await orderOf(pay.t, orderNo)).status).toBe('pending');
  });
});
