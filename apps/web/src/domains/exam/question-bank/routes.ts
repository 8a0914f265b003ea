import { lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The question bank and its classification. */
export const questionBankRoutes: RouteFragment = {
  pages: {
    'exam/QuestionList': lazyPage(() => import('./pages/question-list-page.tsx'), 'QuestionListPage'),
  },
};
