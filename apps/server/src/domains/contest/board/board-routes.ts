import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** The scoreboards: rank, school ranking, export, unfreeze; kept up to date incrementally. */
export function boardRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}
