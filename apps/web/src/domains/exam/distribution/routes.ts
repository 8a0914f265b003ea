import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

const homePages = () => import('./pages/distribution-home-pages.tsx');

/** Paper distribution: push, pull and clone; the same views as pages of the public site. */
export const distributionRoutes: RouteFragment = {
  pages: {
    'exam/PaperDistribution': lazyPage(
      () => import('./pages/paper-distribution-page.tsx'),
      'PaperDistributionPage',
    ),
  },
  homePages: [
    { path: 'paperPush', page: lazyNamed(homePages, 'PaperPushHomePage') },
    { path: 'paperPull', page: lazyNamed(homePages, 'PaperPullHomePage') },
    { path: 'paperClone', page: lazyNamed(homePages, 'PaperCloneHomePage') },
  ],
};
