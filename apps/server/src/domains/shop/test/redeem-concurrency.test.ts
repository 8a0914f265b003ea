import { inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { changePoints, teachingJifenBalance } from '../../points/index.ts';
import { Checkout } from '../orders/order-checkout.ts';
import { addGood, orderCount, receiver, setShopOpen, stockOf } from './shop-fixtures.ts';

const suite = testAppSuite();

beforeAll(async () => {
  await setShopOpen(suite.t, true);
});

const BUYERS = 200;
const PRICE = 30;

/** A signed-in buyer as the checkout sees one; the ledger needs no account row. */
const buyer = (i: number): AuthContext => ({
  sessionId: `s${i}`,
  userId: uuidv7(),
  username: `buyer${i}`,
  tenantId: DEFAULT_TENANT_ID,
  orgCode: null,
  userIdentity: 1,
  roles: ['student'],
  level: 1,
  perms: new Set(),
  departIds: [],
});

const totalPoints = async (ids: string[]) => {
  const [{ total }] = await suite.t.db
    .select({ total: sql<number>`coalesce(sum(${teachingJifenBalance.balance}), 0)::int` })
    .from(teachingJifenBalance)
    .where(inArray(teachingJifenBalance.userId, ids));
  return Number(total);
};

describe('redeeming the last items under load', () => {
  it('200 concurrent buyers of the last 10 items: none oversold, no points lost', async () => {
    const admin = clientOf(suite.t, await suite.t.login('admin'));
    const productId = await addGood(admin, { pointsPrice: PRICE, stock: 10, perUserLimit: 1 });
    const buyers = Array.from({ length: BUYERS }, (_, i) => buyer(i));
    // Some buyers are short of points: their attempt must write nothing either.
    for (const [i, b] of buyers.entries())
      await changePoints(suite.t.db, {
        tenantId: DEFAULT_TENANT_ID,
        userId: b.userId,
        amount: i % 10 === 0 ? PRICE - 1 : 100,
        reason: '测试',
      });
    const ids = buyers.map((b) => b.userId);
    const before = await totalPoints(ids);

    const checkout = new Checkout(suite.t.ctx);
    const results = await Promise.allSettled(
      buyers.map((b) => checkout.redeem(b, { productId, count: 1, ...receiver })),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const reasons = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
    );

    expect(won).toBe(10);
    expect([...reasons].every((m) => m === '库存不足' || m === '积分不足')).toBe(true);
    expect(await stockOf(suite.t, productId)).toEqual({ stock: 0, sales: 10 });
    expect(await orderCount(suite.t, productId)).toBe(10);
    expect(await totalPoints(ids)).toBe(before - won * PRICE);
  }, 120_000);
});
