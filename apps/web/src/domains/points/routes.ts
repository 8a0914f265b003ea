import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const myPoints = () => import('./pages/my-points-page.tsx');

/**
 * Points: the back office's rules, ledger and class ranking; the learner's pages under `/home-page`
 * (`studyCount` is the old name of the points page, SPEC.md §2).
 */
export const pointsRoutes: RouteFragment = {
  pages: {
    'points/PointsRuleList': lazyPage(() => import('./pages/points-rule-page.tsx'), 'PointsRulePage'),
    'points/PointsLedgerList': lazyPage(() => import('./pages/points-ledger-page.tsx'), 'PointsLedgerPage'),
    'points/PointsClassRank': lazyPage(() => import('./pages/class-rank-page.tsx'), 'ClassRankPage'),
  },
  homePages: [
    { path: 'jifen', page: lazyNamed(myPoints, 'MyPointsPage') },
    {
      path: 'jifenDetail',
      page: lazyNamed(() => import('./pages/points-detail-page.tsx'), 'PointsDetailPage'),
    },
    {
      path: 'studyCount',
      page: lazyNamed(() => import('./pages/study-count-redirect.tsx'), 'StudyCountRedirect'),
    },
  ],
};
