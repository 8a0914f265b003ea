import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Assessments and reports: the back office (`teachingTestPower`, `teachingReport`) and the public taking API. */
export function assessmentRoutes(_app: FastifyInstance, _ctx: AppContext) {}
