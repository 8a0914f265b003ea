import type { CourseGoods } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { courseOffer, deliveryNote, maxCount, mayBuy, offerText } from './virtual-goods.ts';

const goods = (over: Partial<CourseGoods>): CourseGoods => ({
  courseId: 'c1',
  productId: 'p1',
  productName: '课程',
  pointsPrice: 100,
  moneyPrice: 0,
  soldOut: false,
  owned: false,
  ...over,
});

describe('virtual goods', () => {
  it('says what each kind delivers, nothing for a parcel', () => {
    expect(deliveryNote('2')).toContain('我的课程');
    expect(deliveryNote('3')).toContain('仅限老师和管理员');
    expect(deliveryNote('4')).toContain('试卷库');
    expect(deliveryNote('1')).toBeNull();
  });

  it('lets only teachers and administrators buy templates and paper packs', () => {
    const student = { userIdentity: 1, roles: ['student'] };
    const teacher = { userIdentity: '2', roles: ['teacher'] };
    const admin = { userIdentity: 1, roles: ['admin'] };
    expect(mayBuy('4', student)).toBe(false);
    expect(mayBuy('3', student)).toBe(false);
    expect(mayBuy('4', teacher)).toBe(true);
    expect(mayBuy('3', admin)).toBe(true);
    expect(mayBuy('2', student)).toBe(true);
    expect(mayBuy('1', student)).toBe(true);
    expect(mayBuy('4', null)).toBe(true);
  });

  it('sells virtual goods one at a time', () => {
    expect(maxCount('2', 0)).toBe(1);
    expect(maxCount('4', 5)).toBe(1);
    expect(maxCount('1', 3)).toBe(3);
    expect(maxCount('1', 0)).toBe(99);
  });
});

describe('the course page offer', () => {
  it('offers the first good of the course the user does not own, never to a learner', () => {
    const list = [goods({ courseId: 'c0' }), goods({ productId: 'p2' }), goods({ productId: 'p3' })];
    expect(courseOffer(list, 'c1', false)?.productId).toBe('p2');
    expect(courseOffer(list, 'c1', true)).toBeNull();
    expect(courseOffer([goods({ owned: true })], 'c1', false)).toBeNull();
    expect(courseOffer(undefined, 'c1', false)).toBeNull();
    expect(courseOffer(list, 'c9', false)).toBeNull();
  });

  it('names the price on the button: points first, else money, or sold out', () => {
    expect(offerText(goods({ pointsPrice: 80, moneyPrice: 9.9 }))).toBe('积分兑换 · 80 积分');
    expect(offerText(goods({ pointsPrice: 0, moneyPrice: 9.9 }))).toBe('购买课程 · ¥9.90');
    expect(offerText(goods({ soldOut: true }))).toBe('已售罄');
  });
});
