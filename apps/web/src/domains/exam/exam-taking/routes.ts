import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';
import { DEVICE_TEST_PATH, EXAM_PAGE_PATH, MY_PAPERS_PATH, MY_RECORDS_PATH } from './paths.ts';

/** Exams for students: my papers, the exam page, my exam records. */
export const examTakingRoutes: RouteFragment = {
  pages: {
    'exam/MinePaper': lazyPage(() => import('./pages/mine-paper-page.tsx'), 'MinePaperPage'),
    'exam/UserPaper': lazyPage(() => import('./pages/user-paper-page.tsx'), 'UserPaperPage'),
  },
  // Reachable from links (welcome panel, notices, the exam page) whatever the menu holds.
  staticRoutes: [
    { path: MY_PAPERS_PATH, title: '我的试卷', component: 'exam/MinePaper', meta: { title: '我的试卷' } },
    { path: MY_RECORDS_PATH, title: '我的考试', component: 'exam/UserPaper', meta: { title: '我的考试' } },
  ],
  barePages: [
    {
      path: EXAM_PAGE_PATH,
      page: lazyNamed(() => import('./pages/kaoshi-online-page.tsx'), 'KaoshiOnlinePage'),
    },
    {
      path: DEVICE_TEST_PATH,
      page: lazyNamed(() => import('./pages/device-test-page.tsx'), 'DeviceTestPage'),
    },
  ],
};
