import {
  createOrderBody,
  envelopeOf,
  myOrdersQuery,
  orderCreatedSchema,
  orderIdBody,
  orderIdQuery,
  orderListQuery,
  PERMS,
  pageResultOf,
  redeemBody,
  redeemResultSchema,
  refundOrderBody,
  type ShopOrder,
  shipOrderBody,
  shopOrderSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { EXPORT_MAX_ROWS, OrderDesk } from './order-admin.ts';
import { Checkout } from './order-checkout.ts';
import { ordersWorkbook } from './order-excel.ts';

export const ORDER_BASE = '/api/teaching/teachingOrder';
const TAGS = ['shop'];
const FILTERS =
  '`orderNo`、`username`、`productName`（包含）、`status`、`payMethod`、`latePaid`（1：订单取消后收到付款、已自动退款的订单）、`dateFrom`/`dateTo`（YYYY-MM-DD，北京时间，含当天）';

/** A refund's answer: the order, and whether the money is back or the payment platform has yet to confirm. */
const refundAnswer = (order: ShopOrder) =>
  ok(order, order.status === 'refunded' ? '退款成功' : '退款已提交，等待支付平台确认');

/** Buying (redeem with points, create a money order), the buyer's own orders, and the order desk. */
export function orderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkout = new Checkout(ctx);
  const desk = new OrderDesk(ctx);
  const one = { 200: envelopeOf(shopOrderSchema) };
  const crud = crudRoutes(app, ORDER_BASE, TAGS);

  crud.write('POST', 'redeem', {
    perm: 'login',
    summary:
      '积分兑换 `{productId, count, receiverName?, receiverPhone?, receiverAddress?, remark?}`（实物须填收货信息）：一个事务内扣库存、校验限购、扣积分、生成订单；虚拟商品每次 1 件，同一事务内发放并完成（课程开通给本人，已拥有的课程不能再买；证书模板、试卷包仅限老师和管理员，复制到本机构或所在学校），发放失败则全部不生效',
    input: redeemBody,
    result: redeemResultSchema,
    message: '兑换成功',
    run: (auth, body) => checkout.redeem(auth, body),
  });
  crud.write('POST', 'create', {
    perm: 'login',
    summary:
      '现金下单 `{productId, count, payMethod: manual|wechat|alipay, 收货信息?}`：锁定库存 15 分钟，返回 `{order, pay: {provider, codeUrl?, payUrl?, message}}`',
    input: createOrderBody,
    result: orderCreatedSchema,
    message: '下单成功',
    run: (auth, body) => checkout.create(auth, body),
  });
  crud.read('mine', {
    perm: 'login',
    summary: '我的订单（新的在前），可按 `status` 筛选',
    query: myOrdersQuery,
    result: pageResultOf(shopOrderSchema),
    find: (auth, q) => desk.mine(auth, q),
  });
  crud.read('list', {
    perm: PERMS.order.list,
    summary: `本机构订单（新的在前）；筛选 ${FILTERS}`,
    query: orderListQuery,
    result: pageResultOf(shopOrderSchema),
    find: (auth, q) => desk.list(auth, q),
  });
  crud.queryById({
    perm: 'login',
    summary: '订单详情：有订单查询权限者可看本机构任一订单，其他用户只能看自己的',
    query: orderIdQuery,
    result: shopOrderSchema,
    find: (auth, q) => desk.detail(auth, q.id),
  });
  crud.write('POST', 'ship', {
    perm: PERMS.order.ship,
    summary: '发货 `{id, trackingNo}`：已支付的实物订单',
    input: shipOrderBody,
    result: shopOrderSchema,
    message: '已发货',
    run: (auth, body) => desk.ship(auth, body.id, body.trackingNo),
  });
  crud.write('POST', 'complete', {
    perm: PERMS.order.ship,
    summary:
      '完成 `{id}`：已支付或已发货的订单；收款时未能发放的虚拟商品在此重新发放，仍不能发放则说明原因、订单不变',
    input: orderIdBody,
    result: shopOrderSchema,
    message: '订单已完成',
    run: (auth, body) => desk.complete(auth, body.id),
  });

  app.post(
    `${ORDER_BASE}/refund`,
    routeDoc(
      requirePerm(PERMS.order.refund),
      TAGS,
      '退款 `{id, reason}`：已支付、已发货或已完成的订单。积分订单与线下支付立即退款（已退款），退回积分与库存；微信支付受理后为「退款中」，待退款通知或定时查询确认后才变为已退款并退回库存，关闭或异常则为「退款失败」并记录原因；支付宝同步应答。支付渠道拒绝时订单不变。只退一次',
      { body: refundOrderBody, response: one },
    ),
    async (req) => refundAnswer(await desk.refund(req.auth!, req.body.id, req.body.reason)),
  );

  app.post(
    `${ORDER_BASE}/retryRefund`,
    routeDoc(
      requirePerm(PERMS.order.refund),
      TAGS,
      '重试退款 `{id}`：退款失败的订单以新的退款单号、原退款原因再次向支付渠道申请退款；结果同退款',
      { body: orderIdBody, response: one },
    ),
    async (req) => refundAnswer(await desk.retryRefund(req.auth!, req.body.id)),
  );

  app.post(
    `${ORDER_BASE}/cancel`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '取消待支付订单 `{id}`：本人可取消自己的，有退款权限者可取消本机构任一。先向支付渠道关闭交易（微信支付关单后查单、支付宝 alipay.trade.close），确认无法再付款后才取消并退回库存；支付渠道显示已付款时订单改为已支付（消息「该订单已支付，无需取消」）；支付渠道无法连接或无法确认时拒绝取消、订单不变',
      { body: orderIdBody, response: one },
    ),
    async (req) => {
      const order = await desk.cancel(req.auth!, req.body.id);
      return ok(order, order.status === 'cancelled' ? '订单已取消' : '该订单已支付，无需取消');
    },
  );

  crud.write('POST', 'confirmPaid', {
    perm: PERMS.order.ship,
    summary: '确认线下收款 `{id}`：待支付的线下支付订单变为已支付（虚拟商品直接完成）',
    input: orderIdBody,
    result: shopOrderSchema,
    message: '已确认收款',
    run: (auth, body) => desk.confirmPaid(auth, body.id),
  });

  app.get(
    `${ORDER_BASE}/exportXls`,
    routeDoc(
      requirePerm(PERMS.order.export),
      TAGS,
      `导出订单（xlsx，筛选同 list，最多 ${EXPORT_MAX_ROWS} 条）`,
      { querystring: orderListQuery },
    ),
    async (req, reply) => {
      const rows = await desk.all(req.auth!, req.query);
      return sendXlsx(reply, await ordersWorkbook(rows), '订单.xlsx', 'orders.xlsx');
    },
  );
}
