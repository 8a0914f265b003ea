import type { MenuFragment } from '../../../db/seed/menu-types.ts';

/** 支付设置 under the shop's menu; the same page also opens at `/home-page/paySettingList`. */
export const payMenus: MenuFragment[] = [
  {
    parent: 'menu-shop',
    menu: {
      id: 'menu-shop-pay-setting',
      name: '支付设置',
      url: '/shop/paySettingList',
      component: 'shop/PaySettingList',
      icon: 'PayCircleOutlined',
      sortNo: 90,
      keepAlive: true,
      roles: ['admin'],
      buttons: { group: 'payment' },
    },
  },
];
