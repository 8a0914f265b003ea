import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { pagingFields } from '../paging.ts';
import { ORDER_STATUSES, PAY_METHODS, PAY_PROVIDERS } from './constants.ts';

const id = (label: string) =>
  z
    .string({ error: `请指定${label}` })
    .trim()
    .min(1, `请指定${label}`)
    .max(36);
const count = z.coerce
  .number({ error: '数量必须是正整数' })
  .int('数量必须是正整数')
  .min(1, '数量必须是正整数')
  .max(99, '一次最多购买 99 件');

/** Where a physical item goes; required for physical goods, ignored for virtual ones. */
export const receiverFields = {
  receiverName: z.string().trim().max(50, '收货人姓名不能超过 50 个字符').optional(),
  receiverPhone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\-\s]{0,20}$/, '联系电话格式不正确')
    .optional(),
  receiverAddress: z.string().trim().max(300, '收货地址不能超过 300 个字符').optional(),
  remark: z.string().trim().max(300, '备注不能超过 300 个字符').optional(),
};

/** `POST redeem`: pay with points. */
export const redeemBody = z.object({ productId: id('商品'), count, ...receiverFields });
export type RedeemBody = z.infer<typeof redeemBody>;

/** `POST create`: pay with money through a provider. */
export const createOrderBody = z.object({
  productId: id('商品'),
  count,
  payMethod: z.enum(PAY_PROVIDERS, { error: '请选择支付方式' }),
  ...receiverFields,
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const orderIdBody = z.object({ id: id('订单') });
export const orderIdQuery = orderIdBody;
export const shipOrderBody = z.object({
  id: id('订单'),
  trackingNo: z.string().trim().min(1, '请填写物流单号').max(64, '物流单号不能超过 64 个字符'),
});
export const refundOrderBody = z.object({
  id: id('订单'),
  reason: z.string().trim().min(1, '请填写退款原因').max(200, '退款原因不能超过 200 个字符'),
});

const statusKeys = codeKeys(ORDER_STATUSES);
const methodKeys = codeKeys(PAY_METHODS);

/** Admin list and export filters. */
export const orderListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  orderNo: z.string().trim().max(32).optional(),
  username: z.string().trim().max(64).optional(),
  productName: z.string().trim().max(60).optional(),
  status: z.enum(statusKeys, { error: '未知的订单状态' }).optional(),
  payMethod: z.enum(methodKeys, { error: '未知的支付方式' }).optional(),
  /** `1`: only orders paid after they were cancelled (refunded automatically). */
  latePaid: z.enum(['0', '1'], { error: '取消后付款筛选只能是 0 或 1' }).optional(),
  /** `YYYY-MM-DD`, inclusive, Asia/Shanghai. */
  dateFrom: z.string().trim().max(10).optional(),
  dateTo: z.string().trim().max(10).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const myOrdersQuery = z.object({
  ...pagingFields({ maxSize: 50 }),
  status: z.enum(statusKeys, { error: '未知的订单状态' }).optional(),
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuery>;

/** One order as lists and details show it; money in fen. */
export const shopOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  userId: z.string(),
  username: z.string(),
  productId: z.string(),
  productName: z.string(),
  cover: z.string().nullable(),
  goodsType: z.string(),
  /** The course a course order opens (goods type 2); null otherwise. */
  courseId: z.string().nullable(),
  count: z.number().int(),
  payMethod: z.string(),
  pointsAmount: z.number().int(),
  moneyFen: z.number().int(),
  status: z.string(),
  status_dictText: z.string(),
  payMethod_dictText: z.string(),
  receiverName: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  receiverAddress: z.string().nullable(),
  remark: z.string().nullable(),
  tradeNo: z.string().nullable(),
  trackingNo: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** The money arrived after the order was cancelled: it is refunded automatically. */
  latePaid: z.boolean(),
  /** What the desk says about such an order (`订单取消后收到付款，已自动退款`); null for the others. */
  latePayNote: z.string().nullable(),
  /** The merchant refund number sent to the provider (a retry after a failure gets a new one). */
  refundNo: z.string().nullable(),
  /** Why the provider did not return the money (退款失败). */
  refundError: z.string().nullable(),
  refundApplyTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  paidTime: z.string().nullable(),
  shipTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  refundTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const payStartSchema = z.object({
  provider: z.enum(PAY_PROVIDERS),
  codeUrl: z.string().optional(),
  payUrl: z.string().optional(),
  message: z.string(),
});
export type PayStartView = z.infer<typeof payStartSchema>;

/** `POST create` answers the pending order and how to pay it. */
export const orderCreatedSchema = z.object({ order: shopOrderSchema, pay: payStartSchema });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** `POST redeem` answers the order and the points left. */
export const redeemResultSchema = z.object({ order: shopOrderSchema, balance: z.number().int() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** A pending money order is cancelled and its stock returned this long after creation. */
export const ORDER_PAY_MINUTES = 15;

/** Money in fen as yuan text: 1234 -> "12.34". */
export const yuanOf = (fen: number) => (fen / 100).toFixed(2);
