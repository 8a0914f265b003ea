import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** The arena: problems, submit, my submissions, clarifications; the jury's submissions and rejudge. */
export function arenaRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}
