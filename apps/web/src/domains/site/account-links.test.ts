import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links.ts';

describe('account links', () => {
  it('always offers my points, and my orders only while the shop is switched on', () => {
    expect(accountLinks({ ifshopping: true }).map((l) => [l.label, l.path])).toEqual([
      ['我的积分', '/home-page/jifen'],
      ['我的订单', '/home-page/myOrders'],
    ]);
    expect(accountLinks({ ifshopping: 'true' }).map((l) => l.key)).toEqual(['points', 'orders']);
    expect(accountLinks({ ifshopping: false }).map((l) => l.key)).toEqual(['points']);
    expect(accountLinks({ ifshopping: 'false' }).map((l) => l.key)).toEqual(['points']);
    expect(accountLinks(undefined).map((l) => l.key)).toEqual(['points']);
  });
});
