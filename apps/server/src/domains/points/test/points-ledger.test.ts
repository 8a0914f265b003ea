import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { signIn, signInStatus } from '../earning/sign-in.ts';
import { applyPointsChange, changePoints, earnByRule } from '../index.ts';
import { ledgerOf, userIdOf } from './points-fixtures.ts';

let userId: string;
const T = DEFAULT_TENANT_ID;

const s = testAppSuite();

beforeAll(async () => {
  userId = await userIdOf(s.t, 'student2');
});

describe('changePoints', () => {
  it('pays an event key once and answers the balance both times', async () => {
    const change = {
      tenantId: T,
      userId,
      amount: 7,
      reason: '测试',
      kind: 'manual' as const,
      eventKey: 'test:once',
    };
    expect(await changePoints(s.t.db, change)).toBe(7);
    expect(await changePoints(s.t.db, change)).toBe(7);
    const again = await applyPointsChange(s.t.db, change);
    expect(again).toEqual({ balance: 7, applied: false });
    const { rows, balance } = await ledgerOf(s.t, userId);
    expect(rows.filter((r) => r.eventKey === 'test:once')).toHaveLength(1);
    expect(balance).toBe(7);
  });

  it('refuses to go below 0 and writes nothing', async () => {
    await expect(changePoints(s.t.db, { tenantId: T, userId, amount: -8, reason: '兑换' })).rejects.toThrow(
      '积分不足',
    );
    const { rows, balance } = await ledgerOf(s.t, userId);
    expect(rows).toHaveLength(1);
    expect(balance).toBe(7);
  });

  it("works inside a caller's transaction and rolls back with it", async () => {
    await expect(
      s.t.db.transaction(async (tx) => {
        expect(
          await changePoints(tx, { tenantId: T, userId, amount: -3, reason: '兑换', kind: 'redeem' }),
        ).toBe(4);
        throw new Error('订单失败');
      }),
    ).rejects.toThrow('订单失败');
    expect((await ledgerOf(s.t, userId)).balance).toBe(7);
    await s.t.db.transaction(async (tx) => {
      await changePoints(tx, { tenantId: T, userId, amount: -3, reason: '兑换', kind: 'redeem' });
    });
    const { rows, balance } = await ledgerOf(s.t, userId);
    expect(balance).toBe(4);
    expect(rows.find((r) => r.kind === 'redeem')?.amount).toBe(-3);
  });

  it('refuses a zero or fractional change', async () => {
    await expect(changePoints(s.t.db, { tenantId: T, userId, amount: 0, reason: 'x' })).rejects.toThrow(
      '非零整数',
    );
    await expect(changePoints(s.t.db, { tenantId: T, userId, amount: 1.5, reason: 'x' })).rejects.toThrow(
      '非零整数',
    );
  });
});

describe('earnByRule', () => {
  it('pays up to the daily cap of the kind, then nothing', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    // Default workSubmit: 5 a time, at most 20 a day.
    const paid: number[] = [];
    for (let i = 0; i < 5; i++) {
      const out = await earnByRule(s.t.db, {
        tenantId: T,
        userId: student1,
        kind: 'workSubmit',
        eventKey: `workSubmit:cap-${i}`,
        reason: '提交作品',
      });
      paid.push(out.paid);
    }
    expect(paid).toEqual([5, 5, 5, 5, 0]);
    const { rows, balance } = await ledgerOf(s.t, student1);
    expect(rows).toHaveLength(4);
    expect(balance).toBe(20);
  });

  it('answers a duplicate for an event paid before', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    const out = await earnByRule(s.t.db, {
      tenantId: T,
      userId: student1,
      kind: 'workSubmit',
      eventKey: 'workSubmit:cap-0',
      reason: '提交作品',
    });
    expect(out).toEqual({ paid: 0, balance: 20, duplicate: true });
  });
});

describe('sign-in streak', () => {
  it('counts consecutive Beijing days up to today, or up to yesterday before signing in', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    const auth = { tenantId: T, userId: student1 } as AuthContext;
    const now = new Date('2026-05-10T09:00:00+08:00');
    for (const day of ['2026-05-09', '2026-05-08', '2026-05-06'])
      await changePoints(s.t.db, {
        tenantId: T,
        userId: student1,
        amount: 2,
        reason: '每日签到',
        kind: 'signIn',
        eventKey: `signIn:${day}`,
      });
    expect(await signInStatus(s.t.db, auth, now)).toMatchObject({
      signedToday: false,
      streak: 2,
      today: '2026-05-10',
    });
    expect(await signIn(s.t.db, auth, now)).toMatchObject({ amount: 2 });
    expect(await signInStatus(s.t.db, auth, now)).toMatchObject({ signedToday: true, streak: 3 });
    await expect(signIn(s.t.db, auth, now)).rejects.toThrow('今天已经签到过了');
  });
});
