import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Routes of extra homework (teachingAdditionalWork). */
export function homeworkRoutes(_app: FastifyInstance, _ctx: AppContext) {}
