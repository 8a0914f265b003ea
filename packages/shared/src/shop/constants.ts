// Fixed value sets of the shop: goods, orders and payment methods. Dictionaries of the same codes are
import { distinctItems } from '../list-items.ts';
// seeded from these, so lists show the Chinese text.

/** On / off shelf. Only goods on shelf are shown and sold. */
export const PRODUCT_STATUSES = { '0': '已下架', '1': '在售' } as const;

/** What a buyer receives: a parcel to ship, or something the platform grants at once. */
export const GOODS_TYPES = {
  '1': '实物',
  '2': '课程',
  '3': '证书模板',
  '4': '试卷包',
} as const;

/**
 * An order's life: pending -> paid -> shipped -> completed; pending -> cancelled; paid / shipped /
 * completed -> refunding -> refunded, or -> refund_failed (retried back to refunding).
 */
export const ORDER_STATUSES = {
  pending: '待支付',
  paid: '已支付',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refund_failed: '退款失败',
  refunded: '已退款',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUSES;

/** How an order is paid: points (redeem), or money through one of the payment providers. */
export const PAY_METHODS = {
  points: '积分兑换',
  manual: '线下支付',
  wechat: '微信支付',
  alipay: '支付宝',
} as const;
export type PayMethod = keyof typeof PAY_METHODS;

/** The money providers configured in 支付设置 (`paySettingList`). */
export const PAY_PROVIDERS = ['manual', 'wechat', 'alipay'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];

/** Goods only teachers and administrators may buy: they land in the buyer's school or organisation. */
export const STAFF_ONLY_GOODS_TYPES = ['3', '4'] as const;

/** The most papers one paper pack may hold. */
export const MAX_PACK_PAPERS = 20;

/** The ids a good's `refId` names: one course or template, or the comma-separated papers of a pack. */
export function goodsRefIds(refId: string | null | undefined): string[] {
  return distinctItems(refId);
}

/** The official-site switch that opens the shop: `indexConfig.ifshopping`, stored as true or 'true'. */
export function shopSwitchedOn(indexConfig: unknown): boolean {
  const flag = (indexConfig as { ifshopping?: unknown } | null | undefined)?.ifshopping;
  return flag === true || flag === 'true';
}

/** The public site's shop pages: menu entries leading there are hidden while the shop is switched off. */
const SHOP_PAGES = ['/home-page/otherGoods', '/home-page/otherGoodsDetail', '/home-page/myOrders'];

/** Whether a menu address opens a shop page (`/home-page/otherGoods`, with or without a query). */
export function isShopPath(url: string): boolean {
  const path = url.trim().split(/[?#]/)[0].replace(/\/+$/, '');
  return SHOP_PAGES.includes(path.startsWith('/') ? path : `/${path}`);
}
