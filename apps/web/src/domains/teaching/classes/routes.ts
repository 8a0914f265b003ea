import { lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** A teacher's classes, the class progress board and the teaching reports. */
export const classRoutes: RouteFragment = {
  pages: {
    'teaching/MyClassList': lazyPage(() => import('./my-class/my-class-list-page.tsx'), 'MyClassListPage'),
    'teaching/ProgressBoard': lazyPage(
      () => import('./progress/progress-board-page.tsx'),
      'ProgressBoardPage',
    ),
    'teaching/TeachingReport': lazyPage(
      () => import('./report/teaching-report-page.tsx'),
      'TeachingReportPage',
    ),
  },
};
