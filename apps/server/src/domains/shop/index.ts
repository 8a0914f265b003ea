import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { goodsRoutes } from './goods/goods-routes.ts';
import { shopMenus } from './menus.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { cancelExpiredOrders, SWEEP_INTERVAL_MS } from './orders/order-sweep.ts';
import { checkProcessingRefunds } from './orders/refund-sweep.ts';
import { payMenus } from './payments/pay-menus.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { shopResources } from './resources.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  goodsRoutes(app, ctx);
  orderRoutes(app, ctx);
  paymentRoutes(app, ctx);
  // Unpaid money orders are closed at their provider and give their stock back after their time, and
  // refunds still processing are asked about. A run still talking to a slow gateway is not doubled;
  // the timer never keeps the process alive.
  let sweeping = false;
  const sweep = async () => {
    await cancelExpiredOrders(ctx)
      .then((r) => {
        if (r.error) app.log.warn(`超时订单关闭失败（${r.failed} 个，下次重试）：${r.error}`);
      })
      .catch((err: Error) => app.log.warn(`超时订单取消失败：${err.message}`));
    await checkProcessingRefunds(ctx)
      .then((r) => {
        if (r.error) app.log.warn(`退款查询失败：${r.error}`);
      })
      .catch((err: Error) => app.log.warn(`退款查询失败：${err.message}`));
  };
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void sweep().finally(() => {
      sweeping = false;
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The shop: goods and categories, orders (points or money) and payment providers. */
export const shop: Domain = {
  name: 'shop',
  register,
  resources: shopResources,
  menus: [...shopMenus, ...payMenus],
};

export { newOrderNo } from './orders/order-no.ts';
export { markOrderPaid, type PaymentOutcome, type PaymentReceived } from './orders/order-payment.ts';
export { cancelExpiredOrders } from './orders/order-sweep.ts';
export * from './resources.ts';
export * from './tables.ts';
