import { eq, like } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Client, Json } from '../../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../../test/helpers/test-app.ts';
import { sysLog } from '../../../../platform/audit/tables.ts';
import { teachingOrder } from '../../tables.ts';
import type { FakeAlipay } from './fake-alipay.ts';
import type { FakeWechatPay } from './fake-wechatpay.ts';

export const SETTING_BASE = '/api/teaching/teachingPaySetting';
export const SITE_URL = 'https://school.example.com';

let serial = 0;

/** A pending money order inserted as the order service would leave it (physical goods: stays `paid`). */
export async function insertOrder(t: TestApp, tenantId: string, moneyFen: number, payMethod = 'wechat') {
  const orderNo = `T${Date.now()}${String(serial++).padStart(4, '0')}`;
  await t.db.insert(teachingOrder).values({
    id: uuidv7(),
    tenantId,
    orderNo,
    userId: 'u-test',
    username: 'student1',
    productId: 'p-test',
    productName: '乐高编程套装',
    goodsType: '1',
    count: 1,
    payMethod,
    moneyFen,
    status: 'pending',
    expireTime: new Date(Date.now() + 30 * 60_000),
  });
  return orderNo;
}

export async function orderOf(t: TestApp, orderNo: string) {
  const [order] = await t.db.select().from(teachingOrder).where(eq(teachingOrder.orderNo, orderNo));
  return order;
}

export const wechatForm = (fake: FakeWechatPay, over: Json = {}): Json => ({
  provider: 'wechat',
  enabled: true,
  config: {
    mchId: fake.mchId,
    appId: fake.appId,
    serialNo: fake.serialNo,
    platformSerial: fake.platformSerial,
    platformPublicKey: fake.platformPublicKey,
    gateway: fake.url,
    siteUrl: SITE_URL,
  },
  secrets: { privateKey: fake.merchantPrivateKey, apiV3Key: fake.apiV3Key },
  ...over,
});

export const alipayForm = (fake: FakeAlipay, over: Json = {}): Json => ({
  provider: 'alipay',
  enabled: true,
  config: {
    appId: fake.appId,
    alipayPublicKey: fake.alipayPublicKey,
    gateway: fake.url,
    siteUrl: SITE_URL,
    returnUrl: `${SITE_URL}/home-page/myOrders`,
  },
  secrets: { privateKey: fake.appPrivateKey },
  ...over,
});

/** Saves settings through the API; fails the test unless it is accepted. */
export async function saveSetting(admin: Client, form: Json) {
  const res = await admin.post(`${SETTING_BASE}/save`, form);
  if (res.status !== 200) throw new Error(`保存支付设置失败：${res.body.message}`);
  return res.body.result as Json;
}

/** Posts a notification the way the provider does: raw body, its own headers, no session. */
export async function postNotify(
  t: TestApp,
  provider: 'wechat' | 'alipay',
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${provider}`,
    headers,
    payload: body,
  });
  return { status: res.statusCode, text: res.body };
}

/** A money order bought through the API (`create`): its id and order number. */
export async function buyWithMoney(
  buyer: Client,
  productId: string,
  payMethod: 'manual' | 'wechat' | 'alipay',
  count = 1,
) {
  const res = await buyer.post('/api/teaching/teachingOrder/create', {
    productId,
    count,
    payMethod,
    receiverName: '李小明',
    receiverPhone: '13800000000',
    receiverAddress: '北京市海淀区',
  });
  if (res.status !== 200) throw new Error(`下单失败：${res.body.message}`);
  const { order } = res.body.result as { order: { id: string; orderNo: string } };
  return { id: order.id, orderNo: order.orderNo };
}

/** Moves an order's payment deadline into the past, so the expiry sweep takes it. */
export async function expireOrder(t: TestApp, id: string) {
  await t.db
    .update(teachingOrder)
    .set({ expireTime: new Date(Date.now() - 1000) })
    .where(eq(teachingOrder.id, id));
}

/** The operation-log lines about one order. */
export async function auditLinesOf(t: TestApp, orderNo: string) {
  const rows = await t.db
    .select()
    .from(sysLog)
    .where(like(sysLog.content, `%${orderNo}%`));
  return rows.map((r) => ({ tenantId: r.tenantId, operateType: r.operateType, content: r.content }));
}
