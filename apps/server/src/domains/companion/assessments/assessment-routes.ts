import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { mpAssessmentRoutes } from './mp-assessment-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { testPowerRoutes } from './test-power-routes.ts';

/** Assessments and reports: the back office (`teachingTestPower`, `teachingReport`) and the public taking API. */
export function assessmentRoutes(app: FastifyInstance, ctx: AppContext) {
  testPowerRoutes(app, ctx);
  reportRoutes(app, ctx);
  mpAssessmentRoutes(app, ctx);
}
