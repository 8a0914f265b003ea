import { type CourseGoods, STAFF_ONLY_GOODS_TYPES } from '@ck/shared';

/** What a buyer of a virtual good receives, said on the detail page; null for a parcel. */
export function deliveryNote(goodsType: string): string | null {
  switch (goodsType) {
    case '2':
      return '兑换或购买成功后立即开通，可在「我的课程」中学习';
    case '3':
      return '仅限老师和管理员购买：证书模板将复制到本机构的证书模板中';
    case '4':
      return '仅限老师和管理员购买：试卷将复制到你所在学校的试卷库（管理员为机构题库）';
    default:
      return null;
  }
}

/** The signed-in user as far as buying goes: teachers and administrators are staff. */
export interface Buyer {
  userIdentity?: number | string | null;
  roles?: string[];
}

const isStaff = (b: Buyer) => Number(b.userIdentity) === 2 || !!b.roles?.includes('admin');

/** Whether the user may buy a good of the type; visitors may try (they are asked to sign in). */
export function mayBuy(goodsType: string, buyer: Buyer | null): boolean {
  if (!buyer || !(STAFF_ONLY_GOODS_TYPES as readonly string[]).includes(goodsType)) return true;
  return isStaff(buyer);
}

/** A virtual good is bought one at a time; a parcel up to the per-user limit (99 without one). */
export function maxCount(goodsType: string, perUserLimit: number): number {
  if (goodsType !== '1') return 1;
  return perUserLimit > 0 ? perUserLimit : 99;
}

/**
 * The course page's purchase offer: a course good on shelf for this course that the user does not
 * own yet, and only while they cannot learn the course. Null otherwise.
 */
export function courseOffer(
  goods: CourseGoods[] | undefined,
  courseId: string,
  learner: boolean,
): CourseGoods | null {
  if (learner || !goods) return null;
  return goods.find((g) => g.courseId === courseId && !g.owned) ?? null;
}

/** The offer's button: points first (积分兑换), else money (购买课程), or sold out. */
export function offerText(g: Pick<CourseGoods, 'pointsPrice' | 'moneyPrice' | 'soldOut'>): string {
  if (g.soldOut) return '已售罄';
  if (g.pointsPrice > 0) return `积分兑换 · ${g.pointsPrice} 积分`;
  return `购买课程 · ¥${g.moneyPrice.toFixed(2)}`;
}
