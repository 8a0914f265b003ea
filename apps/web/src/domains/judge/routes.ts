import { lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const submissions = () => import('./pages/oj/oj-submissions-page.tsx');

/** The problem bank and submissions in the back office, and the practice area under `/oj`. */
export const judgeRoutes: RouteFragment = {
  pages: {
    'judge/ProblemList': lazyPage(() => import('./pages/problems/problem-list-page.tsx'), 'ProblemListPage'),
    'judge/SubmissionList': lazyPage(
      () => import('./pages/submissions/submission-list-page.tsx'),
      'SubmissionListPage',
    ),
    'oj/ProblemList': lazyPage(() => import('./pages/oj/oj-problem-list-page.tsx'), 'OjProblemListPage'),
    'oj/Problem': lazyPage(() => import('./pages/oj/oj-problem-page.tsx'), 'OjProblemPage'),
    'oj/Submissions': lazyPage(submissions, 'OjSubmissionsPage'),
    'oj/Submission': lazyPage(submissions, 'OjSubmissionPage'),
  },
  // The practice area of the judge (SPEC lists /oj among the welcome panel's links).
  staticRoutes: [
    { path: '/oj', title: '编程练习', component: 'oj/ProblemList' },
    { path: '/oj/problem/:id', title: '题目', component: 'oj/Problem' },
    { path: '/oj/submissions', title: '我的提交', component: 'oj/Submissions' },
    { path: '/oj/submission/:id', title: '提交详情', component: 'oj/Submission' },
  ],
};
