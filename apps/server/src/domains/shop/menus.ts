import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * 积分商城: categories and goods are the declared resources' pages (their menus come with the
 * resources, see resources.ts), orders a page of their own. The same pages open under
 * `/home-page/classification`, `/home-page/productInfo` and `/home-page/zuhuOrder` (SPEC.md §2).
 */
export const shopMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-shop',
      name: '积分商城',
      url: '/shop',
      component: 'layouts/RouteView',
      icon: 'ShopOutlined',
      redirect: '/shop/productInfo',
      sortNo: 31,
      roles: ['admin'],
      children: [
        {
          id: 'menu-shop-order',
          name: '订单管理',
          url: '/shop/zuhuOrder',
          component: 'shop/OrderList',
          icon: 'ProfileOutlined',
          sortNo: 30,
          keepAlive: true,
          roles: ['admin'],
          buttons: { group: 'order' },
        },
      ],
    },
  },
];
