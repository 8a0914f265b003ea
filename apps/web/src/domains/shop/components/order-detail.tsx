import type { ShopOrder } from '@ck/shared';
import { Descriptions, Tag, Typography } from 'antd';
import { goodsTypeText, priceText, STATUS_COLOR } from '../order-labels.ts';

/** Every field of one order, for the detail drawer and the buyer's own view. */
export function OrderDetail({ order }: { order: ShopOrder }) {
  const physical = order.goodsType === '1';
  const items = [
    { key: 'no', label: '订单号', children: order.orderNo },
    {
      key: 'status',
      label: '状态',
      children: <Tag color={STATUS_COLOR[order.status]}>{order.status_dictText}</Tag>,
    },
    { key: 'user', label: '账号', children: order.username },
    { key: 'product', label: '商品', children: `${order.productName} × ${order.count}` },
    { key: 'type', label: '类型', children: goodsTypeText(order.goodsType) },
    { key: 'method', label: '支付方式', children: order.payMethod_dictText },
    { key: 'price', label: '金额', children: priceText(order) },
    { key: 'created', label: '下单时间', children: order.createTime ?? '—' },
    ...(order.expireTime && order.status === 'pending'
      ? [{ key: 'expire', label: '支付截止', children: order.expireTime }]
      : []),
    ...(order.paidTime ? [{ key: 'paid', label: '支付时间', children: order.paidTime }] : []),
    ...(order.tradeNo ? [{ key: 'trade', label: '支付流水号', children: order.tradeNo }] : []),
    ...(physical
      ? [
          { key: 'receiver', label: '收货人', children: order.receiverName ?? '—' },
          { key: 'phone', label: '联系电话', children: order.receiverPhone ?? '—' },
          { key: 'address', label: '收货地址', children: order.receiverAddress ?? '—' },
          { key: 'tracking', label: '物流单号', children: order.trackingNo ?? '—' },
        ]
      : []),
    ...(order.shipTime ? [{ key: 'ship', label: '发货时间', children: order.shipTime }] : []),
    ...(order.finishTime ? [{ key: 'finish', label: '完成时间', children: order.finishTime }] : []),
    ...(order.cancelTime ? [{ key: 'cancel', label: '取消时间', children: order.cancelTime }] : []),
    ...(order.refundApplyTime || order.refundTime
      ? [
          { key: 'reason', label: '退款原因', children: order.refundReason ?? '—' },
          ...(order.refundNo ? [{ key: 'refundNo', label: '退款单号', children: order.refundNo }] : []),
          ...(order.refundApplyTime
            ? [{ key: 'refundApply', label: '退款申请时间', children: order.refundApplyTime }]
            : []),
          ...(order.refundTime ? [{ key: 'refund', label: '退款时间', children: order.refundTime }] : []),
        ]
      : []),
    ...(order.latePayNote
      ? [
          {
            key: 'latePay',
            label: '说明',
            children: (
              <Typography.Text type="warning" data-testid="late-pay-note">
                {order.latePayNote}
              </Typography.Text>
            ),
          },
        ]
      : []),
    ...(order.status === 'refund_failed'
      ? [
          {
            key: 'refundError',
            label: '退款失败原因',
            children: <Typography.Text type="danger">{order.refundError ?? '—'}</Typography.Text>,
          },
        ]
      : []),
    ...(order.remark ? [{ key: 'remark', label: '备注', children: order.remark }] : []),
  ];
  return <Descriptions size="small" column={1} bordered items={items} data-testid="order-detail" />;
}
