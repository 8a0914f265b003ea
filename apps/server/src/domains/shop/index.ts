import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { MenuFragment } from '../../db/seed/menu-types.ts';
import type { Domain } from '../domain.ts';
import { payMenus } from './payments/pay-menus.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { shopResources } from './resources.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  paymentRoutes(app, ctx);
}

// Stand-in for the shop's own root menu (goods, orders) until it lands: 支付设置 hangs under it, and
// the `order` buttons (支付设置 among them) are seeded on it.
const shopRootMenu: MenuFragment = {
  menu: {
    id: 'menu-shop',
    name: '积分商城',
    url: '/shop',
    component: 'layouts/RouteView',
    icon: 'ShopOutlined',
    sortNo: 31,
    roles: ['admin'],
    buttons: { group: 'order' },
  },
};

/** The shop: goods and categories, orders (points or money) and payment providers. */
export const shop: Domain = {
  name: 'shop',
  register,
  resources: shopResources,
  menus: [shopRootMenu, ...payMenus],
};

export * from './resources.ts';
export * from './tables.ts';
