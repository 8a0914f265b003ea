import { describe, expect, it } from 'vitest';
import { goodsRefIds, isShopPath, shopSwitchedOn } from './constants.ts';

describe('the shop switch', () => {
  it('is on only for true or "true"', () => {
    expect(shopSwitchedOn({ ifshopping: true })).toBe(true);
    expect(shopSwitchedOn({ ifshopping: 'true' })).toBe(true);
    expect(shopSwitchedOn({ ifshopping: false })).toBe(false);
    expect(shopSwitchedOn({ ifshopping: 'false' })).toBe(false);
    expect(shopSwitchedOn({})).toBe(false);
    expect(shopSwitchedOn(null)).toBe(false);
  });

  it('knows the shop pages whatever the query, slash or leading slash', () => {
    expect(isShopPath('/home-page/otherGoods')).toBe(true);
    expect(isShopPath('/home-page/otherGoods/')).toBe(true);
    expect(isShopPath('home-page/otherGoodsDetail?id=1')).toBe(true);
    expect(isShopPath('/home-page/myOrders#top')).toBe(true);
    expect(isShopPath('/home-page/course')).toBe(false);
    expect(isShopPath('https://example.com/home-page/otherGoods')).toBe(false);
  });
});

describe('goods links', () => {
  it('splits a pack into distinct ids and tolerates blanks', () => {
    expect(goodsRefIds(' a, b ,a,, ')).toEqual(['a', 'b']);
    expect(goodsRefIds(null)).toEqual([]);
    expect(goodsRefIds('c')).toEqual(['c']);
  });
});
