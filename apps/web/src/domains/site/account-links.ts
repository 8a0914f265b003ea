import { shopSwitchedOn } from '@ck/shared';

export interface AccountLink {
  key: 'points' | 'orders';
  label: string;
  path: string;
}

/** The signed-in user's own pages in the account menus: points always, orders while the shop is open. */
export function accountLinks(indexConfig: unknown): AccountLink[] {
  return [
    { key: 'points', label: '我的积分', path: '/home-page/jifen' },
    ...(shopSwitchedOn(indexConfig)
      ? [{ key: 'orders' as const, label: '我的订单', path: '/home-page/myOrders' }]
      : []),
  ];
}
