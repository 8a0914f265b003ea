import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import { resourcePage } from '../../app/resource-pages.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const productList = () => import('./pages/product-list-page.tsx');
const orderList = () => import('./pages/order-list-page.tsx');
const paySettingPage = () => import('./pay-settings/pay-setting-page.tsx');

/**
 * 积分商城: the back office's goods and orders (categories are the declared resource's generic page),
 * the public shop window and the buyer's orders. SPEC.md §2: /home-page/classification, productInfo
 * and zuhuOrder open the same back-office pages in the public-site layout.
 */
export const shopRoutes: RouteFragment = {
  pages: {
    'shop/ProductList': lazyPage(productList, 'ProductListPage'),
    'shop/OrderList': lazyPage(orderList, 'OrderListPage'),
    'shop/PaySettingList': lazyPage(paySettingPage, 'PaySettingListPage'),
  },
  homePages: [
    { path: 'otherGoods', page: lazyNamed(() => import('./pages/goods-list-page.tsx'), 'GoodsListPage') },
    {
      path: 'otherGoodsDetail',
      page: lazyNamed(() => import('./pages/goods-detail-page.tsx'), 'GoodsDetailPage'),
    },
    { path: 'myOrders', page: lazyNamed(() => import('./pages/my-orders-page.tsx'), 'MyOrdersPage') },
    { path: 'classification', page: resourcePage('teaching/teachingProductCategory') },
    { path: 'productInfo', page: lazyNamed(productList, 'ProductListHomePage') },
    { path: 'zuhuOrder', page: lazyNamed(orderList, 'OrderListHomePage') },
    { path: 'paySettingList', page: lazyNamed(paySettingPage, 'PaySettingHomePage') },
  ],
};
