import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Routes of grading of submitted works. */
export function gradingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
