import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Papers: list, read, write, preview and clone (teachingPaper). */
export function paperRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}
