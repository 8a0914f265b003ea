import { GOODS_TYPES, type ShopOrder, yuanOf } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

export const ORDER_HEADERS = [
  '订单号',
  '下单时间',
  '账号',
  '商品',
  '类型',
  '数量',
  '支付方式',
  '积分',
  '金额（元）',
  '状态',
  '收货人',
  '联系电话',
  '收货地址',
  '物流单号',
  '支付流水号',
  '退款原因',
  '备注说明',
];

/** Orders as one sheet; cells are plain values (text stays text, never a formula). */
export function ordersWorkbook(rows: ShopOrder[]): Promise<Buffer> {
  return sheetWorkbook(
    '订单',
    sheetColumns(ORDER_HEADERS, (i) => (i === 12 ? 40 : 16)),
    rows.map((r) => [
      r.orderNo,
      r.createTime ?? '',
      r.username,
      r.productName,
      GOODS_TYPES[r.goodsType as keyof typeof GOODS_TYPES] ?? r.goodsType,
      r.count,
      r.payMethod_dictText,
      r.pointsAmount,
      yuanOf(r.moneyFen),
      r.status_dictText,
      r.receiverName ?? '',
      r.receiverPhone ?? '',
      r.receiverAddress ?? '',
      r.trackingNo ?? '',
      r.tradeNo ?? '',
      r.refundReason ?? '',
      r.latePayNote ?? '',
    ]),
  );
}
