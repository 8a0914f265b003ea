import { describe, expect, it } from 'vitest';
import { bannerSlides, headerSticky, newHomeHeaderHidden } from './header-rules.ts';

describe('new-home header rules', () => {
  it('is sticky within 60 px of the top', () => {
    expect(headerSticky(0)).toBe(true);
    expect(headerSticky(60)).toBe(true);
    expect(headerSticky(61)).toBe(false);
  });

  it('hides the header on userOtherInfo and shared goods details', () => {
    expect(newHomeHeaderHidden('/home-page/userOtherInfo', '')).toBe(true);
    expect(newHomeHeaderHidden('/home-page/otherGoodsDetail', '?fromShare=1')).toBe(true);
    expect(newHomeHeaderHidden('/home-page/otherGoodsDetail', '?fromShare=true')).toBe(true);
    expect(newHomeHeaderHidden('/home-page/otherGoodsDetail', "?fromShare='true'")).toBe(true);
    expect(newHomeHeaderHidden('/home-page/otherGoodsDetail', '?fromShare=0')).toBe(false);
    expect(newHomeHeaderHidden('/home-page/otherGoodsDetail', '')).toBe(false);
    expect(newHomeHeaderHidden('/home-page/home', '?fromShare=1')).toBe(false);
  });

  it('pairs banner images with their links', () => {
    expect(bannerSlides('a.png, b.png,', 'https://x\n\n')).toEqual([
      { image: 'a.png', link: 'https://x' },
      { image: 'b.png', link: undefined },
    ]);
    expect(bannerSlides('', '')).toEqual([]);
  });
});
