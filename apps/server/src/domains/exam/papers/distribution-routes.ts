import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Paper distribution: push to schools and tenants, pull from the shared library, share. */
export function distributionRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}
