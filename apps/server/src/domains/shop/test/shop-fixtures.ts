import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import { userNamed } from '../../../../test/helpers/portal.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { changePoints, pointsOf } from '../../points/index.ts';
import { teachingProduct } from '../resources.ts';
import { teachingOrder } from '../tables.ts';

export const PRODUCT = '/api/teaching/teachingProduct';
export const ORDER = '/api/teaching/teachingOrder';
export const FRONT = `${PRODUCT}/front`;

/** Switches the tenant's shop (`indexConfig.ifshopping`) on or off. */
export async function setShopOpen(t: TestApp, open: boolean, tenantId = DEFAULT_TENANT_ID) {
  const value = JSON.stringify({ indexLogo: '', ifshopping: open, mybutton: true, buttonList: [] });
  await t.db
    .insert(sysConfig)
    .values({ tenantId, configKey: 'indexConfig', configValue: value })
    .onConflictDoUpdate({ target: [sysConfig.tenantId, sysConfig.configKey], set: { configValue: value } });
}

/**
 * A fresh test app with the shop open, a client signed in for each key of `users` (as `appSignedIn`)
 * and student1's id as `me`.
 */
export async function openShopApp<K extends string>(users: Record<K, string>) {
  const app = await appSignedIn(users);
  await setShopOpen(app.t, true);
  return { ...app, me: await userId(app.t, 'student1') };
}

let n = 0;
/** A good on shelf (by default) made through the admin API; returns its id. */
export async function addGood(admin: Client, over: Json = {}): Promise<string> {
  const res = await admin.post(`${PRODUCT}/add`, {
    productName: `测试商品${++n}`,
    goodsType: '1',
    pointsPrice: 100,
    moneyPrice: 0,
    stock: 10,
    perUserLimit: 0,
    status: '1',
    ...over,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

export const receiver = {
  receiverName: '李小明',
  receiverPhone: '13800000000',
  receiverAddress: '北京市海淀区',
};

export async function userId(t: TestApp, username: string): Promise<string> {
  return (await userNamed(t, username)).id as string;
}

/** Tops a user's points up (or down) to exactly `balance`. */
export async function setPoints(t: TestApp, uid: string, balance: number) {
  const now = await pointsOf(t.db, DEFAULT_TENANT_ID, uid);
  if (now !== balance)
    await changePoints(t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId: uid,
      amount: balance - now,
      reason: '测试',
    });
}

export const balanceOf = (t: TestApp, uid: string) => pointsOf(t.db, DEFAULT_TENANT_ID, uid);

export async function stockOf(t: TestApp, productId: string) {
  const [row] = await t.db
    .select({ stock: teachingProduct.stock, sales: teachingProduct.sales })
    .from(teachingProduct)
    .where(eq(teachingProduct.id, productId));
  return { stock: Number(row.stock), sales: Number(row.sales) };
}

export async function orderCount(t: TestApp, productId: string, status?: string) {
  const [{ total }] = await t.db
    .select({ total: sql<number>`count(*)::int` })
    .from(teachingOrder)
    .where(
      and(eq(teachingOrder.productId, productId), status ? eq(teachingOrder.status, status) : undefined),
    );
  return total;
}
