import type {
  CourseGoods,
  CreateOrderBody,
  FrontCategory,
  FrontGoods,
  FrontGoodsDetail,
  GoodsRefOption,
  MyPoints,
  OrderCreated,
  PageResult,
  PayProvider,
  RedeemBody,
  RedeemResult,
  ShopOrder,
} from '@ck/shared';
import { downloadFile, getAction, type Params, unwrap } from '../../api/client.ts';
import { getResult, postResult } from '../../api/result-calls.ts';

export const SHOP_KEY = ['shop'] as const;
const FRONT = '/teaching/teachingProduct/front';
const ORDER = '/teaching/teachingOrder';

/** The goods page and its message ("积分商城暂未开放" while the shop is switched off). */
export const frontGoods = async (params: Params) => {
  const res = await getAction<PageResult<FrontGoods>>(`${FRONT}/list`, params);
  return { page: unwrap(res), message: res.message };
};
export const frontGoodsDetail = (id: string) => getResult<FrontGoodsDetail>(`${FRONT}/detail`, { id }, true);

export const frontCategories = () => getResult<FrontCategory[]>(`${FRONT}/categories`, undefined, true);

/** Course goods on shelf, with whether the signed-in user already learns each course. */
export const courseGoods = () => getResult<CourseGoods[]>(`${FRONT}/courseGoods`, undefined, true);

/** The goods form's picker: what a virtual good of the type may name (chosen ids answered first). */
export const goodsRefOptions = async (goodsType: string, keyword: string, ids: string) =>
  unwrap(
    await getAction<GoodsRefOption[]>(
      '/teaching/teachingProduct/refOptions',
      { goodsType, keyword: keyword || undefined, ids: ids || undefined },
      { quiet: true },
    ),
  );

export const myPoints = () => getResult<MyPoints>('/teaching/teachingJifen/getMyJifen', undefined, true);

/** Pay methods the tenant has switched on; offline payment alone when the list is not available. */
export async function payMethods(): Promise<PayProvider[]> {
  try {
    const res = await getAction<PayProvider[]>('/pay/methods', undefined, { quiet: true });
    const list = res.success && Array.isArray(res.result) ? res.result : [];
    return list.length ? list : ['manual'];
  } catch {
    return ['manual'];
  }
}

export const redeem = (body: RedeemBody) => postResult<RedeemResult>(`${ORDER}/redeem`, body, true);
export const createOrder = (body: CreateOrderBody) => postResult<OrderCreated>(`${ORDER}/create`, body, true);

export const myOrders = (params: Params) => getResult<PageResult<ShopOrder>>(`${ORDER}/mine`, params);
export const orderById = (id: string) => getResult<ShopOrder>(`${ORDER}/queryById`, { id }, true);
export const listOrders = (params: Params) => getResult<PageResult<ShopOrder>>(`${ORDER}/list`, params);
export const exportOrders = (params: Params) => downloadFile(`${ORDER}/exportXls`, params, '订单.xlsx');

export const shipOrder = (id: string, trackingNo: string) =>
  postResult<ShopOrder>(`${ORDER}/ship`, { id, trackingNo });
export const completeOrder = (id: string) => postResult<ShopOrder>(`${ORDER}/complete`, { id });
export const refundOrder = (id: string, reason: string) =>
  postResult<ShopOrder>(`${ORDER}/refund`, { id, reason });
export const retryRefund = (id: string) => postResult<ShopOrder>(`${ORDER}/retryRefund`, { id });
export const cancelOrder = (id: string) => postResult<ShopOrder>(`${ORDER}/cancel`, { id });
export const confirmPaid = (id: string) => postResult<ShopOrder>(`${ORDER}/confirmPaid`, { id });
