import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../db/schema/columns.ts';

/**
 * One purchase of one product: redeemed with points or bought with money. Name, cover and prices are
 * copied at order time so later edits of the product do not change past orders. Money is in fen.
 */
export const teachingOrder = pgTable(
  'teaching_order',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Shown to users and sent to payment providers as the merchant order number. */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    productId: varchar('product_id', { length: 36 }).notNull(),
    productName: varchar('product_name', { length: 60 }).notNull(),
    cover: varchar('cover', { length: 500 }),
    goodsType: varchar('goods_type', { length: 2 }).notNull(),
    /** What a virtual good delivers, copied from the product at order time (its `refId`). */
    refId: varchar('ref_id', { length: 1000 }),
    count: integer('count').notNull(),
    /** `PAY_METHODS` key. */
    payMethod: varchar('pay_method', { length: 10 }).notNull(),
    pointsAmount: integer('points_amount').notNull().default(0),
    moneyFen: integer('money_fen').notNull().default(0),
    /** `ORDER_STATUSES` key. */
    status: varchar('status', { length: 16 }).notNull(),
    receiverName: varchar('receiver_name', { length: 50 }),
    receiverPhone: varchar('receiver_phone', { length: 20 }),
    receiverAddress: varchar('receiver_address', { length: 300 }),
    remark: varchar('remark', { length: 300 }),
    /** The provider's transaction id once paid. */
    tradeNo: varchar('trade_no', { length: 64 }),
    trackingNo: varchar('tracking_no', { length: 64 }),
    refundReason: varchar('refund_reason', { length: 200 }),
    /**
     * 1 when the money arrived after the order was cancelled: it is refunded automatically, and its
     * stock (returned at the cancel) is not returned again when the refund completes.
     */
    latePaid: integer('late_paid').notNull().default(0),
    /** Refunds asked of the provider so far; each failed one is retried under a new number. */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** The merchant refund number of the latest refund (`out_refund_no` / `out_request_no`). */
    refundNo: varchar('refund_no', { length: 64 }),
    /** The provider's reason when the latest refund failed. */
    refundError: varchar('refund_error', { length: 200 }),
    refundApplyTime: timestamp('refund_apply_time', { withTimezone: true }),
    /** When the sweep last asked the provider about a refund still processing. */
    refundCheckTime: timestamp('refund_check_time', { withTimezone: true }),
    /** A pending order not paid by then is cancelled and its stock returned. */
    expireTime: timestamp('expire_time', { withTimezone: true }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    shipTime: timestamp('ship_time', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('teaching_order_no_uq').on(t.orderNo),
    index('teaching_order_user_idx').on(t.tenantId, t.userId, t.productId),
    index('teaching_order_status_idx').on(t.tenantId, t.status, t.createTime),
  ],
);

/**
 * A tenant's settings for one payment provider (`PAY_PROVIDERS`). Public fields (app id, merchant id,
 * gateway) are plain JSON; keys and certificates are sealed by the platform's secret box.
 */
export const teachingPaySetting = pgTable(
  'teaching_pay_setting',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    provider: varchar('provider', { length: 10 }).notNull(),
    enabled: integer('enabled').notNull().default(0),
    /** JSON of the provider's public settings. */
    config: text('config').notNull().default('{}'),
    /** `SecretBox.seal` of a JSON object of the provider's secrets; empty when none. */
    secretsSealed: text('secrets_sealed').notNull().default(''),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teaching_pay_setting_uq').on(t.tenantId, t.provider)],
);

/**
 * Every verified payment or refund notification, once: the unique (provider, notify id) makes a
 * repeated notification a no-op.
 */
export const teachingPayNotify = pgTable(
  'teaching_pay_notify',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    provider: varchar('provider', { length: 10 }).notNull(),
    notifyId: varchar('notify_id', { length: 100 }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }),
    amountFen: integer('amount_fen').notNull(),
    /** The verified, decrypted body as received, for support. */
    payload: text('payload').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaching_pay_notify_uq').on(t.provider, t.notifyId)],
);
