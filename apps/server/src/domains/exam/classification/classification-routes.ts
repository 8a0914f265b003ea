import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** The classification tree for pickers (teachingPaperClassification/listNoAuth). */
export function classificationRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}
