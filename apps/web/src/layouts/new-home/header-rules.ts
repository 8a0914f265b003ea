/** SPEC §4, §9: the new-home header is sticky while the page scroll is within 60 px of the top. */
export const STICKY_THRESHOLD = 60;

export function headerSticky(scrollY: number): boolean {
  return scrollY <= STICKY_THRESHOLD;
}

const SHARE_VALUES = new Set(['1', 'true', "'true'", '"true"']);

/**
 * SPEC §2: the header is hidden on home-page/userOtherInfo, and on home-page/otherGoodsDetail when the
 * query `fromShare` is 1, true or 'true'.
 */
export function newHomeHeaderHidden(pathname: string, search: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/home-page/userOtherInfo') return true;
  if (path !== '/home-page/otherGoodsDetail') return false;
  const fromShare = new URLSearchParams(search).get('fromShare');
  return fromShare !== null && SHARE_VALUES.has(fromShare.trim());
}

/** Carousel slides from the config: `banner` comma-separated images, `bannerLinks` one link per line. */
export function bannerSlides(
  banner: string | undefined,
  links: string | undefined,
): { image: string; link?: string }[] {
  const images = (banner ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const targets = (links ?? '').split(/\r?\n/).map((s) => s.trim());
  return images.map((image, i) => ({ image, link: targets[i] || undefined }));
}
