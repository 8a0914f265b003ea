import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Routes of gallery, stars, collects, comments, tags and sharing. */
export function socialRoutes(_app: FastifyInstance, _ctx: AppContext) {}
