import { lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Exams for teachers: scheduling, monitor, review, results. */
export const examAdminRoutes: RouteFragment = {
  pages: {
    'exam/ExamList': lazyPage(() => import('./pages/exam-list-page.tsx'), 'ExamListPage'),
    'exam/ExamReview': lazyPage(() => import('./pages/exam-review-page.tsx'), 'ExamReviewPage'),
  },
};
