import { lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Back office: works, grading, extra homework, the Scratch asset library; my extra homework. */
export const workAdminRoutes: RouteFragment = {
  pages: {
    'works/WorkList': lazyPage(() => import('./pages/work-list-page.tsx'), 'WorkListPage'),
    'works/WorkCorrect': lazyPage(() => import('./pages/work-correct-page.tsx'), 'WorkCorrectPage'),
    'works/AdditionalWorkList': lazyPage(
      () => import('./pages/additional-work-list-page.tsx'),
      'AdditionalWorkListPage',
    ),
    'works/ScratchAssetList': lazyPage(
      () => import('./pages/scratch-asset-list-page.tsx'),
      'ScratchAssetListPage',
    ),
    'works/MineAdditionalWork': lazyPage(
      () => import('./pages/mine-additional-work-page.tsx'),
      'MineAdditionalWorkPage',
    ),
  },
  // A student reaches their extra homework whatever the menu says (e.g. a link in a notice).
  staticRoutes: [
    { path: '/teaching/mineAdditionalWork', title: '我的额外作业', component: 'works/MineAdditionalWork' },
  ],
};
