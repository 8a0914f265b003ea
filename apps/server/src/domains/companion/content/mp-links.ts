import type { SettingLinkType } from '@ck/shared';

/**
 * Where a companion button or menu entry goes, following the companion's routes: its own pages
 * under `/m`, the public site's course page, or the external https address itself.
 */
export function settingHref(linkType: SettingLinkType, target: string | null): string {
  const id = encodeURIComponent(target ?? '');
  switch (linkType) {
    case 'article':
      return `/m/article/${id}`;
    case 'type':
      return `/m/articles?typeId=${id}`;
    case 'course':
      return `/home-page/courseDetail?id=${id}`;
    case 'assessment':
      return `/m/assessment/${id}`;
    case 'url':
      return target ?? '';
  }
}
