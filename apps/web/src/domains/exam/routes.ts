import { joinFragments, type RouteFragment } from '../../app/route-fragment.ts';
import { distributionRoutes } from './distribution/routes.ts';
import { examAdminRoutes } from './exam-admin/routes.ts';
import { examTakingRoutes } from './exam-taking/routes.ts';
import { paperRoutes } from './papers/routes.ts';
import { proctoringRoutes } from './proctoring/routes.ts';
import { questionBankRoutes } from './question-bank/routes.ts';

const parts = [
  questionBankRoutes,
  paperRoutes,
  distributionRoutes,
  examAdminRoutes,
  examTakingRoutes,
  proctoringRoutes,
];

/** Question bank, papers, distribution and online exams. */
export const examRoutes: RouteFragment = joinFragments(parts);
