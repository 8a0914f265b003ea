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
import { downloadFile, getAction, type Params, postAction, unwrap } from '../../api/client.ts';

export const SHOP_KEY = ['shop'] as const;
const FRONT = '/teaching/teachingProduct/front';
const ORDER = '/teaching/teachingOrder';

/** The goods page and its message ("积分商城暂未开放" while the shop is switched off). */
export const frontGoods = async (params: Params) => {
  const res = await getAction<PageResult<FrontGoods>>(`${FRONT}/list`, params);
  return { page: unwrap(res), message: res.message };
};
export const frontGoodsDetail = async (id: string) =>
  unwrap(await getAction<FrontGoodsDetail>(`${FRONT}/detail`, { id }, { quiet: true }));

export const frontCategories = async () =>
  unwrap(await getAction<FrontCategory[]>(`${FRONT}/categories`, undefined, { quiet: true }));

/** Course goods on shelf, with whether the signed-in user already learns each course. */
export const courseGoods = async () =>
  unwrap(await getAction<CourseGoods[]>(`${FRONT}/courseGoods`, undefined, { quiet: true }));

/** The goods form's picker: what a virtual good of the type may name (chosen ids answered first). */
export const goodsRefOptions = async (goodsType: string, keyword: string, ids: string) =>
  unwrap(
    await getAction<GoodsRefOption[]>(
      '/teaching/teachingProduct/refOptions',
      { goodsType, keyword: keyword || undefined, ids: ids || undefined },
      { quiet: true },
    ),
  );

export const myPoints = async () =>
  unwrap(await getAction<MyPoints>('/teaching/teachingJifen/getMyJifen', undefined, { quiet: true }));

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

export const redeem = async (body: RedeemBody) =>
  unwrap(await postAction<RedeemResult>(`${ORDER}/redeem`, body, { quiet: true }));
export const createOrder = async (body: CreateOrderBody) =>
  unwrap(await postAction<OrderCreated>(`${ORDER}/create`, body, { quiet: true }));

export const myOrders = async (params: Params) =>
  unwrap(await getAction<PageResult<ShopOrder>>(`${ORDER}/mine`, params));
export const orderById = async (id: string) =>
  unwrap(await getAction<ShopOrder>(`${ORDER}/queryById`, { id }, { quiet: true }));
export const listOrders = async (params: Params) =>
  unwrap(await getAction<PageResult<ShopOrder>>(`${ORDER}/list`, params));
export const exportOrders = (params: Params) => downloadFile(`${ORDER}/exportXls`, params, '订单.xlsx');

export const shipOrder = async (id: string, trackingNo: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/ship`, { id, trackingNo }));
export const completeOrder = async (id: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/complete`, { id }));
export const refundOrder = async (id: string, reason: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/refund`, { id, reason }));
export const retryRefund = async (id: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/retryRefund`, { id }));
export const cancelOrder = async (id: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/cancel`, { id }));
export const confirmPaid = async (id: string) =>
  unwrap(await postAction<ShopOrder>(`${ORDER}/confirmPaid`, { id }));
