import { isSafeNoticeUrl } from '@ck/shared';

export interface NoticeTarget {
  openType: 'url' | 'component' | null;
  openPage: string | null;
}

/** Where an announcement leads: an external link, a page of this site, or nowhere. */
export function noticeTarget(n: NoticeTarget): { external: string } | { internal: string } | null {
  const page = n.openPage?.trim();
  if (!n.openType || !page || !isSafeNoticeUrl(page)) return null;
  if (/^https?:/i.test(page)) return n.openType === 'url' ? { external: page } : null;
  return { internal: page };
}

/** Follows an announcement's link; returns false when it has none. */
export function openNoticeTarget(n: NoticeTarget, navigate: (path: string) => void): boolean {
  const target = noticeTarget(n);
  if (!target) return false;
  if ('external' in target) window.open(target.external, '_blank', 'noopener,noreferrer');
  else navigate(target.internal);
  return true;
}
